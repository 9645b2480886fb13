import type { Fabric } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createShopWithUsers,
  createTestApp,
  messageOf,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';

/** Where a filtered total stops counting: the shopper reads "1,000+". */
const COUNT_CAP = 1_000;

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;
/** The vendor of the thousands of fabrics the totals' tests write, so that the other vendors' lists stay short. */
let bulkVendor: TestUser;
let customer: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({
    vendor: { role: 'vendor', name: 'Loom House' },
    otherVendor: 'vendor',
    bulkVendor: 'vendor',
    customer: 'customer',
  });
  ctx = shop;
  ({ vendor, otherVendor, bulkVendor, customer } = shop.users);
});
afterAll(() => ctx.close());

const listFabrics = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query}` });
  expect(response.statusCode).toBe(200);
  return { fabrics: response.json<Fabric[]>(), total: Number(response.headers['x-total-count']), response };
};

describe('GET /api/fabrics', () => {
  it('answers a JSON array of fabrics with the spec fields and the vendor', async () => {
    const added = await addFabric(ctx.app, vendor, {
      name: 'Indigo Mulmul',
      price: 420.5,
      stock: 7,
      category: 'Cotton',
    });
    const { fabrics } = await listFabrics();
    const found = fabrics.find((fabric) => fabric._id === added._id);
    expect(found).toMatchObject({
      name: 'Indigo Mulmul',
      price: 420.5,
      stock: 7,
      category: 'cotton',
      description: 'Soft',
      vendor: { _id: vendor._id, name: 'Loom House' },
    });
    expect(found?.image).toMatch(/^\/swatches\/cotton-[0-9a-f]+\.svg$/);
  });

  it('filters by category, price and text, sorts, pages, and reports the total', async () => {
    const tag = `zz${Date.now()}`;
    await addFabric(ctx.app, vendor, { name: `${tag} silk A`, category: 'silk', price: 900 });
    await addFabric(ctx.app, vendor, { name: `${tag} silk B`, category: 'silk', price: 1500 });
    await addFabric(ctx.app, vendor, {
      name: `${tag} wool`,
      category: 'wool',
      price: 1200,
      description: 'warm 100%_wool',
    });

    const bySearch = await listFabrics(`?q=${tag}&sort=price_desc`);
    expect(bySearch.fabrics.map((fabric) => fabric.price)).toEqual([1500, 1200, 900]);
    expect(bySearch.total).toBe(3);

    const silkUnder1000 = await listFabrics(`?q=${tag}&category=silk&maxPrice=1000`);
    expect(silkUnder1000.fabrics.map((fabric) => fabric.name)).toEqual([`${tag} silk A`]);

    const paged = await listFabrics(`?q=${tag}&sort=name&limit=2&page=2`);
    expect(paged.fabrics.map((fabric) => fabric.name)).toEqual([`${tag} wool`]);
    expect(paged.total).toBe(3);
    expect(paged.response.headers.link).toContain('rel="prev"');

    // LIKE's wildcards are no wildcards here: "100%_wool" is the words "100" and "wool".
    const wildcard = await listFabrics(`?q=${encodeURIComponent(`${tag}%_100%_wool`)}`);
    expect(wildcard.fabrics.map((fabric) => fabric.name)).toEqual([`${tag} wool`]);
  });

  it.each([
    ['?limit=101', /^limit: /],
    ['?limit=0', /^limit: /],
    ['?page=-1', /^page: /],
    ['?minPrice=abc', /^minPrice: /],
    ['?sort=random', /^sort: /],
  ])('refuses the query %s with 400', async (query, message) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query}` });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
  });
});

describe('catalog totals', () => {
  const totalFor = async (query: string) =>
    Number((await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query}` })).headers['x-total-count']);

  it('stay exact as fabrics are added, moved to another category and deleted', async () => {
    const [all, velvet, denim] = await Promise.all([
      totalFor(''),
      totalFor('?category=velvet'),
      totalFor('?category=denim'),
    ]);
    const added = await addFabric(ctx.app, vendor, { category: 'velvet' });
    await addFabric(ctx.app, vendor, { category: 'velvet' });
    expect(await totalFor('')).toBe(all + 2);
    expect(await totalFor('?category=velvet')).toBe(velvet + 2);

    await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${added._id}`,
      headers: vendor.headers,
      payload: { category: 'denim' },
    });
    expect(await totalFor('?category=velvet')).toBe(velvet + 1);
    expect(await totalFor('?category=denim')).toBe(denim + 1);

    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${added._id}`, headers: vendor.headers });
    expect(await totalFor('?category=denim')).toBe(denim);
    expect(await totalFor('')).toBe(all + 1);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?limit=100' });
    expect(Number(listed.headers['x-total-count'])).toBe(listed.json<Fabric[]>().length);
  });

  it('are reported on a page past the last one too, which has no fabrics to carry them', async () => {
    await addFabric(ctx.app, vendor, { category: 'chiffon', price: 4321 });
    for (const query of ['?category=chiffon', '?category=chiffon&minPrice=4000&maxPrice=4500', '']) {
      const first = await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query || '?'}&limit=100` });
      const beyond = await ctx.app.inject({ method: 'GET', url: `/api/fabrics${query || '?'}&limit=100&page=999` });
      expect(beyond.json()).toEqual([]);
      expect(Number(beyond.headers['x-total-count'])).toBeGreaterThan(0);
      expect(beyond.headers['x-total-count']).toBe(first.headers['x-total-count']);
    }
  });

  it('are capped for a filter that matches more than COUNT_CAP fabrics, and say so', async () => {
    const tag = `bulk${Date.now()}`;
    await ctx.database.db.execute(sql`
      insert into fabrics (vendor_id, name, category, price_paise, stock)
      select ${bulkVendor._id}, ${tag} || ' ' || g, 'linen', 1000 + g, 1 from generate_series(1, ${COUNT_CAP + 1}) g`);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?q=${tag}&limit=5` });
    expect(response.json<Fabric[]>()).toHaveLength(5);
    expect(response.headers['x-total-count']).toBe(String(COUNT_CAP));
    expect(response.headers['x-total-count-exact']).toBe('false');
    expect(response.headers.link).toContain('rel="next"');
  });
});

describe('price-filtered totals', () => {
  const category = `priced${Date.now()}`;
  // Rupee ranges that start, end or stay inside a Rs. 100 step of price, or on its edges.
  const ranges: [number | undefined, number | undefined][] = [
    [99.99, 100],
    [100, 100],
    [100, 199.99],
    [99.99, 300.01],
    [0.01, 1000],
    [250.5, 300],
    [150, 160],
    [300, undefined],
    [undefined, 100],
    [1000.01, undefined],
  ];

  async function expectTotalsToMatchTheFabrics() {
    for (const [min, max] of ranges) {
      const query = new URLSearchParams({ category });
      if (min !== undefined) query.set('minPrice', String(min));
      if (max !== undefined) query.set('maxPrice', String(max));
      const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?${query}` });
      const [counted] = await queryRows<{ total: number }>(
        ctx.database.db,
        sql`select count(*)::int as total from fabrics
          where deleted_at is null and category = ${category}
            and price_paise >= ${Math.round((min ?? 0) * 100)} and price_paise <= ${Math.round((max ?? 1e7) * 100)}`,
      );
      expect(`${min}–${max}: ${response.headers['x-total-count']}`).toBe(`${min}–${max}: ${counted?.total}`);
    }
  }

  it('match counting the fabrics, and follow a reprice, a move and a delete', async () => {
    const prices = [
      9_999, 10_000, 10_001, 19_999, 20_000, 25_050, 29_999, 30_000, 30_001, 45_000, 99_999, 100_000, 100_001,
    ];
    await ctx.database.db.execute(sql`insert into fabrics (vendor_id, name, category, price_paise, stock)
      select ${vendor._id}, 'Band ' || price, ${category}, price, 1 from unnest(${`{${prices.join(',')}}`}::int[]) as price`);
    await expectTotalsToMatchTheFabrics();

    const { fabrics: listed } = await listFabrics(`?category=${category}&limit=100`);
    const pricedAt = (rupees: number) => listed.find((fabric) => fabric.price === rupees)?._id;
    const edit = (id: string | undefined, payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${id}`, headers: vendor.headers, payload });
    expect((await edit(pricedAt(450), { price: 155 })).statusCode).toBe(200);
    expect((await edit(pricedAt(300), { category: 'silk' })).statusCode).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/fabrics/${pricedAt(999.99)}`,
      headers: vendor.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await expectTotalsToMatchTheFabrics();
  });
});

describe('price bounds beyond any price', () => {
  it('answer like no ceiling, or like a floor no fabric reaches, instead of an error', async () => {
    await addFabric(ctx.app, vendor, { category: 'velvet', price: 999 });
    const unbounded = await listFabrics('?category=velvet');
    for (const ceiling of ['21474836.48', '100000000000', '1e300']) {
      const { total } = await listFabrics(`?category=velvet&maxPrice=${ceiling}`);
      expect(total).toBe(unbounded.total);
    }
    const { fabrics: none, total } = await listFabrics('?category=velvet&minPrice=100000000000');
    expect(none).toEqual([]);
    expect(total).toBe(0);
  });
});

describe('paging past COUNT_CAP matches', () => {
  it('keeps offering the next page while fabrics remain, and stops at the last one', async () => {
    const tag = `deep${Date.now()}`;
    const extra = 30;
    // Rs. 90,000 and up: no other test's fabric is in this price band.
    await ctx.database.db.execute(sql`
      insert into fabrics (vendor_id, name, category, price_paise, stock)
      select ${bulkVendor._id}, ${tag} || ' ' || g, 'wool', 9000000 + g, 1 from generate_series(1, ${COUNT_CAP + extra}) g`);
    const lastFullPage = COUNT_CAP / 100;
    for (const filter of [`q=${tag}`, 'category=wool&minPrice=90000', 'minPrice=90000&sort=price_desc']) {
      const full = await ctx.app.inject({
        method: 'GET',
        url: `/api/fabrics?${filter}&limit=100&page=${lastFullPage}`,
      });
      expect(full.json<Fabric[]>()).toHaveLength(100);
      expect(full.headers.link).toContain('rel="next"');

      const last = await ctx.app.inject({
        method: 'GET',
        url: `/api/fabrics?${filter}&limit=100&page=${lastFullPage + 1}`,
      });
      expect(last.json<Fabric[]>()).toHaveLength(extra);
      expect(last.headers.link ?? '').not.toContain('rel="next"');
      expect(last.headers['x-total-count']).toBe(String(COUNT_CAP + extra));
      expect(last.headers['x-total-count-exact']).toBeUndefined();
    }
  });
});

describe('the catalog cache', () => {
  it('keeps the plain browse pages, while price filters and searches read the database every time', async () => {
    // Another process's write reaches this one's cache only when the entry expires; a minute here.
    const cached = await createTestApp({ catalogCacheMs: 60_000 });
    try {
      const seller = await signUp(cached.app, 'vendor');
      const tag = `cache${Date.now()}`;
      const added = await addFabric(cached.app, seller, { name: `${tag} Tussar`, category: 'silk', price: 500 });
      const pages = ['?category=silk', '?sort=price_asc', '?minPrice=100', `?q=${tag}`, '?category=silk&maxPrice=900'];
      const pricesOn = async () => {
        const prices: Record<string, number | undefined> = {};
        for (const page of pages) {
          const response = await cached.app.inject({ method: 'GET', url: `/api/fabrics${page}` });
          prices[page] = response.json<Fabric[]>().find((fabric) => fabric._id === added._id)?.price;
        }
        return prices;
      };
      expect(Object.values(await pricesOn())).toEqual([500, 500, 500, 500, 500]);

      await cached.database.db.execute(sql`update fabrics set price_paise = 45000 where id = ${added._id}`);

      expect(await pricesOn()).toEqual({
        '?category=silk': 500,
        '?sort=price_asc': 500,
        '?minPrice=100': 450,
        [`?q=${tag}`]: 450,
        '?category=silk&maxPrice=900': 450,
      });
    } finally {
      await cached.close();
    }
    // An app and a database of its own, as the set-up hooks build (their limit): 7 s quiet, 21 s beside
    // another clone's full run.
  }, 60_000);
});

describe('GET /api/fabrics/:id', () => {
  it('answers one fabric, and 404 for an unknown or deleted one and 400 for a malformed id', async () => {
    const added = await addFabric(ctx.app, vendor);
    const found = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${added._id}` });
    expect(found.json()).toMatchObject({ _id: added._id, name: 'Test Cotton' });

    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${added._id}`, headers: vendor.headers });
    const deleted = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${added._id}` });
    expect(deleted.statusCode).toBe(404);
    expect(messageOf(deleted)).toBe('Product not found.');

    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/fabrics/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('vendor fabrics', () => {
  it('lists only the vendor’s own fabrics', async () => {
    const mine = await addFabric(ctx.app, vendor, { name: 'Mine' });
    const theirs = await addFabric(ctx.app, otherVendor, { name: 'Theirs' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/fabrics/vendor/fabrics',
      headers: vendor.headers,
    });
    const ids = response.json<Fabric[]>().map((fabric) => fabric._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(theirs._id);
  });

  it('shows, updates and deletes a vendor’s own fabric', async () => {
    const added = await addFabric(ctx.app, vendor, { price: 100 });
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/fabrics/vendor/fabrics/${added._id}`,
      headers: vendor.headers,
    });
    expect(shown.json().price).toBe(100);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${added._id}`,
      headers: vendor.headers,
      payload: { name: 'Renamed', price: 123.45, description: 'New', stock: 3, image: 'https://img.example/x.jpg' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      price: 123.45,
      stock: 3,
      image: 'https://img.example/x.jpg',
      category: 'cotton',
    });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/fabrics/${added._id}`,
      headers: vendor.headers,
    });
    expect(deleted.json()).toEqual({ message: 'Product deleted successfully!' });
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/fabrics/vendor/fabrics/${added._id}`,
      headers: vendor.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('keeps another vendor’s fabric out of reach: 404 to read, update or delete, and nothing changes', async () => {
    const added = await addFabric(ctx.app, vendor, { name: 'Guarded', price: 500, stock: 5 });
    const attempts = [
      ctx.app.inject({ method: 'GET', url: `/api/fabrics/vendor/fabrics/${added._id}`, headers: otherVendor.headers }),
      ctx.app.inject({
        method: 'PUT',
        url: `/api/fabrics/${added._id}`,
        headers: otherVendor.headers,
        payload: { price: 1 },
      }),
      ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${added._id}`, headers: otherVendor.headers }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const still = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${added._id}` });
    expect(still.json()).toMatchObject({ name: 'Guarded', price: 500, stock: 5 });
  });

  it('answers 401 to visitors and 403 to customers on every vendor route', async () => {
    const added = await addFabric(ctx.app, vendor);
    const routes = [
      { method: 'GET', url: '/api/fabrics/vendor/fabrics' },
      { method: 'GET', url: `/api/fabrics/vendor/fabrics/${added._id}` },
      { method: 'POST', url: '/api/fabrics', payload: { name: 'X', price: 1, stock: 1, category: 'silk' } },
      { method: 'PUT', url: `/api/fabrics/${added._id}`, payload: { price: 1 } },
      { method: 'DELETE', url: `/api/fabrics/${added._id}` },
    ] as const;
    for (const route of routes) {
      expect((await ctx.app.inject({ ...route })).statusCode).toBe(401);
      expect((await ctx.app.inject({ ...route, headers: customer.headers })).statusCode).toBe(403);
    }
    const still = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${added._id}` });
    expect(still.json().price).toBe(250.5);
  });

  it('ignores a vendor id sent in the body: the fabric belongs to the caller', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: {
        name: 'Mine for sure',
        price: 10,
        stock: 1,
        category: 'silk',
        vendorId: otherVendor._id,
        _id: customer._id,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().vendor._id).toBe(vendor._id);
    expect(response.json()._id).not.toBe(customer._id);
  });

  it.each([
    ['a negative price', { price: -5 }, /^price: /],
    ['a zero price', { price: 0 }, /^price: /],
    ['a non-numeric price', { price: 'cheap' }, /^price: /],
    ['three decimals', { price: 10.555 }, /^price: must have at most two decimals/],
    ['negative stock', { stock: -1 }, /^stock: Stock cannot be negative/],
    ['fractional stock of a piece fabric', { stock: 1.5, unit: 'per_piece' }, /^stock: Stock must be a whole number/],
    ['stock finer than centimetres', { stock: 1.555 }, /^stock: Stock must have at most two decimals/],
    ['a missing name', { name: undefined }, /^name: Name is required/],
    ['a missing category', { category: undefined }, /^category: Category is required/],
    ['a javascript: image', { image: 'javascript:alert(1)' }, /^image: Image URL must start with/],
    ['a protocol-relative image', { image: '//evil.example/x.png' }, /^image: /],
    ['a backslash path that browsers read as another host', { image: '/\\evil.example/x.png' }, /^image: /],
    ['an absurd stock', { stock: 10_000_000 }, /^stock: /],
  ])('refuses a fabric with %s, and stores nothing', async (_label, change, message) => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/fabrics/vendor/fabrics', headers: vendor.headers });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { name: 'Bad', price: 10, stock: 1, category: 'silk', ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(message);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/fabrics/vendor/fabrics', headers: vendor.headers });
    expect(after.json()).toHaveLength(before.json<unknown[]>().length);
  });

  it('accepts a local image path and an empty image (then shows a swatch that the server serves)', async () => {
    const local = await addFabric(ctx.app, vendor, { image: '/images/bolt.png' });
    expect(local.image).toBe('/images/bolt.png');
    const blank = await addFabric(ctx.app, vendor, { image: '' });
    const swatch = await ctx.app.inject({ method: 'GET', url: blank.image });
    expect(swatch.statusCode).toBe(200);
    expect(swatch.headers['content-type']).toContain('image/svg+xml');
  });
});
