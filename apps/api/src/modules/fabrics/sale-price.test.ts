import type { Cart, Fabric, FabricFacets, Order } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createTestApp,
  messageOf,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { sweepStaleListedPrices } from './listed-price';

// A minute-long cache: a sale must still end on time, by the cache's rule (no entry past the next boundary).
let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ catalogCacheMs: 60_000 });
  [vendor, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
});
afterAll(() => ctx.close());

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const get = <T>(url: string, user?: TestUser) =>
  ctx.app.inject({ method: 'GET', url, ...(user && { headers: user.headers }) }).then((response) => response.json<T>());
const update = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${id}`, headers: vendor.headers, payload });

describe('sale prices', () => {
  it('takes a sale on create and update, refuses a sale price not below the price or an end before the start', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Sale silk', price: 800 });
    expect(silk).toMatchObject({ price: 800, compareAtPrice: null, salePrice: null });

    for (const [payload, message] of [
      [{ salePrice: 800 }, 'salePrice: Sale price must be less than the regular price'],
      [
        { salePrice: 500, saleStartsAt: inAnHour(), saleEndsAt: new Date().toISOString() },
        'saleEndsAt: The sale must end after it starts',
      ],
    ] as const) {
      const refused = await update(silk._id, payload);
      expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({ status: 400, message });
    }
    const onSale = (await update(silk._id, { salePrice: 600, saleEndsAt: inAnHour() })).json<Fabric>();
    expect(onSale).toMatchObject({ price: 600, compareAtPrice: 800, salePrice: 600 });
    // Lowering the price to the sale price would leave no sale: refused, with the sale as it was.
    const lowered = await update(silk._id, { price: 600 });
    expect(messageOf(lowered)).toBe('salePrice: Sale price must be less than the regular price');
    expect((await get<Fabric>(`/api/fabrics/${silk._id}`)).price).toBe(600);

    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: {
        name: 'Later sale',
        price: 300,
        stock: 5,
        category: 'cotton',
        salePrice: 200,
        saleStartsAt: inAnHour(),
      },
    });
    expect(later.json<Fabric>()).toMatchObject({ price: 300, compareAtPrice: null, salePrice: 200 });
    const ended = (await update(silk._id, { salePrice: null })).json<Fabric>();
    expect(ended).toMatchObject({ price: 800, compareAtPrice: null, salePrice: null, saleEndsAt: null });
  });

  it('lists the fabrics on sale with onSale=true and counts them in the facets', async () => {
    const tag = `saletag${crypto.randomUUID().slice(0, 6)}`;
    const [cheap] = await Promise.all([
      addFabric(ctx.app, vendor, { name: `Cheap ${tag}`, price: 500 }),
      addFabric(ctx.app, vendor, { name: `Full ${tag}`, price: 500 }),
    ]);
    await update(cheap?._id ?? '', { salePrice: 250 });
    const listed = await get<Fabric[]>(`/api/fabrics?onSale=true&q=${tag}`);
    expect(listed.map((fabric) => [fabric.name, fabric.price, fabric.compareAtPrice])).toEqual([
      [`Cheap ${tag}`, 250, 500],
    ]);
    const facets = await get<FabricFacets>(`/api/fabrics/facets?q=${tag}`);
    expect(facets.onSale).toEqual([{ value: 'true', count: 1 }]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/fabrics?onSale=yes' })).statusCode).toBe(400);
  });

  it('sorts, filters and searches by the price a shopper pays, and by the regular price once the sale has ended and the sweep has run', async () => {
    const tag = `listedtag${crypto.randomUUID().slice(0, 6)}`;
    const [chiffon, , , georgette] = await Promise.all([
      addFabric(ctx.app, vendor, { name: `Chiffon ${tag}`, price: 700 }),
      addFabric(ctx.app, vendor, { name: `Voile ${tag}`, price: 540 }),
      addFabric(ctx.app, vendor, { name: `Lawn ${tag}`, price: 520 }),
      addFabric(ctx.app, vendor, { name: `Georgette ${tag}`, price: 650 }),
    ]);
    await update(chiffon?._id ?? '', { salePrice: 381.37, saleEndsAt: inAnHour() });
    // A sale that has not started lists the regular price.
    await update(georgette?._id ?? '', { salePrice: 300, saleStartsAt: inAnHour() });
    const shown = async (url: string) =>
      (await get<Fabric[]>(url)).map((fabric) => `${fabric.name.split(' ')[0]} ${fabric.price}`);

    expect(await shown(`/api/fabrics?q=${tag}&sort=price_asc`)).toEqual([
      'Chiffon 381.37',
      'Lawn 520',
      'Voile 540',
      'Georgette 650',
    ]);
    // The search index's copy of the price (newest first), and the catalog's price range without a search.
    expect(await shown(`/api/fabrics?q=${tag}&maxPrice=530`)).toEqual(['Lawn 520', 'Chiffon 381.37']);
    expect(await shown('/api/fabrics?minPrice=381.37&maxPrice=381.37')).toEqual(['Chiffon 381.37']);

    // An hour passes: the sale's window moves into the past with no write the listed price's trigger sees.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table fabrics disable trigger fabrics_listed_price`);
      await tx.execute(sql`update fabrics set sale_starts_at = now() - interval '2 hours',
        sale_ends_at = now() - interval '1 hour', listed_price_changes_at = now() - interval '1 hour'
        where id = ${chiffon?._id}`);
      await tx.execute(sql`alter table fabrics enable trigger fabrics_listed_price`);
    });
    // Shown at once at the regular price; listed by it once the sweep has run.
    expect((await get<Fabric>(`/api/fabrics/${chiffon?._id}`)).price).toBe(700);
    // The sweep as every process runs it: it moves the fabric, and then clears that process's caches.
    let cachesCleared = 0;
    const moved = await sweepStaleListedPrices(ctx.database.db, () => {
      cachesCleared += 1;
    });
    expect({ moved, cachesCleared }).toEqual({ moved: 1, cachesCleared: 1 });
    expect(await shown(`/api/fabrics?q=${tag}&sort=price_desc`)).toEqual([
      'Chiffon 700',
      'Georgette 650',
      'Voile 540',
      'Lawn 520',
    ]);
    expect(await shown(`/api/fabrics?q=${tag}&maxPrice=530`)).toEqual(['Lawn 520']);
    expect(await shown('/api/fabrics?minPrice=381.37&maxPrice=381.37')).toEqual([]);
    expect(await shown(`/api/fabrics?minPrice=699.99&maxPrice=700.01&q=${tag}`)).toEqual(['Chiffon 700']);
  });

  it('ends by itself at saleEndsAt: in the minute-long catalog cache, the cart and checkout', async () => {
    const endsAt = Date.now() + 1500;
    const linen = await addFabric(ctx.app, vendor, { name: 'Flash linen', price: 400, stock: 10 });
    await update(linen._id, { salePrice: 300, saleEndsAt: new Date(endsAt).toISOString() });
    const items = [{ fabric_id: linen._id, quantity: 2 }];
    await ctx.app.inject({ method: 'POST', url: '/api/cart', headers: shopper.headers, payload: { items } });

    const priceInCatalog = async () =>
      (await get<Fabric[]>('/api/fabrics?limit=100')).find((fabric) => fabric._id === linen._id)?.price;
    const saleCount = async () => (await get<FabricFacets>('/api/fabrics/facets')).onSale?.[0]?.count ?? 0;
    expect(await priceInCatalog()).toBe(300);
    const countOnSale = await saleCount();
    expect((await get<Cart>('/api/cart', shopper)).items[0]?.total).toBe(600);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt - Date.now()) + 50));
    // No write since: the kept answers expired at the boundary, well before the minute.
    expect(await priceInCatalog()).toBe(400);
    expect(await saleCount()).toBe(countOnSale - 1);
    expect((await get<Fabric>(`/api/fabrics/${linen._id}`)).compareAtPrice).toBeNull();
    expect((await get<Cart>('/api/cart', shopper)).items[0]?.total).toBe(800);
    const stale = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        items: [{ ...items[0], price: 300 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect({ status: stale.statusCode, message: messageOf(stale) }).toEqual({
      status: 409,
      message: 'The price of Flash linen is now Rs. 400.00. Please review your cart.',
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: { items, paymentMethod: 'cash_on_delivery', shippingAddress: SHIPPING_ADDRESS },
    });
    expect(placed.json<Order>().totalPrice).toBe(800);
  });
});
