import type { Cart, Fabric } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import { signInOperator } from '../../../test-support/operator';
import { loadSourceRenderer } from '../../../test-support/source-renderer';
import {
  addFabric,
  createTestApp,
  messageOf,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

/**
 * A vendor that is not active, or a fabric the operator hid, leaves every storefront surface at
 * once (the catalog cache is on, as in production): list, search, facets and their counts, the
 * fabric by id, its page, the sitemap and the home page's new arrivals; carts show it unavailable
 * and checkout refuses it. Reinstating or unhiding brings all of it back.
 */
let source: Awaited<ReturnType<typeof loadSourceRenderer>>;
let ctx: TestContext;
let operator: TestUser;
let vendor: TestUser;
let otherVendor: TestUser;
let shopper: TestUser;
let fabric: Fabric;

beforeAll(async () => {
  source = await loadSourceRenderer();
  ctx = await createTestApp({ storefrontRenderer: source.renderer, publicUrl: 'https://shop.example' });
  [vendor, otherVendor, shopper] = await Promise.all([
    signUp(ctx.app, 'vendor', { name: 'Indigo Looms' }),
    signUp(ctx.app, 'vendor', { name: 'Steady Mills' }),
    signUp(ctx.app, 'customer'),
  ]);
  operator = await signInOperator(ctx.app, ctx.database);
  await addFabric(ctx.app, otherVendor, { name: 'Steady Poplin', category: 'cotton' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await source?.close();
});

const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, ...(user && { headers: user.headers }) });

/** Everything a shopper could see of the catalog, as text to compare and search. */
async function storefront() {
  const list = await get('/api/fabrics');
  // Before the fabric exists, an id no fabric has.
  const id = (fabric as Fabric | undefined)?._id ?? '00000000-0000-4000-8000-000000000000';
  const sitemap = await get('/sitemaps/fabrics-1-of-1.xml');
  return {
    list: list.json<Fabric[]>().map((item) => item.name),
    total: list.headers['x-total-count'],
    search: (await get('/api/fabrics?q=zardozi')).json<Fabric[]>().map((item) => item.name),
    categoryTotal: (await get('/api/fabrics?category=silk')).headers['x-total-count'],
    facets: (await get('/api/fabrics/facets')).json(),
    filteredFacets: (await get('/api/fabrics/facets?category=silk')).json(),
    byId: (await get(`/api/fabrics/${id}`)).statusCode,
    page: (await get(`/product/${id}`)).statusCode,
    sitemapHasIt: sitemap.body.includes(id),
    homeHasIt: (await get('/')).body.includes('Zardozi Silk'),
  };
}

describe('a vendor that is not active, and a hidden fabric, leave the storefront', () => {
  let without: Awaited<ReturnType<typeof storefront>>;
  let withIt: Awaited<ReturnType<typeof storefront>>;

  it('shows the fabric everywhere while its vendor is active', async () => {
    // The storefront before the fabric exists is what every later check compares against.
    without = { ...(await storefront()), byId: 404, page: 404 };
    fabric = await addFabric(ctx.app, vendor, {
      name: 'Zardozi Silk',
      category: 'silk',
      description: 'zardozi embroidered',
      stock: 20,
      attributes: { colourFamily: 'yellow', pattern: 'embroidered' },
    });
    withIt = await storefront();
    expect(withIt.list).toContain('Zardozi Silk');
    expect(withIt.search).toEqual(['Zardozi Silk']);
    expect(withIt).toMatchObject({ byId: 200, page: 200, sitemapHasIt: true, homeHasIt: true });
    expect(withIt.facets).not.toEqual(without.facets);
    expect(Number(withIt.total)).toBe(Number(without.total) + 1);
  });

  it('takes everything away at once when the vendor is suspended, and keeps its orders moving', async () => {
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 2 }] },
    });
    const suspended = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${vendor._id}/suspend`,
      headers: operator.headers,
      payload: { reason: 'Counterfeit zari reported by shoppers' },
    });
    expect(suspended.statusCode).toBe(200);

    const now = await storefront();
    expect(now).toEqual({ ...without, byId: 404, page: 404, sitemapHasIt: false, homeHasIt: false });
    expect(now.list).not.toContain('Zardozi Silk');

    // The vendor still sees its own fabric, and why it is out.
    const own = await get(`/api/fabrics/vendor/fabrics/${fabric._id}`, vendor);
    expect(own.statusCode).toBe(200);
    expect((await get('/api/vendor/standing', vendor)).json()).toEqual({
      status: 'suspended',
      reason: 'Counterfeit zari reported by shoppers',
    });

    // The shopper's cart says the line is unavailable; checkout names it and writes nothing.
    const cart = (await get('/api/cart', shopper)).json<Cart>();
    expect(cart.items.map((item) => [item.product.name, item.product.available])).toEqual([['Zardozi Silk', false]]);
    const before = await databaseFingerprint(ctx.database.db);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        items: [{ fabric_id: fabric._id, quantity: 2 }],
        paymentMethod: 'upi',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(checkout.statusCode).toBe(409);
    expect(messageOf(checkout)).toContain('Zardozi Silk is no longer available');
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);

    // It cannot add or change fabrics, and is told why.
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: 'More silk', price: 10, stock: 1, category: 'silk' },
    });
    expect(create.statusCode).toBe(403);
    expect(messageOf(create)).toContain('Counterfeit zari reported by shoppers');
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { price: 1 },
    });
    expect(update.statusCode).toBe(403);
    const reorder = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/vendor/fabrics/${fabric._id}/images/order`,
      headers: vendor.headers,
      payload: { order: [] },
    });
    expect(reorder.statusCode).toBe(403);

    // Its order still moves, so the shopper is not left waiting.
    expect((await moveOrderPart(ctx.app, vendor, order._id, 'accepted')).statusCode).toBe(200);
  });

  it('brings everything back at once when the vendor is reinstated', async () => {
    const reinstated = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${vendor._id}/reinstate`,
      headers: operator.headers,
    });
    expect(reinstated.statusCode).toBe(200);
    const now = await storefront();
    // Stock went down by the order, which the list does not show by name; everything else is as before.
    expect(now).toEqual(withIt);
    const cart = (await get('/api/cart', shopper)).json<Cart>();
    expect(cart.items.map((item) => item.product.available)).toEqual([true]);
  });

  it('takes a hidden fabric away the same way, shows the vendor the reason, and brings it back when unhidden', async () => {
    const hidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/fabrics/${fabric._id}/hide`,
      headers: operator.headers,
      payload: { reason: 'Photos show another shop’s watermark' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await storefront()).toEqual({ ...without, byId: 404, page: 404, sitemapHasIt: false, homeHasIt: false });
    const own = (await get(`/api/fabrics/vendor/fabrics/${fabric._id}`, vendor)).json<Fabric>();
    expect(own.hiddenReason).toBe('Photos show another shop’s watermark');

    // Editing it does not bring it back: only the operator unhides.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { description: 'zardozi embroidered, new photos' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(`/api/fabrics/${fabric._id}`)).statusCode).toBe(404);

    await ctx.app.inject({ method: 'POST', url: `/api/admin/fabrics/${fabric._id}/unhide`, headers: operator.headers });
    expect((await storefront()).byId).toBe(200);
    expect(
      (await get(`/api/fabrics/vendor/fabrics/${fabric._id}`, vendor)).json<Fabric>().hiddenReason,
    ).toBeUndefined();
  });
});
