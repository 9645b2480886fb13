import type { AdminOverview, Order } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  moveOrderPart,
  placedDaysAgo,
  placeOrder,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
afterAll(() => ctx.close());

describe('the overview', () => {
  it('gives for 7 and 30 days the figures a count over the orders themselves gives', async () => {
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', { vendorApproval: 'manual' });
    const [weaver, printer, , shopperA, shopperB] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
      signUp(ctx.app, 'customer'),
    ]);
    for (const vendor of [weaver, printer]) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/vendors/${vendor._id}/approve`,
        headers: ctx.operator.headers,
      });
    }
    const [silk, cotton] = await Promise.all([
      addFabric(ctx.app, weaver, { price: 1234.5, stock: 100 }),
      addFabric(ctx.app, printer, { price: 99.99, stock: 100 }),
    ]);
    const both = [
      { fabric_id: silk._id, quantity: 1 },
      { fabric_id: cotton._id, quantity: 3 },
    ];
    const placed: { order: Order; daysAgo: number }[] = [];
    const place = async (shopper: TestUser, daysAgo: number, items = both) => {
      const order = await placeOrder(ctx.app, shopper, items);
      if (daysAgo > 0) await placedDaysAgo(ctx.database, order._id, daysAgo);
      placed.push({ order, daysAgo });
      return order;
    };
    await place(shopperA, 0);
    const partlyCancelled = await place(shopperB, 2);
    expect(
      (await moveOrderPart(ctx.app, printer, partlyCancelled._id, 'cancelled', { reason: 'Out of stock' })).statusCode,
    ).toBe(200);
    const cancelled = await place(shopperA, 3, [{ fabric_id: silk._id, quantity: 2 }]);
    expect(
      (await moveOrderPart(ctx.app, weaver, cancelled._id, 'cancelled', { reason: 'Out of stock' })).statusCode,
    ).toBe(200);
    const accepted = await place(shopperB, 12);
    for (const vendor of [weaver, printer]) await moveOrderPart(ctx.app, vendor, accepted._id, 'accepted');
    await place(shopperA, 45);

    const overview = await asOperator<AdminOverview>(ctx.app, ctx.operator, 'GET', '/api/admin/overview');

    // Each order as the operator opens it: its status and the parts not cancelled.
    const opened = await Promise.all(
      placed.map(async ({ order, daysAgo }) => ({
        daysAgo,
        detail: await asOperator<Order>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${order._id}`),
      })),
    );
    for (const days of [7, 30]) {
      const inWindow = opened.filter((order) => order.daysAgo < days);
      const paise = inWindow
        .flatMap((order) => order.detail.parts)
        .filter((part) => part.status !== 'cancelled')
        .reduce((sum, part) => sum + Math.round(part.subtotal * 100), 0);
      const byStatus: Record<string, number> = {};
      for (const order of inWindow) byStatus[order.detail.status] = (byStatus[order.detail.status] ?? 0) + 1;
      const window = overview.windows.find((figures) => figures.days === days);
      expect(window).toMatchObject({ gmv: paise / 100, orders: inWindow.length, newShoppers: 2, newVendors: 3 });
      expect(Object.fromEntries(Object.entries(window?.ordersByStatus ?? {}).filter(([, count]) => count > 0))).toEqual(
        byStatus,
      );
    }
    expect(overview.windows.find((figures) => figures.days === 7)?.orders).toBe(3);
    expect(overview.vendorsPending).toBe(1);
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily.reduce((sum, day) => sum + day.orders, 0)).toBe(4);
  });
});
