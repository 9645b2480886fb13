import type { Cart, Fabric } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, signInOperator } from '../../../test-support/operator';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;
let otherShopper: TestUser;
let fabric: Fabric;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', shopper: 'customer', otherShopper: 'customer' });
  ctx = shop;
  ({ vendor, shopper, otherShopper } = shop.users);
  // Sold by the piece: the spec's whole quantities; lengths are tested in lengths.test.ts.
  fabric = await addFabric(ctx.app, vendor, { name: 'Cart Linen', price: 199.99, stock: 10, unit: 'per_piece' });
});
afterAll(() => ctx.close());

const getCart = async (user: TestUser) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/cart?userId=${user._id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Cart>();
};

const addToCart = (user: TestUser, fabricId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: user.headers,
    payload: { userId: user._id, items: [{ fabric_id: fabricId, price: 1, quantity, ...extra }] },
  });

describe('cart', () => {
  it('adds, adds again to the same line, sets, and removes with quantity 0', async () => {
    expect((await addToCart(shopper, fabric._id, 2)).statusCode).toBe(200);
    const added = await addToCart(shopper, fabric._id, 3);
    expect(added.json().items).toEqual([
      {
        product: {
          _id: fabric._id,
          name: 'Cart Linen',
          price: 199.99,
          image: fabric.image,
          stock: 10,
          unit: 'per_piece',
          minCut: null,
          step: null,
          swatchOffered: false,
          colourFamily: null,
          longestPiece: null,
          available: true,
        },
        quantity: 5,
        kind: 'length',
        unitPrice: 199.99,
        total: 999.95,
      },
    ]);

    const set = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
      payload: { userId: shopper._id, fabricId: fabric._id, quantity: 1 },
    });
    expect(set.json<Cart>().items[0]?.quantity).toBe(1);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
      payload: { quantity: 0 },
    });
    expect((await getCart(shopper)).items).toEqual([]);
  });

  it('shows the catalog price, never the price the client sent', async () => {
    await addToCart(otherShopper, fabric._id, 1, { price: 0.01 });
    expect((await getCart(otherShopper)).items[0]?.product.price).toBe(199.99);
    await ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: otherShopper.headers });
  });

  it("gives each line its fabric's colour family, for the thumbnail's box while the picture loads", async () => {
    const indigo = await addFabric(ctx.app, vendor, {
      name: 'Indigo Cart Linen',
      attributes: { colourFamily: 'blue' },
    });
    await addToCart(otherShopper, indigo._id, 1);
    await addToCart(otherShopper, fabric._id, 1);
    const lines = (await getCart(otherShopper)).items.map((line) => [line.product.name, line.product.colourFamily]);
    expect(lines).toEqual([
      ['Indigo Cart Linen', 'blue'],
      ['Cart Linen', null],
    ]);
    await ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: otherShopper.headers });
  });

  it('removes one line and clears the whole cart', async () => {
    const second = await addFabric(ctx.app, vendor, { name: 'Second' });
    await addToCart(shopper, fabric._id, 1);
    await addToCart(shopper, second._id, 1);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
      payload: { userId: shopper._id },
    });
    expect(removed.json<Cart>().items.map((item) => item.product._id)).toEqual([second._id]);

    const cleared = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await getCart(shopper)).items).toEqual([]);
  });

  it('refuses more than the stock with 409 and keeps the cart as it was', async () => {
    await addToCart(shopper, fabric._id, 4);
    const response = await addToCart(shopper, fabric._id, 7);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Only 10 of Cart Linen left in stock.');
    expect((await getCart(shopper)).items[0]?.quantity).toBe(4);
    await ctx.app.inject({ method: 'DELETE', url: '/api/cart/clear', headers: shopper.headers });
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional (finer than centimetres)', 1.555],
    ['absurdly large', 1_000_000],
    ['a string', 'two'],
  ])('refuses a %s quantity with 400', async (_label, quantity) => {
    const response = await addToCart(shopper, fabric._id, quantity as number);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/^items\.0\.quantity: /);
    expect((await getCart(shopper)).items).toEqual([]);
  });

  it('answers 404 for an unknown fabric and 400 for a malformed id', async () => {
    const unknown = await addToCart(shopper, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(404);
    const malformed = await addToCart(shopper, 'abc', 1);
    expect(malformed.statusCode).toBe(400);
    const notInCart = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
    });
    expect(notInCart.statusCode).toBe(404);
  });

  it('refuses another user’s id with 403 and changes nothing', async () => {
    await addToCart(otherShopper, fabric._id, 2);
    const attempts = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/cart?userId=${otherShopper._id}`, headers: shopper.headers }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: shopper.headers,
        payload: { userId: otherShopper._id, items: [{ fabric_id: fabric._id, quantity: 1 }] },
      }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/cart/${fabric._id}`,
        headers: shopper.headers,
        payload: { userId: otherShopper._id, quantity: 9 },
      }),
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/cart/${fabric._id}`,
        headers: shopper.headers,
        payload: { userId: otherShopper._id },
      }),
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/cart/clear',
        headers: shopper.headers,
        payload: { userId: otherShopper._id },
      }),
    ]);
    for (const response of attempts) expect(response.statusCode).toBe(403);
    expect((await getCart(otherShopper)).items[0]?.quantity).toBe(2);
    expect((await getCart(shopper)).items).toEqual([]);
  });

  it('is closed to visitors (401) and vendors (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const asVendor = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: vendor.headers });
    expect(asVendor.statusCode).toBe(403);
    expect(messageOf(asVendor)).toMatch(/Vendors do not have a cart/);
  });

  it('drops a fabric from every cart when its vendor deletes it', async () => {
    const doomed = await addFabric(ctx.app, vendor, { name: 'Doomed' });
    await addToCart(shopper, doomed._id, 1);
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${doomed._id}`, headers: vendor.headers });
    expect((await getCart(shopper)).items.map((item) => item.product._id)).not.toContain(doomed._id);
  });

  it("keeps a suspended vendor's line in the cart as not available, with its total, so the screens can leave it out of the sum", async () => {
    const operator = await signInOperator(ctx.app, ctx.database);
    const mill = await signUp(ctx.app, 'vendor', { name: 'Suspended Mill' });
    const withdrawn = await addFabric(ctx.app, mill, { name: 'Withdrawn Silk', price: 900, unit: 'per_piece' });
    const buyer = await signUp(ctx.app, 'customer');
    await addToCart(buyer, fabric._id, 1);
    await addToCart(buyer, withdrawn._id, 1);
    await asOperator(ctx.app, operator, 'POST', `/api/admin/vendors/${mill._id}/suspend`, { reason: 'Unpaid fees' });

    const lines = (await getCart(buyer)).items.map((line) => [line.product.name, line.product.available, line.total]);
    expect(lines).toEqual([
      ['Cart Linen', true, 199.99],
      ['Withdrawn Silk', false, 900],
    ]);
  });
});

describe('a coupon in a cart holding a remnant another shopper bought', () => {
  it('is worked out on the lines checkout can take: the sold remnant adds nothing toward it', async () => {
    const [buyer, other] = await Promise.all([signUp(ctx.app, 'customer'), signUp(ctx.app, 'customer')]);
    const ends = await addFabric(ctx.app, vendor, {
      name: 'Couponed Ends',
      price: 350,
      stock: 5.3,
      minCut: 0.5,
      step: 0.1,
      rolls: [{ length: 5 }, { length: 0.3 }],
    });
    const rollId = ends.remnants[0]?._id;
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: buyer.headers,
      payload: {
        items: [
          { fabric_id: ends._id, quantity: 1 },
          { fabric_id: ends._id, kind: 'remnant', roll_id: rollId },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const operator = await signInOperator(ctx.app, ctx.database);
    const code = `ENDS${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: operator.headers,
      payload: { code, kind: 'fixed', value: 100, minOrder: 340 },
    });
    expect(first.statusCode).toBe(201);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: buyer.headers,
      payload: { code },
    });
    expect(applied.json<Cart>().discount).toBe(100);

    const sold = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: other.headers,
      payload: {
        items: [{ fabric_id: ends._id, kind: 'remnant', roll_id: rollId }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: {
          address: '1 Loom Lane',
          city: 'Surat',
          state: 'Gujarat',
          postalCode: '395003',
          country: 'India',
        },
      },
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const cart = await getCart(buyer);
    expect(cart.items.find((item) => item.kind === 'remnant')?.product.available).toBe(false);
    // Still Rs. 350 of buyable lines, over the minimum: the coupon stands, on the length alone.
    expect(cart.discount).toBe(100);
    const applyAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: operator.headers,
      payload: { code: `${code}X`, kind: 'fixed', value: 100, minOrder: 400 },
    });
    expect(applyAgain.statusCode).toBe(201);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: buyer.headers,
      payload: { code: `${code}X` },
    });
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      `Coupon ${code}X needs an order of at least Rs. 400.00; yours comes to Rs. 350.00.`,
    ]);
  });
});
