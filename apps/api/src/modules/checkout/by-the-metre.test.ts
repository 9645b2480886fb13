import type { Cart, Fabric, Order, VendorDashboard, VendorOrder } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersDirectly } from '../../../test-support/direct-users';
import { holdRow } from '../../../test-support/row-lock';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { fabricRolls, fabrics } from '../../db/schema';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', shopper: 'customer' });
  ctx = shop;
  ({ vendor, shopper } = shop.users);
});
afterAll(() => ctx.close());

type Line = {
  fabric_id: string;
  quantity?: number;
  price?: number;
  kind?: 'length' | 'swatch' | 'remnant';
  roll_id?: string;
};

const checkout = (headers: Record<string, string>, items: Line[], extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers,
    payload: { items, paymentMethod: 'cash_on_delivery', shippingAddress: SHIPPING_ADDRESS, ...extra },
  });

const addToCart = (user: TestUser, items: Line[]) =>
  ctx.app.inject({ method: 'POST', url: '/api/cart', headers: user.headers, payload: { items } });

const clearCart = (user: TestUser) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: user.headers });

/** Centimetres as stored, so a test sees exactly what was taken. */
const storedStock = async (fabric: Fabric) => {
  const [row] = await ctx.database.db.select({ stock: fabrics.stock }).from(fabrics).where(eq(fabrics.id, fabric._id));
  return row?.stock;
};

const mulmul = () =>
  addFabric(ctx.app, vendor, { name: 'Indigo Mulmul', price: 349.5, stock: 20, minCut: 0.5, step: 0.25 });

describe('fabrics sold by the metre', () => {
  it('are the default: unit per_metre, cut from 0.5 m in steps of 0.1 m, no swatch until offered', async () => {
    const fabric = await addFabric(ctx.app, vendor);
    expect(fabric).toMatchObject({ unit: 'per_metre', minCut: 0.5, step: 0.1, swatchOffered: false, swatchPrice: 30 });
  });

  it('takes the vendor’s unit, minimum cut, step and swatch, on create and update', async () => {
    const fabric = await addFabric(ctx.app, vendor, {
      stock: 12.75,
      minCut: 1,
      step: 0.5,
      swatchOffered: true,
      swatchPrice: 45,
    });
    expect(fabric).toMatchObject({ stock: 12.75, minCut: 1, step: 0.5, swatchOffered: true, swatchPrice: 45 });
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { unit: 'per_piece', stock: 4 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Fabric>()).toMatchObject({
      unit: 'per_piece',
      stock: 4,
      minCut: null,
      step: null,
      swatchOffered: false,
    });
  });

  it.each([
    ['a zero minimum cut', { minCut: 0 }, /^minCut: Minimum cut must be at least 0.01 m/],
    ['a step finer than a centimetre', { step: 0.125 }, /^step: Step must have at most two decimals/],
    ['an unknown unit', { unit: 'per_yard' }, /^unit: unit must be per_metre or per_piece/],
    [
      'a swatch of a piece fabric',
      { unit: 'per_piece', swatchOffered: true },
      /^swatchOffered: Swatches are offered only/,
    ],
    ['a zero swatch price', { swatchPrice: 0 }, /^swatchPrice: Swatch price must be greater than 0/],
  ])('refuses a fabric with %s (400), and stores nothing', async (_label, change, message) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: 'Bad cut', price: 10, stock: 1, category: 'silk', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/fabrics/vendor/fabrics', headers: vendor.headers });
    expect(listed.json<Fabric[]>().some((fabric) => fabric.name === 'Bad cut')).toBe(false);
  });

  it('refuses a fractional stock on update of a piece fabric, naming the rule', async () => {
    const packs = await addFabric(ctx.app, vendor, { unit: 'per_piece', stock: 3 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${packs._id}`,
      headers: vendor.headers,
      payload: { stock: 2.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('stock: Stock must be a whole number for a fabric sold by the piece');
  });
});

describe('cut lengths', () => {
  it.each([
    ['below the minimum', 0.25],
    ['off the step', 0.6],
    ['off the step above whole metres', 2.3],
  ])('refuses a length %s with 400 naming what is allowed, in the cart and at checkout', async (_label, quantity) => {
    const fabric = await mulmul();
    const allowed = 'Cut lengths for Indigo Mulmul start at 0.5 m, in steps of 0.25 m.';
    const cart = await addToCart(shopper, [{ fabric_id: fabric._id, quantity }]);
    expect(cart.statusCode).toBe(400);
    expect(messageOf(cart)).toBe(allowed);
    const order = await checkout(shopper.headers, [{ fabric_id: fabric._id, quantity }]);
    expect(order.statusCode).toBe(400);
    expect(messageOf(order)).toBe(allowed);
    expect(await storedStock(fabric)).toBe(2000);
  });

  it('refuses more than two decimals before looking at the fabric', async () => {
    const fabric = await mulmul();
    const response = await addToCart(shopper, [{ fabric_id: fabric._id, quantity: 1.255 }]);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('items.0.quantity: must have at most two decimals (whole centimetres)');
  });

  it('keeps 1 meaning one metre and whole pieces for piece fabrics', async () => {
    const fabric = await mulmul();
    const packs = await addFabric(ctx.app, vendor, { name: 'Fat Quarter Pack', unit: 'per_piece', stock: 6 });
    const fractional = await addToCart(shopper, [{ fabric_id: packs._id, quantity: 1.5 }]);
    expect(fractional.statusCode).toBe(400);
    expect(messageOf(fractional)).toBe('Fat Quarter Pack is sold by the piece: order whole pieces.');
    const response = await checkout(shopper.headers, [
      { fabric_id: fabric._id, quantity: 1 },
      { fabric_id: packs._id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(201);
    expect(await storedStock(fabric)).toBe(1900);
    expect(await storedStock(packs)).toBe(400);
    expect(response.json<Order>().itemCount).toBe(3); // one cut and two pieces: a cut counts once, pieces each
  });

  it('says how many metres are left when a cart asks for more', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Last Bolt', stock: 2.5 });
    const response = await addToCart(shopper, [{ fabric_id: fabric._id, quantity: 3 }]);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Only 2.5 m of Last Bolt left in stock.');
  });
});

describe('line totals: price per metre × length, half-up to the paisa', () => {
  it('prices 2.5 m at Rs. 349.50/m as Rs. 873.75 in the cart, the order, the customer’s and the vendor’s view', async () => {
    const fabric = await mulmul();
    await clearCart(shopper);
    const cart = await addToCart(shopper, [{ fabric_id: fabric._id, quantity: 2.5 }]);
    expect(cart.json<Cart>().items[0]).toMatchObject({
      quantity: 2.5,
      unitPrice: 349.5,
      total: 873.75,
      kind: 'length',
    });

    const placed = await checkout(shopper.headers, [{ fabric_id: fabric._id, quantity: 2.5, price: 349.5 }], {
      totalPrice: 873.75,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order.items).toEqual([
      expect.objectContaining({ quantity: 2.5, price: 349.5, total: 873.75, unit: 'per_metre', kind: 'length' }),
    ]);
    expect(order.totalPrice).toBe(873.75);
    expect(await storedStock(fabric)).toBe(1750);

    const vendorView = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders',
      headers: vendor.headers,
    });
    const mine = vendorView.json<VendorOrder[]>().find((listed) => listed._id === order._id);
    expect(mine?.orderItems).toEqual([expect.objectContaining({ quantity: 2.5, price: 349.5, total: 873.75 })]);
    expect(mine?.totalPrice).toBe(873.75);
  });

  it('rounds each line half-up, then adds the lines: 0.25 m at 10.02 is 2.51, at 10.01 is 2.50', async () => {
    const roundsUp = await addFabric(ctx.app, vendor, { price: 10.02, stock: 5, minCut: 0.25, step: 0.25 });
    const roundsDown = await addFabric(ctx.app, vendor, { price: 10.01, stock: 5, minCut: 0.25, step: 0.25 });
    const placed = await checkout(shopper.headers, [
      { fabric_id: roundsUp._id, quantity: 0.25 },
      { fabric_id: roundsDown._id, quantity: 0.25 },
    ]);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order.items.map((line) => line.total).sort()).toEqual([2.5, 2.51]);
    expect(order.totalPrice).toBe(5.01);
    expect(order.parts[0]?.subtotal).toBe(5.01);
  });

  it('refuses a total the shopper was shown that the rule does not give', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 10.02, stock: 5, minCut: 0.25, step: 0.25 });
    const response = await checkout(shopper.headers, [{ fabric_id: fabric._id, quantity: 0.25 }], { totalPrice: 2.5 });
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('The order total is Rs. 2.51. Please review your cart.');
  });
});

describe('stock taken and returned to the centimetre', () => {
  it('sells a 2 m bolt in 0.1 m cuts to 30 racing buyers: 20 get a cut, the bolt ends at exactly 0', async () => {
    const bolt = await addFabric(ctx.app, vendor, { name: 'Racing Voile', stock: 2, minCut: 0.1, step: 0.1 });
    const buyers = await createUsersDirectly(ctx.database.db, 30, 'customer');
    const responses = await Promise.all(
      buyers.map((buyer) =>
        checkout({ authorization: `Bearer ${buyer.token}` }, [{ fabric_id: bolt._id, quantity: 0.1 }]),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(messageOf(refused)).toBe('Not enough Racing Voile left in stock for 0.1 m. Please review your cart.');
    }
    expect(await storedStock(bolt)).toBe(0);
    const fetched = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${bolt._id}` });
    expect(fetched.json<Fabric>().stock).toBe(0);
  });

  it('never goes below zero when buyers race with mixed cuts for the last 0.7 m', async () => {
    const bolt = await addFabric(ctx.app, vendor, { name: 'Mixed Cuts', stock: 0.7, minCut: 0.1, step: 0.1 });
    const buyers = await createUsersDirectly(ctx.database.db, 12, 'customer');
    const cuts = [0.3, 0.2, 0.1];
    const responses = await Promise.all(
      buyers.map((buyer, index) =>
        checkout({ authorization: `Bearer ${buyer.token}` }, [
          { fabric_id: bolt._id, quantity: cuts[index % cuts.length] ?? 0.1 },
        ]),
      ),
    );
    const sold = responses
      .filter((response) => response.statusCode === 201)
      .reduce((sum, response) => sum + Math.round((response.json<Order>().items[0]?.quantity ?? 0) * 100), 0);
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const left = await storedStock(bolt);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + (left ?? 0)).toBe(70);
  });

  it('returns exactly the cut to the bolt when the shopper cancels', async () => {
    const fabric = await mulmul();
    const placed = await checkout(shopper.headers, [{ fabric_id: fabric._id, quantity: 2.75 }]);
    expect(await storedStock(fabric)).toBe(1725);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.json<Order>()._id}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await storedStock(fabric)).toBe(2000);
  });
});

describe('the vendor’s dashboard by the metre', () => {
  it('counts metres sold and prices each line by the same rule as the orders, and lists low stock in metres', async () => {
    const seller = await signUp(ctx.app, 'vendor');
    const voile = await addFabric(ctx.app, seller, {
      name: 'Dash Voile',
      price: 10.02,
      stock: 3,
      minCut: 0.25,
      step: 0.25,
    });
    for (let order = 0; order < 2; order++) {
      const placed = await checkout(shopper.headers, [{ fabric_id: voile._id, quantity: 0.25 }]);
      expect(placed.json<Order>().totalPrice).toBe(2.51);
    }
    const response = await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', headers: seller.headers });
    const dashboard = response.json<VendorDashboard>();
    expect(dashboard.last30Days).toMatchObject({ unitsSold: 0.5, revenue: 5.02 });
    expect(dashboard.topFabrics).toEqual([{ _id: voile._id, name: 'Dash Voile', unitsSold: 0.5, revenue: 5.02 }]);
    expect(dashboard.lowStock).toEqual([{ _id: voile._id, name: 'Dash Voile', stock: 2.5 }]);
  });
});

async function fabricOfRolls(name: string, lengths: number[]): Promise<Fabric> {
  const stock = Math.round(lengths.reduce((sum, length) => sum + length * 100, 0)) / 100;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/fabrics',
    headers: vendor.headers,
    payload: {
      name,
      price: 200,
      stock,
      category: 'silk',
      minCut: 0.5,
      step: 0.1,
      rolls: lengths.map((length) => ({ length })),
    },
  });
  return response.json<Fabric>();
}

/** Two buyers checking out the same lines at once. */
async function race(items: Line[]) {
  const buyers = await createUsersDirectly(ctx.database.db, 2, 'customer');
  return Promise.all(buyers.map((buyer) => checkout({ authorization: `Bearer ${buyer.token}` }, items)));
}

const storedRolls = async (fabricId: string) => {
  const rolls = await ctx.database.db
    .select({ lengthCm: fabricRolls.lengthCm })
    .from(fabricRolls)
    .where(eq(fabricRolls.fabricId, fabricId))
    .orderBy(fabricRolls.number);
  const [fabric] = await ctx.database.db.select({ stock: fabrics.stock }).from(fabrics).where(eq(fabrics.id, fabricId));
  return { rolls: rolls.map((roll) => roll.lengthCm), stock: fabric?.stock };
};

// A length is cut from one roll, a remnant sold once.
describe('racing buyers for rolls', () => {
  it('for the one roll that holds their length: one wins, the other hears the longest piece, no roll goes below zero', async () => {
    // 10.5 m in stock covers both, but only the 5 m roll holds a 5 m length.
    const fabric = await fabricOfRolls('Racing Tussar', [5, 4.9, 0.6]);
    const responses = await race([{ fabric_id: fabric._id, quantity: 5 }]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const lost = responses.find((response) => response.statusCode === 409);
    expect(lost && messageOf(lost)).toBe(
      'The longest piece of Racing Tussar is 4.9 m: each length is cut in one piece from one roll. Please choose at most 4.9 m.',
    );
    expect(await storedRolls(fabric._id)).toEqual({ rolls: [0, 490, 60], stock: 550 });
  });

  it('for pieces of a fabric its vendor turns to metres meanwhile: refused, and its stock is still its rolls', async () => {
    const fabric = await addFabric(ctx.app, vendor, {
      name: 'Repacked Khadi',
      unit: 'per_piece',
      price: 100,
      stock: 5,
    });
    // The vendor's change reaches the fabric first, the checkout (priced as pieces) second.
    const held = await holdRow(ctx.databaseUrl ?? '', 'fabrics', fabric._id);
    const change = ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { unit: 'per_metre' },
    });
    await held.waiters(1);
    const placed = checkout(shopper.headers, [{ fabric_id: fabric._id, quantity: 2 }]);
    await held.waiters(2);
    await held.release();

    expect((await change).statusCode).toBe(200);
    const refused = await placed;
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'Repacked Khadi is now sold by the metre. Please review your cart.',
    ]);
    expect(await storedRolls(fabric._id)).toEqual({ rolls: [500], stock: 500 });
  });

  it('for a fabric its vendor deletes meanwhile: refused as no longer available, not as out of stock', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Withdrawn Mul', price: 100, stock: 5 });
    // The vendor's delete reaches the fabric first, the checkout (priced while it was live) second.
    const held = await holdRow(ctx.databaseUrl ?? '', 'fabrics', fabric._id);
    const deleted = ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers });
    await held.waiters(1);
    const placed = checkout(shopper.headers, [{ fabric_id: fabric._id, quantity: 2 }]);
    await held.waiters(2);
    await held.release();

    expect((await deleted).statusCode).toBe(200);
    const refused = await placed;
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'Withdrawn Mul is no longer available. Please remove it from your cart to place your order.',
    ]);
  });

  it('for one remnant: one buys it, the other is refused, and it is sold once', async () => {
    const fabric = await fabricOfRolls('Racing Remnant', [0.3, 2]);
    const rollId = fabric.remnants[0]?._id;
    const responses = await race([{ fabric_id: fabric._id, kind: 'remnant', roll_id: rollId }]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const lost = responses.find((response) => response.statusCode === 409);
    expect(lost && messageOf(lost)).toBe('That remnant of Racing Remnant is no longer for sale.');
    expect(await storedRolls(fabric._id)).toEqual({ rolls: [0, 200], stock: 200 });
  });
});
