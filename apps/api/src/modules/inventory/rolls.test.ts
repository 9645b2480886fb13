// Rolls and the continuous-cut guarantee, dye lots, remnants.
import type { Cart, CuttingPlan, Fabric, Order, RollInput, VendorOrder } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailSettings, startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { fabricRolls, fabrics, orders } from '../../db/schema';

let ctx: TestContext;
let smtp: TestSmtpServer;
let vendor: TestUser;
let shopper: TestUser;
let otherShopper: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const shop = await createShopWithUsers(
    { vendor: { role: 'vendor', name: 'Roll Weavers' }, shopper: 'customer', otherShopper: 'customer' },
    { mail: smtpMailSettings(smtp, 0.2) },
  );
  ctx = shop;
  ({ vendor, shopper, otherShopper } = shop.users);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** A metre fabric of rolls (metres, dye lot), Rs. 350/m, cut from 0.5 m in steps of 0.1 m. */
async function fabricOfRolls(app: FastifyInstance, name: string, rolls: RollInput[]): Promise<Fabric> {
  const stock = Math.round(rolls.reduce((sum, roll) => sum + roll.length * 100, 0)) / 100;
  const response = await app.inject({
    method: 'POST',
    url: '/api/fabrics',
    headers: vendor.headers,
    payload: { name, price: 350, stock, category: 'cotton', minCut: 0.5, step: 0.1, rolls },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Fabric>();
}

const vendorFabric = async (id: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/fabrics/vendor/fabrics/${id}`, headers: vendor.headers })
  ).json<Fabric>();
const rollLengths = async (id: string) => (await vendorFabric(id)).rolls?.map((roll) => [roll.number, roll.length]);

const checkout = (user: TestUser, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.headers,
    payload: { items, paymentMethod: 'cash_on_delivery', shippingAddress: SHIPPING_ADDRESS, ...extra },
  });

const vendorOrder = async (orderId: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
  return response.json<VendorOrder[]>().find((order) => order._id === orderId);
};

describe('rolls on the vendor’s fabric', () => {
  it('keeps the spec’s stock client whole: one roll of its stock, and a change of stock alone on the longest roll', async () => {
    const plain = await addFabric(ctx.app, vendor, { name: 'Plain Stock Cotton', stock: 10 });
    expect(plain).toMatchObject({ stock: 10, longestPiece: 10, remnants: [], remnantDiscount: 30 });
    expect(await rollLengths(plain._id)).toEqual([[1, 10]]);

    const rolled = await fabricOfRolls(ctx.app, 'Two Roll Cotton', [
      { length: 5, dyeLot: 'A-17' },
      { length: 2.3, dyeLot: 'B-02' },
    ]);
    expect(rolled).toMatchObject({ stock: 7.3, longestPiece: 5 });
    const update = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${rolled._id}`, headers: vendor.headers, payload });
    expect((await update({ stock: 8.3 })).json<Fabric>().stock).toBe(8.3);
    expect(await rollLengths(rolled._id)).toEqual([
      [1, 6],
      [2, 2.3],
    ]);
    // Removing more than the longest roll holds carries on to the next.
    expect((await update({ stock: 1 })).json<Fabric>()).toMatchObject({ stock: 1, longestPiece: 1 });
    expect(await rollLengths(rolled._id)).toEqual([[2, 1]]);

    const [second] = (await vendorFabric(rolled._id)).rolls ?? [];
    const edited = await update({ rolls: [{ _id: second?._id, length: 1.5, dyeLot: 'B-02' }, { length: 4 }] });
    expect(edited.json<Fabric>()).toMatchObject({ stock: 5.5, longestPiece: 4 });
    expect((await vendorFabric(rolled._id)).rolls).toEqual([
      { _id: second?._id, number: 2, length: 1.5, dyeLot: 'B-02' },
      { _id: expect.any(String), number: 3, length: 4, dyeLot: null },
    ]);

    const notTheSum = await update({ stock: 9, rolls: [{ length: 4 }] });
    expect(notTheSum.statusCode).toBe(400);
    expect(messageOf(notTheSum)).toBe("stock: Stock must be the sum of the rolls' lengths (4 m).");
    const publicView = (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${rolled._id}` })).json<Fabric>();
    expect(publicView.rolls).toBeUndefined();
    expect(publicView.longestPiece).toBe(4);
  });
});

describe('the continuous-cut guarantee', () => {
  it('refuses a length longer than the longest piece in the cart and at checkout, naming it, and writes nothing', async () => {
    const fabric = await fabricOfRolls(ctx.app, 'Guaranteed Mulmul', [{ length: 5 }, { length: 2.3 }]);
    const longest =
      'The longest piece of Guaranteed Mulmul is 5 m: each length is cut in one piece from one roll. Please choose at most 5 m.';
    const cart = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 6 }] },
    });
    expect(cart.statusCode).toBe(409);
    expect(messageOf(cart)).toBe(longest);
    const kept = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: shopper.headers });
    expect(kept.json<Cart>().items).toEqual([]);

    const ordersBefore = (await ctx.database.db.select().from(orders)).length;
    const refused = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 6 }]);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(longest);
    expect((await ctx.database.db.select().from(orders)).length).toBe(ordersBefore);
    expect(await rollLengths(fabric._id)).toEqual([
      [1, 5],
      [2, 2.3],
    ]);
    expect((await vendorFabric(fabric._id)).stock).toBe(7.3);
  });

  it('cuts each length from the shortest roll that holds it; the cutting list names roll and dye lot on screen and in the mail', async () => {
    const fabric = await fabricOfRolls(ctx.app, 'Cutting Cambric', [
      { length: 5, dyeLot: 'A-17' },
      { length: 2.3, dyeLot: 'B-02' },
    ]);
    const before = smtp.received.length;
    const first = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    expect(await rollLengths(fabric._id)).toEqual([
      [1, 5],
      [2, 0.3],
    ]);
    const second = await placeOrder(ctx.app, otherShopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    expect(await rollLengths(fabric._id)).toEqual([
      [1, 3],
      [2, 0.3],
    ]);
    expect((await vendorOrder(first._id))?.orderItems[0]?.cut).toMatchObject({ roll: 2, dyeLot: 'B-02' });
    expect((await vendorOrder(second._id))?.orderItems[0]?.cut).toMatchObject({ roll: 1, dyeLot: 'A-17' });
    // The shopper is not shown the vendor's rolls.
    expect(first.items[0]?.cut).toBeUndefined();

    await ctx.app.mail.deliverDueMails();
    const toVendor = smtp.received
      .slice(before)
      .find((mail) => mail.subject.includes(first.orderNumber) && mail.to === vendor.email);
    expect(toVendor?.text).toContain('Cut from: Roll 2, dye lot B-02');
  });
});

describe('remnants', () => {
  it('lists a roll left below the minimum cut and sells it whole, once, at the remnant discount', async () => {
    const fabric = await fabricOfRolls(ctx.app, 'Remnant Rayon', [{ length: 5 }, { length: 2.3 }]);
    await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    const shown = (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>();
    const remnant = { _id: expect.any(String), length: 0.3, price: 245, total: 73.5 };
    expect(shown.remnants).toEqual([remnant]);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?remnants=true' });
    const names = listed.json<Fabric[]>().map((listedFabric) => listedFabric.name);
    expect(names).toContain('Remnant Rayon');
    expect(names).not.toContain('Guaranteed Mulmul');

    const rollId = shown.remnants[0]?._id;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: otherShopper.headers,
      payload: { items: [{ fabric_id: fabric._id, kind: 'remnant', roll_id: rollId }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<Cart>().items).toMatchObject([
      { kind: 'remnant', roll_id: rollId, quantity: 0.3, unitPrice: 245, total: 73.5 },
    ]);
    const bought = await checkout(otherShopper, [
      { fabric_id: fabric._id, kind: 'remnant', roll_id: rollId, quantity: 0.3, price: 245 },
    ]);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json<Order>()).toMatchObject({ totalPrice: 73.5, items: [{ kind: 'remnant', quantity: 0.3 }] });
    expect((await vendorFabric(fabric._id)).remnants).toEqual([]);
    const again = await checkout(shopper, [{ fabric_id: fabric._id, kind: 'remnant', roll_id: rollId }]);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('That remnant of Remnant Rayon is no longer for sale.');
  });
});

describe('giving length back', () => {
  it('gives a cancelled length back to the roll it was cut from, exactly once', async () => {
    const fabric = await fabricOfRolls(ctx.app, 'Returned Voile', [{ length: 5 }, { length: 2.3 }]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    const cancel = () =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: shopper.headers });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect(await rollLengths(fabric._id)).toEqual([
      [1, 5],
      [2, 2.3],
    ]);
    const [row] = await ctx.database.db
      .select({ stock: fabrics.stock })
      .from(fabrics)
      .where(eq(fabrics.id, fabric._id));
    expect(row?.stock).toBe(730);
  });
});

describe('dye lots', () => {
  it('cuts a later order from its earlier order’s dye lot, and tells the shopper before paying when it cannot', async () => {
    const fabric = await fabricOfRolls(ctx.app, 'Lot Chanderi', [
      { length: 3, dyeLot: 'A' },
      { length: 5, dyeLot: 'B' },
      { length: 6, dyeLot: 'A' },
    ]);
    const earlier = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    const plan = (items: Record<string, unknown>[], matchOrderId?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout/cutting-plan',
        headers: shopper.headers,
        payload: { items, matchOrderId },
      });
    // Lot A's 6 m roll holds 3 m: no notice, and the cut is from it rather than the shorter lot B roll.
    const matching = await plan([{ fabric_id: fabric._id, quantity: 3 }], earlier._id);
    expect(matching.json<CuttingPlan>()).toEqual({ dyeLotNotices: [] });
    const matched = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 3 }], { matchOrderId: earlier._id });
    expect((await vendorOrder(matched.json<Order>()._id))?.orderItems[0]?.cut).toMatchObject({ roll: 3, dyeLot: 'A' });

    // Now no lot A roll holds 4 m: the shopper is told, and may go ahead.
    const mixed = await plan([{ fabric_id: fabric._id, quantity: 4 }], earlier._id);
    expect(mixed.json<CuttingPlan>().dyeLotNotices).toEqual([
      {
        fabric_id: fabric._id,
        name: 'Lot Chanderi',
        lots: ['A', 'B'],
        message:
          'These lengths of Lot Chanderi come from two dye lots (A and B): their shades may differ slightly. You may still place the order.',
      },
    ]);
    const ahead = await checkout(shopper, [{ fabric_id: fabric._id, quantity: 4 }], { matchOrderId: earlier._id });
    expect(ahead.statusCode).toBe(201);
    expect((await vendorOrder(ahead.json<Order>()._id))?.orderItems[0]?.cut).toMatchObject({ roll: 2, dyeLot: 'B' });

    const own = await plan([{ fabric_id: fabric._id, quantity: 1 }], earlier._id);
    expect(own.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/cutting-plan',
      headers: otherShopper.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 1 }], matchOrderId: earlier._id },
    });
    expect(other.statusCode).toBe(404);
    const rolls = await ctx.database.db
      .select({ lengthCm: fabricRolls.lengthCm })
      .from(fabricRolls)
      .where(eq(fabricRolls.fabricId, fabric._id));
    expect(rolls.every((roll) => roll.lengthCm >= 0)).toBe(true);
  });
});
