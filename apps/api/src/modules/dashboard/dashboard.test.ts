import {
  type Fabric,
  LOW_STOCK_THRESHOLD,
  PART_STATUSES,
  type PartStatus,
  STORE_TIME_ZONE,
  type VendorDashboard,
  type VendorOrder,
} from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createShopWithUsers,
  moveOrderPart,
  placedDaysAgo,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { orderItems } from '../../db/schema';

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;
let shopper: TestUser;
let fabricsOfVendor: Fabric[];
/** The vendor's orders as its list showed them before one was archived: what the figures are checked against. */
let listed: VendorOrder[];

const move = (orderId: string, status: string, extra: Record<string, string> = {}) =>
  moveOrderPart(ctx.app, vendor, orderId, status, extra);

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', otherVendor: 'vendor', shopper: 'customer' });
  ctx = shop;
  ({ vendor, otherVendor, shopper } = shop.users);
  fabricsOfVendor = [];
  for (const [index, price] of [100, 120.5, 75.25, 310, 49.99, 999].entries()) {
    fabricsOfVendor.push(
      await addFabric(ctx.app, vendor, { name: `Dash ${index}`, price, stock: index === 2 ? 60 : 500 }),
    );
  }
  const [f0, f1, f2, f3, f4, f5] = fabricsOfVendor as [Fabric, Fabric, Fabric, Fabric, Fabric, Fabric];
  const lowOne = await addFabric(ctx.app, vendor, { name: 'Almost gone', stock: 2 });
  await addFabric(ctx.app, vendor, { name: 'Just enough', stock: LOW_STOCK_THRESHOLD + 1 });
  const foreign = await addFabric(ctx.app, otherVendor, { name: 'Not mine', price: 5000, stock: 1 });

  const buy = (lines: [Fabric, number][]) =>
    placeOrder(
      ctx.app,
      shopper,
      lines.map(([fabric, quantity]) => ({ fabric_id: fabric._id, quantity })),
    );
  const delivered = await buy([
    [f0, 3],
    [f1, 2],
  ]);
  for (const status of ['accepted', 'shipped', 'delivered']) await move(delivered._id, status);
  const shipped = await buy([[f3, 1]]);
  for (const status of ['accepted', 'shipped']) await move(shipped._id, status);
  const cancelled = await buy([[f5, 4]]);
  await move(cancelled._id, 'cancelled', { reason: 'Flood in the dye house' });
  const accepted = await buy([
    [f2, 57],
    [f4, 1],
  ]);
  await move(accepted._id, 'accepted');
  const mixed = await buy([
    [f4, 6],
    [foreign, 1],
    [lowOne, 1],
  ]);
  const tenDaysAgo = await buy([[f1, 5]]);
  await placedDaysAgo(ctx.database, tenDaysAgo._id, 10);
  const sixDaysAgo = await buy([[f0, 1]]);
  for (const status of ['accepted', 'shipped', 'delivered']) await move(sixDaysAgo._id, status);
  await placedDaysAgo(ctx.database, sixDaysAgo._id, 6);
  const longAgo = await buy([[f5, 9]]);
  await placedDaysAgo(ctx.database, longAgo._id, 45);
  expect(mixed.parts).toHaveLength(2);

  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders/vendor/orders?limit=100',
    headers: vendor.headers,
  });
  listed = response.json<VendorOrder[]>();
  // Deleting a delivered order tidies the vendor's list; the sale still counts.
  await ctx.app.inject({
    method: 'DELETE',
    url: `/api/orders/vendor/orders/${delivered._id}`,
    headers: vendor.headers,
  });
});
afterAll(() => ctx.close());

const dayInStore = (instant: number | string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date(instant));
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/** The figures for the orders placed from `firstDay` on, worked out from the orders as listed. */
function expectedFigures(days: number, firstDay: string) {
  const inWindow = listed.filter((order) => dayInStore(order.orderDate) >= firstDay);
  const sold = inWindow.filter((order) => order.status !== 'cancelled');
  const ordersByStatus = Object.fromEntries(
    PART_STATUSES.map((status) => [status, inWindow.filter((order) => order.status === status).length]),
  ) as Record<PartStatus, number>;
  const revenuePaise = sold.reduce((sum, order) => sum + paise(order.totalPrice), 0);
  return {
    days,
    revenueDelivered: rupees(
      inWindow.filter((order) => order.status === 'delivered').reduce((sum, order) => sum + paise(order.totalPrice), 0),
    ),
    revenue: rupees(revenuePaise),
    orders: inWindow.length,
    ordersByStatus,
    unitsSold: sold.flatMap((order) => order.items).reduce((sum, item) => sum + item.quantity, 0),
    averageOrderValue: sold.length ? rupees(Math.round(revenuePaise / sold.length)) : 0,
  };
}

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

it('checkout dates each line with its order’s placing time, which the dashboard’s line figures read', async () => {
  const seller = await signUp(ctx.app, 'vendor');
  const fabric = await addFabric(ctx.app, seller, { name: 'Dated', stock: 5 });
  const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
  const lines = await ctx.database.db
    .select({ orderDate: orderItems.orderDate })
    .from(orderItems)
    .where(eq(orderItems.orderId, order._id));
  expect(lines.map((line) => line.orderDate.toISOString())).toEqual([order.orderDate]);
});

describe('GET /api/vendor/dashboard', () => {
  let dashboard: VendorDashboard;
  const today = () => dayInStore(Date.now());

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: vendor.headers });
    expect(response.statusCode).toBe(200);
    dashboard = response.json<VendorDashboard>();
  });

  it('counts days in the store’s time zone', () => {
    expect(dashboard.today).toBe(today());
  });

  it('gives the last 7 and 30 days’ revenue, orders by status, units and average order value as the orders add up', () => {
    expect(dashboard.last7Days).toEqual(expectedFigures(7, shiftDay(today(), -6)));
    expect(dashboard.last30Days).toEqual(expectedFigures(30, shiftDay(today(), -29)));
    // The data reaches every figure: the windows differ, and each status appears.
    expect(dashboard.last30Days.orders).toBe(7);
    expect(dashboard.last7Days.orders).toBe(6);
    expect(dashboard.last30Days.ordersByStatus).toEqual({
      placed: 2,
      accepted: 1,
      shipped: 1,
      delivered: 2,
      cancelled: 1,
    });
  });

  it('gives the revenue of each of the last 30 days, oldest first', () => {
    const expected = Array.from({ length: 30 }, (_, index) => {
      const day = shiftDay(today(), index - 29);
      const ofDay = listed.filter((order) => dayInStore(order.orderDate) === day);
      const sum = (keep: (order: VendorOrder) => boolean) =>
        rupees(ofDay.filter(keep).reduce((total, order) => total + paise(order.totalPrice), 0));
      return {
        day,
        revenue: sum((order) => order.status !== 'cancelled'),
        revenueDelivered: sum((order) => order.status === 'delivered'),
      };
    });
    expect(dashboard.revenueByDay).toEqual(expected);
    expect(dashboard.revenueByDay.filter((day) => day.revenue > 0)).toHaveLength(3);
  });

  it('lists the five best sellers of the last 30 days, cancelled parts left out', () => {
    const thirtyDays = shiftDay(today(), -29);
    const byFabric = new Map<string, { _id: string; name: string; unitsSold: number; revenuePaise: number }>();
    for (const order of listed) {
      if (order.status === 'cancelled' || dayInStore(order.orderDate) < thirtyDays) continue;
      for (const item of order.items) {
        const entry = byFabric.get(item.fabric_id) ?? {
          _id: item.fabric_id,
          name: item.name,
          unitsSold: 0,
          revenuePaise: 0,
        };
        entry.unitsSold += item.quantity;
        entry.revenuePaise += paise(item.price) * item.quantity;
        byFabric.set(item.fabric_id, entry);
      }
    }
    const expected = [...byFabric.values()]
      .sort((a, b) => b.unitsSold - a.unitsSold || b.revenuePaise - a.revenuePaise || a._id.localeCompare(b._id))
      .slice(0, 5)
      .map(({ revenuePaise, ...rest }) => ({ ...rest, revenue: rupees(revenuePaise) }));
    expect(dashboard.topFabrics).toEqual(expected);
    expect(dashboard.topFabrics.map((fabric) => fabric.name)).toEqual([
      'Dash 2',
      'Dash 1',
      'Dash 4',
      'Dash 0',
      'Dash 3',
    ]);
  });

  it('lists the live fabrics low in stock, fewest first, and none of another vendor’s', () => {
    expect(dashboard.lowStock.map((fabric) => [fabric.name, fabric.stock])).toEqual([
      ['Almost gone', 1],
      ['Dash 2', 3],
    ]);
  });

  it('shows another vendor only its own sales, and is refused to shoppers and visitors', async () => {
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: otherVendor.headers });
    expect(theirs.json<VendorDashboard>().last30Days).toMatchObject({ orders: 1, revenue: 5000, unitsSold: 1 });
    expect(theirs.json<VendorDashboard>().lowStock).toEqual([{ _id: expect.any(String), name: 'Not mine', stock: 0 }]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: shopper.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard' })).statusCode).toBe(401);
  });
});
