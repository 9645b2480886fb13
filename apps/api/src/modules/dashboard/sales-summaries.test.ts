import { type Fabric, type Order, STORE_TIME_ZONE } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addFabric,
  createTestApp,
  moveOrderPart,
  placedDaysAgo,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { orderItems, vendorDailySales, vendorFabricDailySales, vendorOrderCounts, vendorOrders } from '../../db/schema';

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;
let shopper: TestUser;

const dayInStore = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(instant);

const move = (seller: TestUser, orderId: string, status: string, extra: Record<string, string> = {}) =>
  moveOrderPart(ctx.app, seller, orderId, status, extra);

const add = (map: Map<string, number[]>, key: string, values: number[]) => {
  const sums = map.get(key) ?? values.map(() => 0);
  map.set(
    key,
    sums.map((sum, index) => sum + (values[index] ?? 0)),
  );
};

/** Drops the keys whose figures are all zero: a summary may keep such a row once its orders moved on. */
const nonZero = (map: Map<string, number[]>) =>
  new Map([...map].filter(([, values]) => values.some((value) => value !== 0)));

/** Each vendor's parts per day and status, worked out here from the parts themselves. */
async function partsPerDayFromOrders() {
  const parts = await ctx.database.db.select().from(vendorOrders);
  const expected = new Map<string, number[]>();
  for (const part of parts) {
    add(expected, `${part.vendorId} ${dayInStore(part.orderDate)} ${part.status}`, [1, part.subtotalPaise]);
  }
  return nonZero(expected);
}

/** Each vendor's units and revenue per day and fabric of the parts not cancelled, worked out from the lines. */
async function fabricSalesFromOrders() {
  const lines = await ctx.database.db
    .select({ line: orderItems, status: vendorOrders.status })
    .from(orderItems)
    .innerJoin(vendorOrders, eq(vendorOrders.id, orderItems.vendorOrderId));
  const expected = new Map<string, number[]>();
  for (const { line, status } of lines) {
    if (status === 'cancelled') continue;
    // Each line priced to the paisa, half up, as lineTotalPaise prices it.
    const revenue = Math.floor((line.quantity * line.unitPricePaise + 50) / 100);
    add(expected, `${line.vendorId} ${dayInStore(line.orderDate)} ${line.fabricId}`, [line.quantity, revenue]);
  }
  return nonZero(expected);
}

async function partsPerDayInSummary() {
  const rows = await ctx.database.db.select().from(vendorDailySales);
  return nonZero(
    new Map(rows.map((row) => [`${row.vendorId} ${row.day} ${row.status}`, [row.parts, row.subtotalPaise]])),
  );
}

async function fabricSalesInSummary() {
  const rows = await ctx.database.db.select().from(vendorFabricDailySales);
  return nonZero(
    new Map(rows.map((row) => [`${row.vendorId} ${row.day} ${row.fabricId}`, [row.quantity, row.revenuePaise]])),
  );
}

/** Each vendor's listed (not archived) parts per status, worked out from the parts: the tabs' counts. */
async function listedPartsFromOrders() {
  const parts = await ctx.database.db.select().from(vendorOrders);
  const expected = new Map<string, number[]>();
  for (const part of parts) if (!part.archivedAt) add(expected, `${part.vendorId} ${part.status}`, [1]);
  return expected;
}

async function listedPartsInCounts() {
  const rows = await ctx.database.db.select().from(vendorOrderCounts);
  return nonZero(new Map(rows.map((row) => [`${row.vendorId} ${row.status}`, [row.listedParts]])));
}

async function expectSummariesToMatchOrders() {
  expect(await partsPerDayInSummary()).toEqual(await partsPerDayFromOrders());
  expect(await fabricSalesInSummary()).toEqual(await fabricSalesFromOrders());
  expect(await listedPartsInCounts()).toEqual(await listedPartsFromOrders());
}

let fabrics: Fabric[];
let theirs: Fabric;
const buy = (lines: [Fabric, number][]): Promise<Order> =>
  placeOrder(
    ctx.app,
    shopper,
    lines.map(([fabric, quantity]) => ({ fabric_id: fabric._id, quantity })),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  [vendor, otherVendor, shopper] = await Promise.all([
    signUp(ctx.app, 'vendor'),
    signUp(ctx.app, 'vendor'),
    signUp(ctx.app, 'customer'),
  ]);
  fabrics = [];
  for (const [index, price] of [100, 120.5, 75.25].entries()) {
    fabrics.push(await addFabric(ctx.app, vendor, { name: `Summed ${index}`, price, stock: 500 }));
  }
  theirs = await addFabric(ctx.app, otherVendor, { name: 'Summed elsewhere', price: 333.33, stock: 500 });
});
afterAll(() => ctx.close());

it('the sales summaries equal what the orders add up to after placing, accepting, shipping, delivering, cancelling, archiving and re-dating', async () => {
  const [f0, f1, f2] = fabrics as [Fabric, Fabric, Fabric];
  await expectSummariesToMatchOrders();

  const delivered = await buy([
    [f0, 3],
    [f1, 2.5],
  ]);
  const shipped = await buy([[f2, 1]]);
  const cancelledByVendor = await buy([
    [f1, 4],
    [theirs, 2],
  ]);
  const cancelledByShopper = await buy([
    [f0, 1],
    [theirs, 1.5],
  ]);
  const redated = await buy([[f2, 7]]);
  await expectSummariesToMatchOrders();

  for (const status of ['accepted', 'shipped', 'delivered']) {
    expect((await move(vendor, delivered._id, status)).statusCode).toBe(200);
    await expectSummariesToMatchOrders();
  }
  expect((await move(vendor, shipped._id, 'accepted')).statusCode).toBe(200);
  expect((await move(vendor, shipped._id, 'shipped', { trackingNumber: 'SUM1' })).statusCode).toBe(200);
  expect((await move(vendor, cancelledByVendor._id, 'accepted')).statusCode).toBe(200);
  expect((await move(vendor, cancelledByVendor._id, 'cancelled', { reason: 'Dye lot ran out' })).statusCode).toBe(200);
  await expectSummariesToMatchOrders();

  // The shopper cancels an order of two vendors: both parts leave the sales.
  const cancel = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${cancelledByShopper._id}/cancel`,
    headers: shopper.headers,
    payload: { reason: 'Changed my mind' },
  });
  expect(cancel.statusCode).toBe(200);
  await expectSummariesToMatchOrders();

  // A refused move changes no figure.
  expect((await move(vendor, delivered._id, 'cancelled', { reason: 'Too late' })).statusCode).toBe(409);
  await ctx.app.inject({
    method: 'DELETE',
    url: `/api/orders/vendor/orders/${delivered._id}`,
    headers: vendor.headers,
  });
  await placedDaysAgo(ctx.database, redated._id, 12);
  await expectSummariesToMatchOrders();

  const summary = await partsPerDayInSummary();
  // The figures are there, not only equal: the vendor's cancelled parts count once each, its archived
  // one still sells but is no longer listed.
  const today = dayInStore(new Date());
  expect(summary.get(`${vendor._id} ${today} cancelled`)).toEqual([2, expect.any(Number)]);
  expect(summary.get(`${vendor._id} ${today} shipped`)).toEqual([1, 7525]);
  expect(summary.get(`${vendor._id} ${today} delivered`)).toEqual([1, 60125]);
  const listed = await listedPartsInCounts();
  expect(listed.get(`${vendor._id} cancelled`)).toEqual([2]);
  expect(listed.get(`${vendor._id} shipped`)).toEqual([1]);
  expect(listed.get(`${vendor._id} delivered`)).toBeUndefined();
});
