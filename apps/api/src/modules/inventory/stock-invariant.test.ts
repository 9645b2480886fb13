// Every writer of stock keeps a metre fabric's stock the sum of its rolls, and leaves a piece fabric no
// rolls: random sequences of checkouts, remnants, cancels (shopper, vendor, operator), the payment-expiry
// sweep, returns received with and without restock, the vendor's edits of stock and rolls and changes of
// unit, through the real API. STOCK_MODEL_SEED and STOCK_MODEL_RUNS replay or widen a run.
import type { Fabric, Order, Return } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test-support/operator';
import {
  createShopWithUsers,
  moveOrderPart,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';
import { orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/payment-expiry';

const SEED = Number(process.env.STOCK_MODEL_SEED ?? 20261128);
const RUNS = Number(process.env.STOCK_MODEL_RUNS ?? 6);

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;
let operator: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: { role: 'vendor', name: 'Model Mills' }, shopper: 'customer' });
  ctx = shop;
  ({ vendor, shopper } = shop.users);
  operator = await signInOperator(ctx.app, ctx.database);
});
afterAll(() => ctx.close());

/** What the run knows: its fabrics (with the unit each has now) and the orders it placed. */
interface Model {
  fabrics: { id: string; unit: Fabric['unit'] }[];
  orders: { id: string; partId: string; fabricId: string; quantity: number; upi: boolean }[];
}
type Command = fc.AsyncCommand<Model, object>;

/** Any answer is allowed but a server error: a refusal (4xx) is a rule at work, a 5xx is a bug. */
function answered(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, `${response.statusCode}: ${response.body}`).toBeLessThan(500);
  return response;
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, ...(user && { headers: user.headers }), ...(payload && { payload }) }).then(answered);

/** Each fabric by the metre has stock = the sum of its rolls; a fabric by the piece has no roll left. */
async function assertStockIsItsRolls(): Promise<void> {
  const rows = await queryRows<{ name: string; unit: string; stock: number; rolls: number }>(
    ctx.database.db,
    sql`select f.name, f.unit, f.stock, coalesce(sum(r.length_cm), 0)::int as rolls
      from fabrics f left join fabric_rolls r on r.fabric_id = f.id group by f.id`,
  );
  for (const row of rows) {
    expect(row.rolls, `${row.name} (${row.unit}): rolls against stock ${row.stock}`).toBe(
      row.unit === 'per_metre' ? row.stock : 0,
    );
  }
}

const pick = <T>(list: readonly T[], index: number): T | undefined => list[index % Math.max(1, list.length)];

/** The shopper buys a length (metres, or whole pieces of a piece fabric), by cash or UPI. */
const buy = (fabric: number, tenths: number, upi: boolean): Command => ({
  check: () => true,
  async run(model) {
    const target = pick(model.fabrics, fabric);
    if (!target) return;
    const quantity = target.unit === 'per_metre' ? tenths / 10 : Math.ceil(tenths / 20);
    await checkout(model, target.id, { fabric_id: target.id, quantity }, upi);
  },
  toString: () => `buy(fabric ${fabric}, ${tenths / 10}, ${upi ? 'upi' : 'cash'})`,
});

/** The shopper buys one of the fabric's remnants on sale, whole. */
const buyRemnant = (fabric: number, which: number): Command => ({
  check: () => true,
  async run(model) {
    const target = pick(model.fabrics, fabric);
    if (!target) return;
    const remnant = pick((await call('GET', `/api/fabrics/${target.id}`)).json<Fabric>().remnants, which);
    if (!remnant) return;
    await checkout(model, target.id, { fabric_id: target.id, kind: 'remnant', roll_id: remnant._id }, false);
  },
  toString: () => `buyRemnant(fabric ${fabric}, ${which})`,
});

async function checkout(model: Model, fabricId: string, item: object, upi: boolean) {
  const placed = await call('POST', '/api/checkout', shopper, {
    items: [item],
    paymentMethod: upi ? 'upi' : 'cash_on_delivery',
    shippingAddress: SHIPPING_ADDRESS,
  });
  if (placed.statusCode !== 201) return;
  const order = placed.json<Order>();
  model.orders.push({
    id: order._id,
    partId: order.parts[0]?._id ?? '',
    fabricId,
    quantity: order.items[0]?.quantity ?? 0,
    upi,
  });
}

/** One of the run's orders is cancelled by its shopper, its vendor or the operator. */
const cancel = (which: number, by: 'shopper' | 'vendor' | 'operator'): Command => ({
  check: (model) => model.orders.length > 0,
  async run(model) {
    const order = pick(model.orders, which);
    if (!order) return;
    if (by === 'shopper') await call('POST', `/api/orders/${order.id}/cancel`, shopper);
    if (by === 'vendor')
      await moveOrderPart(ctx.app, vendor, order.id, 'cancelled', { reason: 'Out of dye' }).then(answered);
    if (by === 'operator') {
      const reason = { reason: 'Cancelled by the operator for the test' };
      await call('POST', `/api/admin/orders/${order.id}/parts/${order.partId}/cancel`, operator, reason);
    }
  },
  toString: () => `cancel(order ${which}, by ${by})`,
});

/** A UPI order's payment window passes unpaid, and the sweep cancels it. */
const expire = (which: number): Command => ({
  check: (model) => model.orders.some((order) => order.upi),
  async run(model) {
    const order = pick(
      model.orders.filter((placed) => placed.upi),
      which,
    );
    if (!order) return;
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(ctx.database.db);
  },
  toString: () => `expire(upi order ${which})`,
});

/** A cash order is delivered, part of it returned as the wrong item, and received with or without restock. */
const returnPart = (which: number, share: number, restock: boolean): Command => ({
  check: (model) => model.orders.some((order) => !order.upi),
  async run(model) {
    const order = pick(
      model.orders.filter((placed) => !placed.upi),
      which,
    );
    if (!order) return;
    for (const status of ['accepted', 'shipped', 'delivered']) {
      await moveOrderPart(ctx.app, vendor, order.id, status).then(answered);
    }
    const quantity = Math.max(0.01, Math.round(order.quantity * share * 10) / 100);
    const asked = await call('POST', `/api/orders/${order.id}/returns`, shopper, {
      lines: [{ fabric_id: order.fabricId, quantity: Number.isInteger(order.quantity) ? 1 : quantity }],
      reason: 'wrong_item',
    });
    if (asked.statusCode !== 201) return;
    const url = `/api/orders/vendor/returns/${asked.json<Return>()._id}`;
    await call('PATCH', url, vendor, { status: 'approved' });
    await call('PATCH', url, vendor, { status: 'received', restock });
  },
  toString: () => `return(cash order ${which}, ${share * 10}% , restock ${restock})`,
});

/** The vendor sets the stock alone (the spec's client). */
const editStock = (fabric: number, tenths: number): Command => ({
  check: () => true,
  async run(model) {
    const target = pick(model.fabrics, fabric);
    if (!target) return;
    const stock = target.unit === 'per_metre' ? tenths / 10 : Math.round(tenths / 10);
    await call('PUT', `/api/fabrics/${target.id}`, vendor, { stock });
  },
  toString: () => `editStock(fabric ${fabric}, ${tenths / 10})`,
});

/** The vendor sends the fabric's rolls: the first of its rolls kept at a new length, and new ones. */
const editRolls = (fabric: number, lengths: number[], keepFirst: boolean): Command => ({
  check: () => true,
  async run(model) {
    const target = pick(model.fabrics, fabric);
    if (!target) return;
    const first = (await call('GET', `/api/fabrics/vendor/fabrics/${target.id}`, vendor)).json<Fabric>().rolls?.[0];
    const rolls = lengths.map((tenths, index) => ({
      ...(index === 0 && keepFirst && first && { _id: first._id }),
      length: tenths / 10,
      dyeLot: index % 2 === 0 ? 'A' : null,
    }));
    await call('PUT', `/api/fabrics/${target.id}`, vendor, { rolls });
  },
  toString: () => `editRolls(fabric ${fabric}, [${lengths.map((tenths) => tenths / 10)}], keepFirst ${keepFirst})`,
});

/** The vendor turns a metre fabric into a piece fabric (counting its pieces) or back. */
const changeUnit = (fabric: number, pieces: number): Command => ({
  check: () => true,
  async run(model) {
    const target = pick(model.fabrics, fabric);
    if (!target) return;
    const unit = target.unit === 'per_metre' ? 'per_piece' : 'per_metre';
    const changed = await call('PUT', `/api/fabrics/${target.id}`, vendor, { unit, stock: pieces });
    if (changed.statusCode === 200) target.unit = unit;
  },
  toString: () => `changeUnit(fabric ${fabric}, stock ${pieces})`,
});

/** Each command, then the invariant. */
const checked = (command: Command): Command => ({
  check: command.check,
  async run(model, real) {
    await command.run(model, real);
    await assertStockIsItsRolls();
  },
  toString: command.toString,
});

const fabricIndex = fc.nat({ max: 2 });
const commands = fc.commands(
  [
    fc.tuple(fabricIndex, fc.integer({ min: 5, max: 60 }), fc.boolean()).map(([f, t, upi]) => buy(f, t, upi)),
    fc.tuple(fabricIndex, fc.nat({ max: 2 })).map(([f, which]) => buyRemnant(f, which)),
    fc
      .tuple(fc.nat({ max: 9 }), fc.constantFrom('shopper' as const, 'vendor' as const, 'operator' as const))
      .map(([which, by]) => cancel(which, by)),
    fc.nat({ max: 9 }).map(expire),
    fc
      .tuple(fc.nat({ max: 9 }), fc.integer({ min: 1, max: 10 }), fc.boolean())
      .map(([which, share, restock]) => returnPart(which, share / 10, restock)),
    fc.tuple(fabricIndex, fc.integer({ min: 0, max: 200 })).map(([f, t]) => editStock(f, t)),
    fc
      .tuple(fabricIndex, fc.array(fc.integer({ min: 2, max: 80 }), { minLength: 1, maxLength: 3 }), fc.boolean())
      .map(([f, lengths, keep]) => editRolls(f, lengths, keep)),
    fc.tuple(fabricIndex, fc.integer({ min: 0, max: 20 })).map(([f, pieces]) => changeUnit(f, pieces)),
  ].map((arbitrary) => arbitrary.map(checked)),
  { maxCommands: 20, size: 'max' },
);

let runs = 0;
/** Three fresh fabrics for a run: one of rolls with a remnant, one of plain metres (one roll), one of pieces. */
async function freshFabrics(): Promise<Model['fabrics']> {
  runs += 1;
  const payloads = [
    {
      name: `Model Rolls ${runs}`,
      stock: 8.9,
      rolls: [
        { length: 6, dyeLot: 'A' },
        { length: 2.5, dyeLot: 'B' },
        { length: 0.4, dyeLot: 'A' },
      ],
    },
    { name: `Model Metres ${runs}`, stock: 12 },
    { name: `Model Pieces ${runs}`, stock: 5, unit: 'per_piece' },
  ];
  const created = [];
  for (const payload of payloads) {
    const response = await call('POST', '/api/fabrics', vendor, {
      price: 300,
      category: 'cotton',
      minCut: 0.5,
      step: 0.1,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    created.push({ id: response.json<Fabric>()._id, unit: response.json<Fabric>().unit });
  }
  return created;
}

describe('stock and rolls under random sequences of every operation that moves stock', () => {
  it('keeps each metre fabric’s stock the sum of its rolls, and no roll on a piece fabric, after every step', async () => {
    console.info(`stock model: seed ${SEED}, ${RUNS} runs (STOCK_MODEL_SEED, STOCK_MODEL_RUNS)`);
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        const model: Model = { fabrics: await freshFabrics(), orders: [] };
        await fc.asyncModelRun(() => ({ model, real: {} }), sequence);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  }, 120_000);
});
