import {
  COLOUR_FAMILIES,
  type Fabric,
  type FabricAttributesInput,
  type FabricFacets,
  FIBRES,
  PATTERNS,
  WEIGHT_BANDS,
  WIDTH_BANDS,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test-support/operator';
import { addFabric, createShopWithUsers, type TestContext, type TestUser } from '../../../test-support/test-app';

/**
 * Facet counts under a price range, which the counters kept per Rs. 100 answer when the range is of
 * whole hundreds, equal counting the storefront's fabrics by hand after every kind of write the
 * counters follow; and past 1,000 matches, a search's facets say they were counted over the first
 * 1,000 only, while a range of whole hundreds stays exact.
 */
let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;
let operator: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', otherVendor: 'vendor' });
  ctx = shop;
  ({ vendor, otherVendor } = shop.users);
  operator = await signInOperator(ctx.app, ctx.database);
}, 120_000);
afterAll(() => ctx.close());

type Range = { minPrice?: string; maxPrice?: string; category?: string };

const WHOLE_HUNDREDS: Range[] = [
  { minPrice: '500', maxPrice: '2000' },
  { minPrice: '500', maxPrice: '2000', category: 'silk' },
  { minPrice: '1000' },
  { maxPrice: '700', category: 'cotton' },
  { minPrice: '600', maxPrice: '600' },
];
// Not whole hundreds: counted over the fabrics, whole while under 1,000 match.
const RANGES: Range[] = [...WHOLE_HUNDREDS, { minPrice: '450.5', maxPrice: '1999.99' }];

const CHOICES = {
  colour: (fabric: Fabric) => [fabric.attributes.colourFamily ?? ''],
  fibre: (fabric: Fabric) => fabric.attributes.composition.map((part) => part.fibre),
  pattern: (fabric: Fabric) => [fabric.attributes.pattern ?? ''],
  width: (fabric: Fabric) => [bandOf(fabric.attributes.widthCm, WIDTH_BANDS)],
  weight: (fabric: Fabric) => [bandOf(fabric.attributes.weightGsm, WEIGHT_BANDS)],
};

function bandOf(value: number | null, bands: readonly { value: string; min?: number; max?: number }[]) {
  if (value === null) return '';
  return bands.find((band) => value >= (band.min ?? 0) && value <= (band.max ?? Number.MAX_SAFE_INTEGER))?.value;
}

/**
 * Every fabric a shopper can see, page by page. A price floor of 0 keeps the pages out of the catalog
 * cache, which the bulk insert below, written past the API, does not clear.
 */
async function storefront(): Promise<Fabric[]> {
  const all: Fabric[] = [];
  for (let page = 1; ; page++) {
    const fabrics = (await ctx.app.inject({ url: `/api/fabrics?minPrice=0&limit=100&page=${page}` })).json<Fabric[]>();
    all.push(...fabrics);
    if (fabrics.length < 100) return all;
  }
}

const inRange = (fabric: Fabric, range: Range) =>
  (range.minPrice === undefined || fabric.price >= Number(range.minPrice)) &&
  (range.maxPrice === undefined || fabric.price <= Number(range.maxPrice)) &&
  (range.category === undefined || fabric.category === range.category);

/** Each range's facets, every choice of every facet, against counting the storefront's fabrics in it. */
async function expectCountsAsCounted(when: string, ranges = RANGES) {
  const fabrics = await storefront();
  for (const range of ranges) {
    const response = await ctx.app.inject({ url: `/api/fabrics/facets?${new URLSearchParams(range)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-facet-counts-exact'], when).toBeUndefined();
    const facets = response.json<FabricFacets>();
    const inIt = fabrics.filter((fabric) => inRange(fabric, range));
    for (const [facet, choicesOf] of Object.entries(CHOICES)) {
      for (const choice of facets[facet as keyof typeof CHOICES]) {
        const counted = inIt.filter((fabric) => choicesOf(fabric).includes(choice.value)).length;
        expect(choice.count, `${when}: ${JSON.stringify(range)} ${facet}=${choice.value}`).toBe(counted);
      }
    }
  }
}

const PRICES = [450.5, 500, 550, 600, 600.01, 999.99, 1000, 1250, 1999.99, 2000, 2000.01, 3100];

function attributesOf(index: number): FabricAttributesInput {
  if (index % 7 === 6) return {};
  return {
    composition:
      index % 2 === 0
        ? [{ fibre: FIBRES[index % 5] ?? 'cotton', percent: 100 }]
        : [
            { fibre: FIBRES[index % 5] ?? 'cotton', percent: 60 },
            { fibre: FIBRES[5 + (index % 3)] ?? 'wool', percent: 40 },
          ],
    colourFamily: COLOUR_FAMILIES[index % 4] ?? null,
    pattern: PATTERNS[index % 3] ?? null,
    widthCm: [90, 140, 180][index % 3] ?? null,
    weightGsm: index % 5 === 0 ? null : ([80, 150, 300][index % 3] ?? null),
  };
}

const update = (fabric: Fabric, payload: object, user = vendor) =>
  ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${fabric._id}`, headers: user.headers, payload });
const operatorPost = (url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: operator.headers, ...(payload && { payload }) });

describe('facet counts under a price range', () => {
  const catalog: Fabric[] = [];

  it('equal counting the fabrics in the range, ends included, with a category or without', async () => {
    for (const [index, price] of [...PRICES, ...PRICES].entries()) {
      catalog.push(
        await addFabric(ctx.app, index % 3 === 0 ? otherVendor : vendor, {
          name: `Banded ${index}`,
          category: index % 2 === 0 ? 'silk' : 'cotton',
          price,
          attributes: attributesOf(index),
        }),
      );
    }
    await expectCountsAsCounted('as listed');
  });

  it('stay equal as fabrics are added, re-described, repriced, put on sale and withdrawn', async () => {
    const [first, second, third, fourth] = catalog;
    if (!first || !second || !third || !fourth) throw new Error('no catalog');
    catalog.push(await addFabric(ctx.app, vendor, { category: 'silk', price: 2000, attributes: attributesOf(3) }));
    await expectCountsAsCounted('after a fabric was added at Rs. 2,000');
    await update(first, { attributes: { colourFamily: 'green', composition: [{ fibre: 'hemp', percent: 100 }] } });
    await update(second, { category: 'silk', attributes: { widthCm: 300, pattern: null } });
    await expectCountsAsCounted('after attributes and a category changed');
    for (const price of [1275, 1950, 2000, 2000.5, 600]) {
      expect((await update(third, { price })).statusCode).toBe(200);
      await expectCountsAsCounted(`after a price moved to ${price}`);
    }
    await update(fourth, { salePrice: 550, saleEndsAt: new Date(Date.now() + 3_600_000).toISOString() });
    await expectCountsAsCounted('after a sale began');
    await update(fourth, { salePrice: null });
    await expectCountsAsCounted('after the sale was taken off');
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fourth._id}`, headers: otherVendor.headers });
    await expectCountsAsCounted('after a fabric was deleted');
  });

  it('stay equal as the operator hides a fabric and suspends a vendor, and as both come back', async () => {
    const hidden = catalog[5];
    if (!hidden) throw new Error('no catalog');
    await operatorPost(`/api/admin/fabrics/${hidden._id}/hide`, { reason: 'Photos show another shop’s watermark' });
    await expectCountsAsCounted('with a fabric hidden');
    await update(hidden, { price: 1800 });
    await operatorPost(`/api/admin/fabrics/${hidden._id}/unhide`);
    await expectCountsAsCounted('after it was repriced while hidden and unhidden');
    const suspended = await operatorPost(`/api/admin/vendors/${otherVendor._id}/suspend`, { reason: 'Counterfeits' });
    expect(suspended.statusCode).toBe(200);
    await expectCountsAsCounted('with a vendor suspended');
    await operatorPost(`/api/admin/vendors/${otherVendor._id}/reinstate`);
    await expectCountsAsCounted('after the vendor was reinstated');
  });

  it('past 1,000 matches: whole hundreds stay exact; a search is counted over its first 1,000 and says so', async () => {
    // 1,100 more silk fabrics at Rs. 900, written in one statement as a bulk import would.
    await ctx.database.db.execute(sql`insert into fabrics (vendor_id, name, category, price_paise, stock, colour_family)
      select ${vendor._id}, 'Bulk zari ' || n, 'silk', 90000, 1000, 'red' from generate_series(1, 1100) as n`);
    await expectCountsAsCounted('after 1,100 fabrics were added at once', WHOLE_HUNDREDS);
    const search = await ctx.app.inject({ url: '/api/fabrics/facets?q=zari&maxPrice=5000' });
    expect(search.headers['x-facet-counts-exact']).toBe('false');
    const red = search.json<FabricFacets>().colour.find((choice) => choice.value === 'red');
    expect(red?.count).toBeGreaterThan(0);
    expect(red?.count).toBeLessThanOrEqual(1_001);
    const few = await ctx.app.inject({ url: `/api/fabrics/facets?q=banded&maxPrice=5000` });
    expect(few.headers['x-facet-counts-exact']).toBeUndefined();
  });
});
