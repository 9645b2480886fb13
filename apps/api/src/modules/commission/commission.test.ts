import type { AdminOrder, CommissionSettings, Order, VendorOrder } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import { addFabric, messageOf, placeOrder, signUp, type TestUser } from '../../../test-support/test-app';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
afterAll(() => ctx.close());

const vendorOrders = async (vendor: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers })).json<
    VendorOrder[]
  >();

describe('commission', () => {
  it('takes nothing until the operator sets a percent', async () => {
    expect(await asOperator<CommissionSettings>(ctx.app, ctx.operator, 'GET', '/api/admin/commission')).toEqual({
      defaultPercent: 0,
      categories: {},
      vendors: {},
      vendorNames: {},
    });
  });

  it('refuses a percent outside 0–50 or with more than two decimals, and keeps what was set', async () => {
    const weaver = await signUp(ctx.app, 'vendor', { name: 'Kavya Weaves' });
    const shopper = await signUp(ctx.app, 'customer');
    const set = { defaultPercent: 10, categories: { silk: 12.5 }, vendors: { [weaver._id]: 8, [shopper._id]: 9 } };
    // The console names each vendor with a percent of its own; an id that is no vendor gets no name.
    const shown = { ...set, vendorNames: { [weaver._id]: 'Kavya Weaves' } };
    expect(await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', set)).toEqual(shown);
    for (const [payload, message] of [
      [{ defaultPercent: 50.01 }, /at most 50/],
      [{ defaultPercent: 5, categories: { silk: 12.345 } }, /two decimals/],
      [{ defaultPercent: 5, vendors: { [weaver._id]: -1 } }, /at least 0/],
      [{ defaultPercent: 5, vendors: { 'not-an-id': 3 } }, /vendor ids/],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/commission',
        headers: ctx.operator.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(messageOf(refused)).toMatch(message);
    }
    expect(await asOperator(ctx.app, ctx.operator, 'GET', '/api/admin/commission')).toEqual(shown);
  });

  it('fixes the most specific percent on each line at checkout, rounds half up, and shows it to vendors and the operator only', async () => {
    const [weaver, printer, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
    ]);
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', {
      defaultPercent: 10,
      categories: { silk: 12.5 },
      vendors: { [weaver._id]: 8 },
    });
    const [weaverSilk, printerSilk, printerCotton] = await Promise.all([
      addFabric(ctx.app, weaver, { name: 'Weaver Silk', price: 6.45, stock: 50, category: 'silk' }),
      addFabric(ctx.app, printer, { name: 'Printer Silk', price: 6.45, stock: 50, category: 'silk' }),
      addFabric(ctx.app, printer, { name: 'Printer Cotton', price: 99.99, stock: 50, category: 'cotton' }),
    ]);
    const order = await placeOrder(ctx.app, shopper, [
      { fabric_id: weaverSilk._id, quantity: 1 },
      { fabric_id: printerSilk._id, quantity: 2 },
      { fabric_id: printerCotton._id, quantity: 3 },
    ]);

    // The vendor's own percent wins over the category: 8% of 6.45 = 0.516 → 0.52.
    const [weaverPart] = await vendorOrders(weaver);
    expect(weaverPart?.items.map((line) => [line.name, line.commissionPercent, line.commission])).toEqual([
      ['Weaver Silk', 8, 0.52],
    ]);
    expect([weaverPart?.commission, weaverPart?.net]).toEqual([0.52, 5.93]);
    // The category over the default: 12.5% of 12.90 = 1.6125 → 1.61; 10% of 299.97 = 29.997 → 30.00.
    const [printerPart] = await vendorOrders(printer);
    expect(
      printerPart?.orderItems.map((line) => [line.fabric_id.name, line.commissionPercent, line.commission]),
    ).toEqual([
      ['Printer Cotton', 10, 30],
      ['Printer Silk', 12.5, 1.61],
    ]);
    expect([printerPart?.totalPrice, printerPart?.commission, printerPart?.net]).toEqual([312.87, 31.61, 281.26]);

    const operatorView = await asOperator<AdminOrder>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${order._id}`);
    expect(
      operatorView.parts.map((part) => [part.vendor._id, part.subtotal, part.commission, part.net]).sort(),
    ).toEqual(
      [
        [weaver._id, 6.45, 0.52, 5.93],
        [printer._id, 312.87, 31.61, 281.26],
      ].sort(),
    );

    const shopperView = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: shopper.headers })
    ).json<Order>();
    expect(JSON.stringify(shopperView)).not.toMatch(/commission|"net"/);

    // A later change prices only later orders.
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', { defaultPercent: 20 });
    await placeOrder(ctx.app, shopper, [{ fabric_id: printerCotton._id, quantity: 1 }]);
    const [newer, older] = await vendorOrders(printer);
    expect([newer?.commission, newer?.net]).toEqual([20, 79.99]);
    expect([older?._id, older?.commission]).toEqual([order._id, 31.61]);
  });
});

describe('categories: one list for fabrics and commission', () => {
  const KNOWN = 'The categories are: chiffon, cotton, denim, linen, silk, velvet, wool';
  const putCommission = (payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/admin/commission', headers: ctx.operator.headers, payload });
  const addFabricAs = (vendor: TestUser, category: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: `A ${category} fabric`, price: 1000, stock: 10, category },
    });

  it('matches a category percent without case, so "Silk" at 25% charges silk lines 25%', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const saved = await putCommission({ defaultPercent: 5, categories: { Silk: 25 } });
    expect([saved.statusCode, saved.json<CommissionSettings>().categories]).toEqual([200, { silk: 25 }]);
    const silk = await addFabric(ctx.app, weaver, { name: 'Case Silk', price: 1000, stock: 10, category: 'silk' });
    await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }]);
    expect((await vendorOrders(weaver))[0]).toMatchObject({ commission: 250, net: 750 });
  });

  it('refuses a commission key, or a fabric, under a category not on the list (400 naming the known ones)', async () => {
    const weaver = await signUp(ctx.app, 'vendor');
    const refused = await putCommission({ defaultPercent: 5, categories: { 'pure silk': 25 } });
    expect([refused.statusCode, messageOf(refused)]).toEqual([400, `"pure silk" is not a category. ${KNOWN}.`]);
    const twice = await putCommission({ defaultPercent: 5, categories: { Silk: 25, silk: 20 } });
    expect([twice.statusCode, messageOf(twice)]).toEqual([400, 'The category silk is given twice.']);

    const typed = await addFabricAs(weaver, 'Pure Silk');
    expect([typed.statusCode, messageOf(typed)]).toEqual([400, `"pure silk" is not a category. ${KNOWN}.`]);
    const silk = await addFabricAs(weaver, 'Silk');
    expect([silk.statusCode, silk.json<{ category: string }>().category]).toEqual([201, 'silk']);
    const { _id } = silk.json<{ _id: string }>();
    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${_id}`,
      headers: weaver.headers,
      payload: { category: 'silky' },
    });
    expect([moved.statusCode, messageOf(moved)]).toEqual([400, `"silky" is not a category. ${KNOWN}.`]);
  });

  it('lets the operator add a category, which vendors may then use and commission may name; nobody else may', async () => {
    const weaver = await signUp(ctx.app, 'vendor');
    const add = (user: TestUser | undefined, name: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/categories', headers: user?.headers, payload: { name } });
    expect((await add(weaver, 'Brocade')).statusCode).toBe(403);
    expect((await add(undefined, 'Brocade')).statusCode).toBe(401);

    const added = await add(ctx.operator, ' Brocade ');
    expect(added.statusCode).toBe(201);
    expect(added.json<{ categories: string[] }>().categories.at(-1)).toBe('brocade');
    const again = await add(ctx.operator, 'BROCADE');
    expect([again.statusCode, messageOf(again)]).toEqual([409, '"brocade" is a category already.']);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(listed.json<{ categories: string[] }>().categories).toContain('brocade');

    expect((await addFabricAs(weaver, 'brocade')).statusCode).toBe(201);
    expect((await putCommission({ defaultPercent: 5, categories: { Brocade: 15 } })).statusCode).toBe(200);
  });

  it('keeps a fabric stored under a category off the list working: read, sold and edited without changing it', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const fabric = await addFabric(ctx.app, weaver, { name: 'Old Ikat', stock: 10, category: 'cotton' });
    await ctx.database.db.execute(sql`update fabrics set category = 'ikat' where id = ${fabric._id}`);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: weaver.headers,
      payload: { name: 'Old Ikat, handwoven', category: 'ikat' },
    });
    expect([edited.statusCode, edited.json<{ category: string }>().category]).toEqual([200, 'ikat']);
    expect((await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]))._id).toBeTruthy();
  });
});
