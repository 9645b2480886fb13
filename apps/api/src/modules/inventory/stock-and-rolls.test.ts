// A metre fabric's stock is the sum of its rolls where stock meets returns and a change of unit.
import type { Fabric, Order, Return, RollInput } from '@fabric-store/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopWithUsers,
  messageOf,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { fabricRolls, fabrics } from '../../db/schema';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: { role: 'vendor', name: 'Bolt Weavers' }, shopper: 'customer' });
  ctx = shop;
  ({ vendor, shopper } = shop.users);
});
afterAll(() => ctx.close());

/** A metre fabric of these rolls, Rs. 700/m, cut from 0.5 m in steps of 0.1 m. */
async function fabricOfRolls(name: string, rolls: RollInput[]): Promise<Fabric> {
  const stock = Math.round(rolls.reduce((sum, roll) => sum + roll.length * 100, 0)) / 100;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/fabrics',
    headers: vendor.headers,
    payload: { name, price: 700, stock, category: 'silk', minCut: 0.5, step: 0.1, rolls },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Fabric>();
}

const update = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${id}`, headers: vendor.headers, payload });
const shown = async (id: string) => (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${id}` })).json<Fabric>();

/** What the database holds: the fabric's stock and every roll's [number, centimetres, dye lot]. */
async function stored(fabricId: string) {
  const [fabric] = await ctx.database.db.select({ stock: fabrics.stock }).from(fabrics).where(eq(fabrics.id, fabricId));
  const rolls = await ctx.database.db
    .select({ number: fabricRolls.number, lengthCm: fabricRolls.lengthCm, dyeLot: fabricRolls.dyeLot })
    .from(fabricRolls)
    .where(eq(fabricRolls.fabricId, fabricId))
    .orderBy(asc(fabricRolls.number));
  return { stock: fabric?.stock, rolls: rolls.map((roll) => [roll.number, roll.lengthCm, roll.dyeLot]) };
}

const checkout = (items: Record<string, unknown>[]) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: { items, paymentMethod: 'cash_on_delivery', shippingAddress: SHIPPING_ADDRESS },
  });

async function deliver(orderId: string) {
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await moveOrderPart(ctx.app, vendor, orderId, status);
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/** The shopper returns `metres` of the order's one fabric (as the wrong item); the vendor approves and receives it. */
async function returnedAndReceived(
  order: Order,
  metres: number,
  restock: boolean | undefined,
  reason = 'wrong_item',
): Promise<Return> {
  const fabricId = order.items[0]?.fabric_id;
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: shopper.headers,
    payload: { lines: [{ fabric_id: fabricId, quantity: metres }], reason },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const returnId = asked.json<Return>()._id;
  let received: Return | undefined;
  for (const move of [{ status: 'approved' }, { status: 'received', ...(restock !== undefined && { restock }) }]) {
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${returnId}`,
      headers: vendor.headers,
      payload: move,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    received = moved.json<Return>();
  }
  return received as Return;
}

describe('a restocked return', () => {
  it('goes back as a roll of its own, of the dye lot it was cut from, so stock, rolls and the longest piece agree', async () => {
    const fabric = await fabricOfRolls('Returned Tussar', [{ length: 48, dyeLot: 'L-7' }]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    await deliver(order._id);

    expect(await returnedAndReceived(order, 1, true)).toMatchObject({ status: 'received', restocked: true });
    expect(await stored(fabric._id)).toEqual({
      stock: 4700,
      rolls: [
        [1, 4600, 'L-7'],
        [2, 100, 'L-7'],
      ],
    });
    expect(await shown(fabric._id)).toMatchObject({ stock: 47, longestPiece: 46 });
    // The returned metre is sold again, cut from its own roll.
    expect((await checkout([{ fabric_id: fabric._id, quantity: 1 }])).statusCode).toBe(201);
    expect(await stored(fabric._id)).toMatchObject({ stock: 4600 });
  });

  it('shorter than the minimum cut comes back as a remnant; not restocked, nothing comes back', async () => {
    const fabric = await fabricOfRolls('Returned Mulmul', [{ length: 10, dyeLot: 'M-1' }]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    await deliver(order._id);

    await returnedAndReceived(order, 0.3, true);
    await returnedAndReceived(order, 0.5, false);
    expect(await stored(fabric._id)).toEqual({
      stock: 830,
      rolls: [
        [1, 800, 'M-1'],
        [2, 30, 'M-1'],
      ],
    });
    expect((await shown(fabric._id)).remnants).toEqual([
      { _id: expect.any(String), length: 0.3, price: 490, total: 147 },
    ]);
  });

  it('reported damaged and received without an answer, stays out of stock: restock is only what the vendor says', async () => {
    const fabric = await fabricOfRolls('Damaged Georgette', [{ length: 10 }]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    await deliver(order._id);
    expect(await returnedAndReceived(order, 1, undefined, 'damaged')).toMatchObject({ restocked: false });
    expect(await stored(fabric._id)).toEqual({ stock: 800, rolls: [[1, 800, null]] });
  });
});

describe('a change of unit', () => {
  it('clears the rolls and remnants of a fabric turned to pieces: its remnant cannot be bought, its piece stock stays', async () => {
    const fabric = await fabricOfRolls('Unit Changing Chiffon', [{ length: 10 }, { length: 0.3 }]);
    const remnantId = fabric.remnants[0]?._id;
    expect(remnantId).toBeDefined();

    const turned = await update(fabric._id, { unit: 'per_piece', stock: 10 });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json<Fabric>()).toMatchObject({ unit: 'per_piece', stock: 10, remnants: [], longestPiece: null });
    expect((await stored(fabric._id)).rolls).toEqual([
      [1, 0, null],
      [2, 0, null],
    ]);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const remnant = await checkout([{ fabric_id: fabric._id, kind: 'remnant', roll_id: remnantId }]);
      expect([remnant.statusCode, messageOf(remnant)]).toEqual([
        409,
        'That remnant of Unit Changing Chiffon is no longer for sale.',
      ]);
    }
    const inCart = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: fabric._id, kind: 'remnant', roll_id: remnantId }] },
    });
    expect(inCart.statusCode).toBe(409);
    expect(await stored(fabric._id)).toMatchObject({ stock: 1000 });

    // Back to metres: one roll of its stock, and no remnant comes back to life.
    const back = await update(fabric._id, { unit: 'per_metre' });
    expect(back.json<Fabric>()).toMatchObject({ stock: 10, remnants: [], longestPiece: 10 });
    expect(await stored(fabric._id)).toEqual({
      stock: 1000,
      rolls: [
        [1, 0, null],
        [2, 0, null],
        [3, 1000, null],
      ],
    });
  });

  it('refuses a length the shopper was shown in metres of a fabric now sold by the piece, taking nothing', async () => {
    const fabric = await fabricOfRolls('Repacked Voile', [{ length: 6 }]);
    expect((await update(fabric._id, { unit: 'per_piece', stock: 6 })).statusCode).toBe(200);
    const refused = await checkout([{ fabric_id: fabric._id, quantity: 3, unit: 'per_metre', price: 700 }]);
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'Repacked Voile is now sold by the piece. Please review your cart.',
    ]);
    expect(await stored(fabric._id)).toMatchObject({ stock: 600 });
    const asShown = await checkout([{ fabric_id: fabric._id, quantity: 3, unit: 'per_piece', price: 700 }]);
    expect(asShown.statusCode).toBe(201);
  });

  it('gives a length sold in metres back as no pieces when it is cancelled after the fabric turned to pieces', async () => {
    const fabric = await fabricOfRolls('Recounted Crepe', [{ length: 8 }]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
    expect((await update(fabric._id, { unit: 'per_piece', stock: 5 })).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stored(fabric._id)).toEqual({ stock: 500, rolls: [[1, 0, null]] });
  });
});
