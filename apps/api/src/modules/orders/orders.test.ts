import type { Order, VendorOrder } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCoupon } from '../../../test-support/coupons';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let vendorA: TestUser;
let vendorB: TestUser;
let vendorC: TestUser;
let shopper: TestUser;
let otherShopper: TestUser;
let order: Order;

beforeAll(async () => {
  const shop = await createShopWithUsers({
    vendorA: 'vendor',
    vendorB: 'vendor',
    vendorC: 'vendor',
    shopper: { role: 'customer', name: 'Nisha Buyer' },
    otherShopper: 'customer',
  });
  ctx = shop;
  ({ vendorA, vendorB, vendorC, shopper, otherShopper } = shop.users);
  const cotton = await addFabric(ctx.app, vendorA, { name: 'A Cotton', price: 100, stock: 10 });
  const silk = await addFabric(ctx.app, vendorB, { name: 'B Silk', price: 250.25, stock: 10 });
  order = await placeOrder(
    ctx.app,
    shopper,
    [
      { fabric_id: cotton._id, quantity: 2 },
      { fabric_id: silk._id, quantity: 1 },
    ],
    'upi',
  );
});
afterAll(() => ctx.close());

const getOrder = (user: TestUser | undefined, id = order._id) =>
  ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user?.headers });

const vendorOrders = async (vendor: TestUser) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
  expect(response.statusCode).toBe(200);
  return response.json<VendorOrder[]>();
};

describe('GET /api/orders/:id', () => {
  it('shows the whole order to its customer', async () => {
    const response = await getOrder(shopper);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().items).toHaveLength(2);
    expect(response.json<Order>().totalPrice).toBe(450.25);
  });

  it('shows a vendor with lines in it only that vendor’s lines and subtotal', async () => {
    const response = await getOrder(vendorB);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>().items.map((item) => item.name)).toEqual(['B Silk']);
    expect(response.json<Order>().totalPrice).toBe(250.25);
  });

  it('answers 404 to another customer and to a vendor with no lines in it, 401 to a visitor', async () => {
    expect((await getOrder(otherShopper)).statusCode).toBe(404);
    expect(messageOf(await getOrder(vendorC))).toBe('Order not found.');
    expect((await getOrder(undefined)).statusCode).toBe(401);
    expect((await getOrder(shopper, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getOrder(shopper, 'nope')).statusCode).toBe(400);
  });
});

describe('GET /api/orders', () => {
  it('lists the caller’s own orders only', async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: shopper.headers });
    expect(mine.json<Order[]>().map((o) => o._id)).toEqual([order._id]);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: otherShopper.headers });
    expect(theirs.json()).toEqual([]);
  });
});

describe('vendor orders', () => {
  it('lists orders holding the vendor’s fabrics with the customer and only that vendor’s lines', async () => {
    const [listed] = await vendorOrders(vendorA);
    expect(listed).toMatchObject({
      _id: order._id,
      userId: { _id: shopper._id, name: 'Nisha Buyer', email: shopper.email },
      totalPrice: 200,
      paymentMethod: 'upi',
      shippingAddress: SHIPPING_ADDRESS,
    });
    expect(listed?.items.map((item) => item.name)).toEqual(['A Cotton']);
    expect(listed?.orderItems).toEqual([
      {
        fabric_id: { _id: order.items.find((i) => i.name === 'A Cotton')?.fabric_id, name: 'A Cotton' },
        quantity: 2,
        price: 100,
        kind: 'length',
        unit: 'per_metre',
        total: 200,
        commissionPercent: 0,
        commission: 0,
        cut: { rollId: expect.any(String), roll: 1, dyeLot: null },
      },
    ]);
    expect(await vendorOrders(vendorC)).toEqual([]);
  });

  it('delete removes the order from that vendor’s list only; the customer and the other vendor keep theirs', async () => {
    const otherVendorDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/vendor/orders/${order._id}`,
      headers: vendorC.headers,
    });
    expect(otherVendorDelete.statusCode).toBe(404);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/vendor/orders/${order._id}`,
      headers: vendorA.headers,
    });
    expect(response.json()).toEqual({ message: 'Order deleted successfully!' });
    expect(await vendorOrders(vendorA)).toEqual([]);
    expect((await vendorOrders(vendorB)).map((o) => o._id)).toEqual([order._id]);
    expect((await getOrder(shopper)).json<Order>().items).toHaveLength(2);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/vendor/orders/${order._id}`,
      headers: vendorA.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the line’s name and price as sold after the vendor renames, reprices or deletes the fabric', async () => {
    const [listed] = await vendorOrders(vendorB);
    const fabricId = listed?.items[0]?.fabric_id ?? '';
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabricId}`,
      headers: vendorB.headers,
      payload: { name: 'Renamed', price: 9 },
    });
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabricId}`, headers: vendorB.headers });
    const [after] = await vendorOrders(vendorB);
    expect(after?.items[0]).toMatchObject({ name: 'B Silk', price: 250.25 });
    expect((await getOrder(shopper)).json<Order>().totalPrice).toBe(450.25);
  });

  it('is closed to customers (403) and visitors (401)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: shopper.headers })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders' })).statusCode).toBe(401);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/vendor/orders/${order._id}`,
      headers: shopper.headers,
    });
    expect(del.statusCode).toBe(403);
  });
});

describe('a coupon on an order of two vendors', () => {
  it('shows a vendor its own coupon and discount, never another vendor’s coupon code', async () => {
    const [loyal, other, buyer] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
    ]);
    const linen = await addFabric(ctx.app, loyal, { name: 'A Linen', price: 1000, stock: 10 });
    const voile = await addFabric(ctx.app, other, { name: 'B Voile', price: 500, stock: 10 });
    const { code } = await makeCoupon(ctx.app, loyal, 'LOYAL', { kind: 'percent', value: 25 });
    const withCoupon = await placeOrder(
      ctx.app,
      buyer,
      [
        { fabric_id: linen._id, quantity: 1 },
        { fabric_id: voile._id, quantity: 1 },
      ],
      'cash_on_delivery',
      code,
    );
    const seenBy = async (vendor: TestUser) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/orders/${withCoupon._id}`, headers: vendor.headers })
      ).json<Order>();
    expect(await seenBy(loyal)).toMatchObject({ coupon: code, discount: 250 });
    expect(await seenBy(other)).toMatchObject({ coupon: null, discount: 0 });
  });
});
