import type { Cart, Fabric, Order, VendorOrderCounts } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCoupon } from '../../../test-support/coupons';
import { signInOperator } from '../../../test-support/operator';
import { holdRow } from '../../../test-support/row-lock';
import { gstinFor, TEST_PAN } from '../../../test-support/tax-profiles';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { orderItems, vendorDailySales, vendorOrders } from '../../db/schema';

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({
    vendor: 'vendor',
    otherVendor: 'vendor',
    shopper: { role: 'customer', name: 'Kiran Shopper' },
  });
  ctx = shop;
  ({ vendor, otherVendor, shopper } = shop.users);
});
afterAll(() => ctx.close());

type Line = { fabric_id: string; quantity: number; price?: number };

const checkout = (user: TestUser, items: Line[], extra: Record<string, unknown> = {}, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...user.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      userId: user._id,
      items,
      paymentMethod: 'cash_on_delivery',
      shippingAddress: SHIPPING_ADDRESS,
      ...extra,
    },
  });

const stockOf = async (fabric: Fabric) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>().stock;

const ordersOf = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers })).json<Order[]>();

describe('POST /api/checkout', () => {
  it('places an order priced from the catalog, takes the stock, splits it by vendor and clears the cart', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Checkout Silk', price: 1000.1, stock: 5 });
    const wool = await addFabric(ctx.app, otherVendor, { name: 'Checkout Wool', price: 0.3, stock: 9 });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: silk._id, quantity: 2 }] },
    });

    const listedStock = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/fabrics?q=Checkout%20Silk' })).json<Fabric[]>()[0]?.stock;
    expect(await listedStock()).toBe(5);

    const response = await checkout(
      shopper,
      [
        { fabric_id: silk._id, quantity: 2, price: 1000.1 },
        { fabric_id: wool._id, quantity: 3, price: 0.3 },
      ],
      { totalPrice: 2001.1, paymentMethod: 'upi' },
    );
    expect(response.statusCode).toBe(201);
    const order = response.json<Order & { message: string }>();
    expect(order.message).toBe('Order placed successfully!');
    expect(order).toMatchObject({
      userId: shopper._id,
      totalPrice: 2001.1,
      paymentMethod: 'upi',
      shippingAddress: SHIPPING_ADDRESS,
      status: 'placed',
    });
    expect(order.items).toEqual(
      expect.arrayContaining([
        {
          fabric_id: silk._id,
          name: 'Checkout Silk',
          quantity: 2,
          price: 1000.1,
          vendorId: vendor._id,
          kind: 'length',
          unit: 'per_metre',
          total: 2000.2,
        },
        {
          fabric_id: wool._id,
          name: 'Checkout Wool',
          quantity: 3,
          price: 0.3,
          vendorId: otherVendor._id,
          kind: 'length',
          unit: 'per_metre',
          total: 0.9,
        },
      ]),
    );
    expect(Number.isNaN(Date.parse(order.orderDate))).toBe(false);
    expect(await stockOf(silk)).toBe(3);
    expect(await stockOf(wool)).toBe(6);
    // A search reads the database every time; only a plain browse page may show the stock of up to
    // CATALOG_CACHE_MS ago.
    expect(await listedStock()).toBe(3);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
    expect(cart.json<Cart>().items).toEqual([]);

    const fetched = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: shopper.headers });
    expect(fetched.json<Order>().totalPrice).toBe(2001.1);
  });

  it("writes each part's lines as its order_items rows, which stock and the sales figures read", async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Ledger Silk', price: 812.25, stock: 9 });
    const voile = await addFabric(ctx.app, vendor, { name: 'Ledger Voile', price: 120, stock: 9 });
    const wool = await addFabric(ctx.app, otherVendor, { name: 'Ledger Wool', price: 99.99, stock: 9 });
    const response = await checkout(shopper, [
      { fabric_id: voile._id, quantity: 1.5 },
      { fabric_id: wool._id, quantity: 2 },
      { fabric_id: silk._id, quantity: 3 },
    ]);
    expect(response.statusCode).toBe(201);
    const { db } = ctx.database;
    const parts = await db
      .select({ id: vendorOrders.id, lines: vendorOrders.lines })
      .from(vendorOrders)
      .where(eq(vendorOrders.orderId, response.json<Order>()._id));
    expect(parts).toHaveLength(2);
    for (const part of parts) {
      const rows = await db
        .select({
          fabricId: orderItems.fabricId,
          fabricName: orderItems.fabricName,
          unitPricePaise: orderItems.unitPricePaise,
          quantity: orderItems.quantity,
          kind: orderItems.kind,
          unit: orderItems.unit,
          commissionHundredths: orderItems.commissionHundredths,
          rollId: orderItems.rollId,
          dyeLot: orderItems.dyeLot,
        })
        .from(orderItems)
        .where(eq(orderItems.vendorOrderId, part.id))
        .orderBy(orderItems.fabricName);
      // The roll's number is the part's to show in the cutting list; the row keeps the roll itself.
      expect(part.lines.map(({ rollNumber: _number, ...line }) => line)).toEqual(rows);
    }
  });

  it('prices from the catalog when the client sends no prices', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 333.33, stock: 3 });
    const response = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 3 }]);
    expect(response.json<Order>().totalPrice).toBe(999.99);
  });

  it('refuses a price or total that is not the catalog’s, with 409 and no order', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Pricey', price: 500, stock: 5 });
    const before = (await ordersOf(shopper)).length;
    const cheap = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1, price: 1 }]);
    expect(cheap.statusCode).toBe(409);
    expect(messageOf(cheap)).toBe('The price of Pricey is now Rs. 500.00. Please review your cart.');
    const lowTotal = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }], { totalPrice: 1 });
    expect(lowTotal.statusCode).toBe(409);
    expect(await stockOf(fabric)).toBe(5);
    expect(await ordersOf(shopper)).toHaveLength(before);
  });

  it('checks the price of every line, also when one fabric comes twice', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 300, stock: 10 });
    const response = await checkout(shopper, [
      { fabric_id: fabric._id, quantity: 1, price: 300 },
      { fabric_id: fabric._id, quantity: 1, price: 3 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('The price of Test Cotton is now Rs. 300.00. Please review your cart.');
    const after = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` });
    expect(after.json<Fabric>().stock).toBe(10);
  });

  it('places a bulk order over Rs. 2.5 crore and reads it back to the paisa', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Kanjivaram Silk', price: 25_000.55, stock: 2_000 });
    const velvet = await addFabric(ctx.app, otherVendor, { name: 'Silk Velvet', price: 9_999.99, stock: 2_000 });
    const response = await checkout(shopper, [
      { fabric_id: silk._id, quantity: 1_000 },
      { fabric_id: velvet._id, quantity: 1_000 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const expectedTotal = 25_000_550 + 9_999_990;
    expect(response.json<Order>().totalPrice).toBe(expectedTotal);

    const readBack = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${response.json<Order>()._id}`,
      headers: shopper.headers,
    });
    expect(readBack.json<Order>().totalPrice).toBe(expectedTotal);
    const vendorView = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders',
      headers: vendor.headers,
    });
    const part = vendorView.json<Order[]>().find((order) => order._id === response.json<Order>()._id);
    expect(part?.totalPrice).toBe(25_000_550);
  });

  it('refuses a line above the Rs. 10 crore limit with the message the cart gives', async () => {
    const brocade = await addFabric(ctx.app, vendor, { name: 'Zari Brocade', price: 9_000_000, stock: 100 });
    const response = await checkout(shopper, [{ fabric_id: brocade._id, quantity: 12 }]);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'Zari Brocade comes to more than Rs. 10,00,00,000.00, the most one line may total. Please order less of it.',
    );
    const cart = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: brocade._id, quantity: 12 }] },
    });
    expect(cart.statusCode).toBe(409);
    expect(messageOf(cart)).toBe(messageOf(response));
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
    expect(kept.json<Cart>().items.some((item) => item.product._id === brocade._id)).toBe(false);
  });

  it('refuses more than the stock with 409 and takes nothing from any line', async () => {
    const plenty = await addFabric(ctx.app, vendor, { stock: 10 });
    const scarce = await addFabric(ctx.app, vendor, { name: 'Scarce', stock: 1 });
    const response = await checkout(shopper, [
      { fabric_id: plenty._id, quantity: 2 },
      { fabric_id: scarce._id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toMatch(/Not enough Scarce left in stock/);
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(scarce)).toBe(1);
  });

  it.each([
    ['no items', { items: [] }, /^items: Your order has no items/],
    ['an unknown payment method', { paymentMethod: 'bitcoin' }, /^paymentMethod: /],
    ['the placeholder payment method', { paymentMethod: 'select_an_option' }, /^paymentMethod: /],
    [
      'a missing city',
      { shippingAddress: { ...SHIPPING_ADDRESS, city: '' } },
      /^shippingAddress\.city: City is required/,
    ],
    ['no shipping address', { shippingAddress: undefined }, /^shippingAddress: /],
  ])('refuses %s with 400', async (_label, change, message) => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 2 });
    const response = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }], change);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    expect(await stockOf(fabric)).toBe(2);
  });

  it('answers 404 for a fabric that does not exist or was deleted', async () => {
    const fabric = await addFabric(ctx.app, vendor);
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers });
    const response = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
    expect(response.statusCode).toBe(404);
  });

  it('is for customers only, for their own account', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 3 });
    expect((await checkout(vendor, [{ fabric_id: fabric._id, quantity: 1 }])).statusCode).toBe(403);
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/checkout', payload: {} });
    expect(visitor.statusCode).toBe(401);
    const other = await signUp(ctx.app);
    const asOther = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }], { userId: other._id });
    expect(asOther.statusCode).toBe(403);
    expect(await stockOf(fabric)).toBe(3);
  });

  it('sells exactly the stock when 20 buyers race for 5, and tells the others clearly', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Hot Item', stock: 5 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(ctx.app)));
    const responses = await Promise.all(
      buyers.map((buyer) => checkout(buyer, [{ fabric_id: fabric._id, quantity: 1 }])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(messageOf(refused)).toMatch(/Not enough Hot Item left in stock/);
    }
    expect(await stockOf(fabric)).toBe(0);
    const vendorOrders = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders',
      headers: vendor.headers,
    });
    const hotOrders = vendorOrders
      .json<Order[]>()
      .filter((order) => order.items.some((item) => item.fabric_id === fabric._id));
    expect(hotOrders).toHaveLength(5);
  });

  it('keeps stock, money and both vendors’ counters exact when orders of the same two vendors race, lines either way round', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Race Silk', price: 410.25, stock: 100 });
    const linen = await addFabric(ctx.app, otherVendor, { name: 'Race Linen', price: 99.99, stock: 100 });
    const tabCounts = async (seller: TestUser) =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders/counts', headers: seller.headers })
      ).json<VendorOrderCounts>();
    const before = [await tabCounts(vendor), await tabCounts(otherVendor)];
    const buyers = await Promise.all(Array.from({ length: 12 }, () => signUp(ctx.app)));
    const both = [
      { fabric_id: silk._id, quantity: 2 },
      { fabric_id: linen._id, quantity: 3 },
    ];
    const responses = await Promise.all(
      buyers.map((buyer, index) => checkout(buyer, index % 2 === 0 ? both : [...both].reverse())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(buyers.map(() => 201));
    expect(await stockOf(silk)).toBe(100 - 24);
    expect(await stockOf(linen)).toBe(100 - 36);
    // Rs. 410.25 × 2 + Rs. 99.99 × 3 = Rs. 1,120.47 each, to the paisa.
    expect(responses.map((response) => response.json<Order>().totalPrice)).toEqual(buyers.map(() => 1120.47));
    expect((await tabCounts(vendor)).placed).toBe((before[0]?.placed ?? 0) + 12);
    expect((await tabCounts(otherVendor)).placed).toBe((before[1]?.placed ?? 0) + 12);
    // Each vendor's day figures, which the dashboard reads, sum exactly its parts.
    for (const seller of [vendor, otherVendor]) {
      const [summed] = await ctx.database.db
        .select({
          parts: sql<number>`sum(${vendorDailySales.parts})::int`,
          paise: sql<number>`sum(${vendorDailySales.subtotalPaise})::float8`,
        })
        .from(vendorDailySales)
        .where(eq(vendorDailySales.vendorId, seller._id));
      const [counted] = await ctx.database.db
        .select({ parts: sql<number>`count(*)::int`, paise: sql<number>`sum(${vendorOrders.subtotalPaise})::float8` })
        .from(vendorOrders)
        .where(eq(vendorOrders.vendorId, seller._id));
      expect(summed).toEqual(counted);
    }
  });
});

describe('a vendor moved while its fabrics are being bought', () => {
  it('is suspended without a deadlock while a checkout holds one of its fabrics and wants another', async () => {
    const seller = await signUp(ctx.app, 'vendor');
    const [first, second] = (
      await Promise.all([addFabric(ctx.app, seller, { stock: 10 }), addFabric(ctx.app, seller, { stock: 10 })])
    ).sort((a, b) => a._id.localeCompare(b._id));
    if (!first || !second) throw new Error('no fabrics');
    // The later id the cheaper: a statement reading the vendor's fabrics by category and price, as the
    // planner does here, meets it first.
    const repriced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${second._id}`,
      headers: seller.headers,
      payload: { price: first.price - 100 },
    });
    expect(repriced.statusCode).toBe(200);
    const operator = await signInOperator(ctx.app, ctx.database);
    // A checkout that has taken the first fabric (in id order) and will take the second next.
    const checkout = await holdRow(ctx.databaseUrl ?? '', 'fabrics', first._id);
    const suspend = ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${seller._id}/suspend`,
      headers: operator.headers,
      payload: { reason: 'Late dispatches' },
    });
    await checkout.waiters(1);
    const [suspended, taken] = await Promise.allSettled([
      suspend,
      checkout.alsoLock('fabrics', second._id).then(() => checkout.release()),
    ]);
    expect(taken.status).toBe('fulfilled');
    expect(suspended.status === 'fulfilled' && suspended.value.statusCode).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('returns the same order for a repeated request, even 20 at once, and creates one', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 50 });
    const buyer = await signUp(ctx.app);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => checkout(buyer, [{ fabric_id: fabric._id, quantity: 2 }], {}, key)),
    );
    const ids = new Set(responses.map((response) => response.json<Order>()._id));
    expect(responses.every((response) => [200, 201].includes(response.statusCode))).toBe(true);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(ids.size).toBe(1);
    expect(await stockOf(fabric)).toBe(48);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('returns the same order for repeats of a request using a coupon of one use, even 10 at once', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 50, price: 500 });
    const buyer = await signUp(ctx.app);
    const { code } = await makeCoupon(ctx.app, vendor, 'ONCE', { kind: 'fixed', value: 50, maxUses: 1 });
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkout(buyer, [{ fabric_id: fabric._id, quantity: 1 }], { couponCode: code }, key),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(responses.map((response) => response.json<Order>()._id)).size).toBe(1);
    expect(responses[0]?.json<Order>().totalPrice).toBe(450);
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 10 });
    const key = crypto.randomUUID();
    expect((await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }], {}, key)).statusCode).toBe(201);
    const changed = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 2 }], {}, key);
    expect(changed.statusCode).toBe(422);
    expect(messageOf(changed)).toMatch(/already used for a different order/);
    expect(await stockOf(fabric)).toBe(9);
  });

  it('refuses the same key with another coupon or another buyer GSTIN with 422: each changes what is charged or invoiced', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 10, price: 500 });
    const { code } = await makeCoupon(ctx.app, vendor, 'KEYED', { kind: 'fixed', value: 50 });
    const key = crypto.randomUUID();
    const lines = [{ fabric_id: fabric._id, quantity: 1 }];
    expect((await checkout(shopper, lines, {}, key)).statusCode).toBe(201);
    expect((await checkout(shopper, lines, { couponCode: code }, key)).statusCode).toBe(422);
    expect((await checkout(shopper, lines, { buyerGstin: gstinFor('Karnataka', TEST_PAN) }, key)).statusCode).toBe(422);
    expect((await checkout(shopper, lines, {}, key)).statusCode).toBe(200);
    expect(await stockOf(fabric)).toBe(9);
  });

  it('keeps keys per customer: another customer’s same key places their own order', async () => {
    const fabric = await addFabric(ctx.app, vendor, { stock: 10 });
    const key = crypto.randomUUID();
    const first = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 1 }], {}, key);
    const second = await checkout(await signUp(ctx.app), [{ fabric_id: fabric._id, quantity: 1 }], {}, key);
    expect(second.statusCode).toBe(201);
    expect(second.json<Order>()._id).not.toBe(first.json<Order>()._id);
  });
});
