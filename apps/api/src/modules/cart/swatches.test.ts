import type { Cart, Fabric, Order, VendorOrder } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;
let silk: Fabric;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', shopper: 'customer' });
  ctx = shop;
  ({ vendor, shopper } = shop.users);
  silk = await addFabric(ctx.app, vendor, { name: 'Swatch Silk', price: 900, stock: 3, swatchOffered: true });
});
afterAll(() => ctx.close());

type Line = { fabric_id: string; quantity?: number; price?: number; kind?: 'length' | 'swatch' };

const addToCart = (items: Line[]) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart', headers: shopper.headers, payload: { items } });
const getCart = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers })).json<Cart>();
const clearCart = () => ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: shopper.headers });
const checkout = (items: Line[], extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: { items, paymentMethod: 'upi', shippingAddress: SHIPPING_ADDRESS, ...extra },
  });
const stockOf = async (fabric: Fabric) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>().stock;

const swatchesOffered = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      addFabric(ctx.app, vendor, { name: `Sample ${index}`, swatchOffered: true, swatchPrice: 25 }),
    ),
  );

describe('swatches', () => {
  it('are a cart line of their own beside the fabric’s length, at the swatch price, and removable alone', async () => {
    const added = await addToCart([
      { fabric_id: silk._id, quantity: 1.5 },
      { fabric_id: silk._id, kind: 'swatch' },
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json<Cart>().items).toEqual([
      expect.objectContaining({ kind: 'length', quantity: 1.5, unitPrice: 900, total: 1350 }),
      expect.objectContaining({ kind: 'swatch', quantity: 1, unitPrice: 30, total: 30 }),
    ]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/${silk._id}?kind=swatch`,
      headers: shopper.headers,
    });
    expect(removed.json<Cart>().items.map((item) => item.kind)).toEqual(['length']);
    await clearCart();
  });

  it('are one per fabric: a second swatch of the same fabric is refused (409) and the cart keeps one', async () => {
    expect((await addToCart([{ fabric_id: silk._id, kind: 'swatch' }])).statusCode).toBe(200);
    const again = await addToCart([{ fabric_id: silk._id, kind: 'swatch' }]);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('A swatch of Swatch Silk is already in your cart.');
    expect((await getCart()).items).toHaveLength(1);
    const twiceAtCheckout = await checkout([
      { fabric_id: silk._id, kind: 'swatch' },
      { fabric_id: silk._id, kind: 'swatch' },
    ]);
    expect(twiceAtCheckout.statusCode).toBe(400);
    expect(messageOf(twiceAtCheckout)).toBe('An order holds at most one swatch of each fabric.');
    await clearCart();
  });

  it('are refused for a piece fabric and for a fabric whose vendor offers none (400), and nothing is stored', async () => {
    const packs = await addFabric(ctx.app, vendor, { name: 'Charm Pack', unit: 'per_piece' });
    const plain = await addFabric(ctx.app, vendor, { name: 'No Samples Linen' });
    const before = await databaseFingerprint(ctx.database.db);
    for (const [fabric, message] of [
      [packs, 'Charm Pack is sold by the piece, so it has no swatch.'],
      [plain, 'No Samples Linen has no swatch on offer.'],
    ] as const) {
      const cart = await addToCart([{ fabric_id: fabric._id, kind: 'swatch' }]);
      expect(cart.statusCode).toBe(400);
      expect(messageOf(cart)).toBe(message);
      const order = await checkout([{ fabric_id: fabric._id, kind: 'swatch' }]);
      expect(order.statusCode).toBe(400);
      expect(messageOf(order)).toBe(message);
    }
    expect(await databaseFingerprint(ctx.database.db)).toEqual(before);
  });

  it('are at most ten per order: the eleventh is refused in the cart (409) and at checkout (400)', async () => {
    const fabrics = await swatchesOffered(11);
    const ten = await addToCart(fabrics.slice(0, 10).map((fabric) => ({ fabric_id: fabric._id, kind: 'swatch' })));
    expect(ten.statusCode).toBe(200);
    const eleventh = await addToCart([{ fabric_id: fabrics[10]?._id ?? '', kind: 'swatch' }]);
    expect(eleventh.statusCode).toBe(409);
    expect(messageOf(eleventh)).toBe('An order may hold at most 10 swatches.');
    expect((await getCart()).items).toHaveLength(10);
    const order = await checkout(fabrics.map((fabric) => ({ fabric_id: fabric._id, kind: 'swatch' })));
    expect(order.statusCode).toBe(400);
    expect(messageOf(order)).toBe('An order may hold at most 10 swatches.');
    await clearCart();
  });

  it('counts toward the ten only the swatches the cart shows, not one of a fabric deleted as it was added', async () => {
    const fabrics = await swatchesOffered(11);
    expect(
      (await addToCart(fabrics.slice(0, 10).map((fabric) => ({ fabric_id: fabric._id, kind: 'swatch' })))).statusCode,
    ).toBe(200);
    // A delete racing the add can leave the line behind: the cart no longer shows it.
    await ctx.database.db.execute(sql`update fabrics set deleted_at = now() where id = ${fabrics[0]?._id}`);
    expect((await getCart()).items).toHaveLength(9);
    expect((await addToCart([{ fabric_id: fabrics[10]?._id ?? '', kind: 'swatch' }])).statusCode).toBe(200);
    expect((await getCart()).items).toHaveLength(10);
    await clearCart();
  });

  it('go through checkout, the order and the vendor’s part like any line, and take no stock', async () => {
    const placed = await checkout(
      [
        { fabric_id: silk._id, quantity: 1, price: 900 },
        { fabric_id: silk._id, kind: 'swatch', price: 30 },
      ],
      { totalPrice: 930 },
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'length', quantity: 1, price: 900, total: 900 }),
        expect.objectContaining({ kind: 'swatch', quantity: 1, price: 30, total: 30 }),
      ]),
    );
    expect(order.itemCount).toBe(2);
    expect(await stockOf(silk)).toBe(2);

    const vendorView = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders',
      headers: vendor.headers,
    });
    const part = vendorView.json<VendorOrder[]>().find((listed) => listed._id === order._id);
    expect(part?.orderItems.map((item) => item.kind).sort()).toEqual(['length', 'swatch']);
    expect(part?.totalPrice).toBe(930);

    // Cancelling returns the metre, and nothing for the swatch.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    expect(await stockOf(silk)).toBe(3);
  });

  it('are sold even when the bolt is out of stock, and refuse a swatch price the shopper was not shown', async () => {
    const soldOut = await addFabric(ctx.app, vendor, { name: 'Sold Out Silk', stock: 0, swatchOffered: true });
    const stale = await checkout([{ fabric_id: soldOut._id, kind: 'swatch', price: 20 }]);
    expect(stale.statusCode).toBe(409);
    expect(messageOf(stale)).toBe('The price of a swatch of Sold Out Silk is now Rs. 30.00. Please review your cart.');
    const placed = await checkout([{ fabric_id: soldOut._id, kind: 'swatch' }]);
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(soldOut)).toBe(0);
  });
});
