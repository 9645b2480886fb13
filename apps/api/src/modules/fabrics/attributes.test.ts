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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', otherVendor: 'vendor' });
  ctx = shop;
  ({ vendor, otherVendor } = shop.users);
});
afterAll(() => ctx.close());

const LINEN_SHIRTING: FabricAttributesInput = {
  composition: [
    { fibre: 'linen', percent: 55 },
    { fibre: 'cotton', percent: 45 },
  ],
  widthCm: 140,
  weightGsm: 150,
  construction: 'woven',
  pattern: 'stripe',
  colourFamily: 'blue',
  careNotes: 'Machine wash cold; line dry.',
};

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user = vendor) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

describe('typed attributes of a fabric', () => {
  it('are set on create, shown in the fabric JSON, and changed one by one on update', async () => {
    const created = await addFabric(ctx.app, vendor, { name: 'Linen Stripe', attributes: LINEN_SHIRTING });
    expect(created.attributes).toEqual(LINEN_SHIRTING);

    const shown = (await inject('GET', `/api/fabrics/${created._id}`)).json<Fabric>();
    expect(shown.attributes).toEqual(LINEN_SHIRTING);

    const updated = await inject('PUT', `/api/fabrics/${created._id}`, {
      attributes: { widthCm: null, composition: [{ fibre: 'linen', percent: 100 }], colourFamily: 'green' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Fabric>().attributes).toEqual({
      ...LINEN_SHIRTING,
      widthCm: null,
      composition: [{ fibre: 'linen', percent: 100 }],
      colourFamily: 'green',
    });
  });

  it('are unstated on a fabric created without them, as the spec client creates fabrics', async () => {
    const plain = await addFabric(ctx.app, vendor, { name: 'Plain Cotton' });
    expect(plain.attributes).toEqual({
      composition: [],
      widthCm: null,
      weightGsm: null,
      construction: null,
      pattern: null,
      colourFamily: null,
      careNotes: '',
    });
  });

  it('refuses a composition that does not add up to 100, a fibre twice, or an unknown value, and writes nothing', async () => {
    const before = await databaseFingerprint(ctx.database.db);
    const refusals: [FabricAttributesInput | Record<string, unknown>, RegExp][] = [
      [
        {
          composition: [
            { fibre: 'silk', percent: 60 },
            { fibre: 'cotton', percent: 30 },
          ],
        },
        /add up to 100% \(it adds up to 90%\)/,
      ],
      [
        {
          composition: [
            { fibre: 'silk', percent: 50 },
            { fibre: 'silk', percent: 50 },
          ],
        },
        /Each fibre may be listed once/,
      ],
      [{ composition: [{ fibre: 'silk', percent: 99.5 }] }, /whole numbers/],
      [{ composition: [{ fibre: 'kevlar', percent: 100 }] }, /Fibre must be one of/],
      [{ colourFamily: 'chartreuse' }, /Colour family must be one of/],
      [{ widthCm: 5 }, /Width must be at least 10 cm/],
      [{ weightGsm: 120.5 }, /Weight must be a whole number/],
      [{ construction: 'felted' }, /woven or knit/],
    ];
    for (const [attributes, message] of refusals) {
      const created = await inject('POST', '/api/fabrics', {
        name: 'Refused',
        price: 100,
        stock: 1,
        category: 'silk',
        attributes,
      });
      expect(created.statusCode).toBe(400);
      expect(messageOf(created)).toMatch(message);
    }
    const existing = await addFabric(ctx.app, vendor, { attributes: LINEN_SHIRTING });
    const fingerprint = await databaseFingerprint(ctx.database.db);
    const update = await inject('PUT', `/api/fabrics/${existing._id}`, {
      name: 'Renamed',
      attributes: { composition: [{ fibre: 'linen', percent: 80 }] },
    });
    expect(update.statusCode).toBe(400);
    expect(messageOf(update)).toMatch(/it adds up to 80%/);
    expect(await databaseFingerprint(ctx.database.db)).toBe(fingerprint);
    expect(before).not.toBe(fingerprint);
  });

  it("lets only the fabric's own vendor change its attributes", async () => {
    const fabric = await addFabric(ctx.app, vendor, { attributes: LINEN_SHIRTING });
    const attempt = await inject(
      'PUT',
      `/api/fabrics/${fabric._id}`,
      { attributes: { pattern: 'floral' } },
      otherVendor,
    );
    expect(attempt.statusCode).toBe(404);
    expect((await inject('GET', `/api/fabrics/${fabric._id}`)).json<Fabric>().attributes.pattern).toBe('stripe');
  });
});

/** A varied little catalog of its own: every combination is spread by index, and some attributes unstated. */
async function addVariedCatalog(tag: string, count: number): Promise<Fabric[]> {
  const added: Fabric[] = [];
  for (let index = 0; index < count; index++) {
    const first = FIBRES[index % 4] ?? 'cotton';
    const second = FIBRES[4 + (index % 3)] ?? 'viscose';
    const attributes: FabricAttributesInput =
      index % 9 === 8
        ? {}
        : {
            composition:
              index % 2 === 0
                ? [{ fibre: first, percent: 100 }]
                : [
                    { fibre: first, percent: 70 },
                    { fibre: second, percent: 30 },
                  ],
            colourFamily: COLOUR_FAMILIES[index % 5] ?? null,
            pattern: PATTERNS[index % 4] ?? null,
            widthCm: [90, 112, 140, 150, 180][index % 5] ?? null,
            weightGsm: index % 7 === 0 ? null : 60 + ((index * 37) % 300),
          };
    added.push(
      await addFabric(ctx.app, index % 2 ? vendor : otherVendor, {
        name: `${tag} fabric ${index}`,
        category: index % 3 === 0 ? 'silk' : 'cotton',
        price: 200 + index * 25,
        attributes,
      }),
    );
  }
  return added;
}

type Filters = Partial<Record<'colour' | 'fibre' | 'pattern' | 'width' | 'weight' | 'category' | 'maxPrice', string>>;

const inBand = (value: number | null, band: { min?: number; max?: number }) =>
  value !== null && value >= (band.min ?? 0) && value <= (band.max ?? Number.MAX_SAFE_INTEGER);

/** Whether a fabric passes the filters, each facet's the way /products sends it (a band as its bounds). */
function passes(fabric: Fabric, filters: Filters): boolean {
  const { attributes } = fabric;
  const widthBand = WIDTH_BANDS.find((band) => band.value === filters.width);
  const weightBand = WEIGHT_BANDS.find((band) => band.value === filters.weight);
  return (
    (!filters.colour || attributes.colourFamily === filters.colour) &&
    (!filters.fibre || attributes.composition.some((part) => part.fibre === filters.fibre)) &&
    (!filters.pattern || attributes.pattern === filters.pattern) &&
    (!widthBand || inBand(attributes.widthCm, widthBand)) &&
    (!weightBand || inBand(attributes.weightGsm, weightBand)) &&
    (!filters.category || fabric.category === filters.category) &&
    (!filters.maxPrice || fabric.price <= Number(filters.maxPrice))
  );
}

function queryOf(filters: Filters, q: string): string {
  const params = new URLSearchParams(q ? { q } : {});
  for (const [name, value] of Object.entries(filters)) {
    const bands = name === 'width' ? WIDTH_BANDS : name === 'weight' ? WEIGHT_BANDS : undefined;
    const band = bands?.find((candidate) => candidate.value === value);
    const [min, max] = name === 'width' ? ['minWidth', 'maxWidth'] : ['minWeight', 'maxWeight'];
    if (!bands) params.set(name, value);
    else {
      if (band?.min !== undefined) params.set(min, String(band.min));
      if (band?.max !== undefined) params.set(max, String(band.max));
    }
  }
  return params.toString();
}

describe('GET /api/fabrics with attribute filters, and GET /api/fabrics/facets', () => {
  const tag = `facet${Date.now()}`;
  let catalog: Fabric[];
  beforeAll(async () => {
    catalog = await addVariedCatalog(tag, 45);
  });

  const list = async (filters: Filters) => {
    const response = await inject('GET', `/api/fabrics?${queryOf(filters, tag)}&limit=100`);
    expect(response.statusCode).toBe(200);
    return { fabrics: response.json<Fabric[]>(), total: Number(response.headers['x-total-count']) };
  };

  it('lists exactly the fabrics that pass colour, fibre, pattern, width and weight, with their total', async () => {
    const cases: Filters[] = [
      { colour: 'white' },
      { fibre: 'cotton' },
      { fibre: 'viscose', pattern: 'print' },
      { colour: 'cream', fibre: 'silk', width: 'standard' },
      { weight: 'heavy', category: 'cotton' },
      { pattern: 'check', weight: 'light', maxPrice: '900' },
    ];
    for (const filters of cases) {
      const expected = catalog.filter((fabric) => passes(fabric, filters)).map((fabric) => fabric._id);
      const { fabrics, total } = await list(filters);
      expect(fabrics.map((fabric) => fabric._id).sort(), JSON.stringify(filters)).toEqual(expected.sort());
      expect(total).toBe(expected.length);
    }
    expect(catalog.filter((fabric) => passes(fabric, { fibre: 'cotton' })).length).toBeGreaterThan(5);
  });

  /** Each facet choice's count against counting `universe` (the fabrics `q` finds) with that choice in place. */
  async function expectFacetCounts(filters: Filters, q: string, universe: Fabric[]) {
    const response = await inject('GET', `/api/fabrics/facets?${queryOf(filters, q)}`);
    expect(response.statusCode).toBe(200);
    const facets = response.json<FabricFacets>();
    for (const facet of ['colour', 'fibre', 'pattern', 'width', 'weight'] as const) {
      for (const choice of facets[facet]) {
        const counted = universe.filter((fabric) => passes(fabric, { ...filters, [facet]: choice.value })).length;
        expect(choice.count, `${q} ${JSON.stringify(filters)} ${facet}=${choice.value}`).toBe(counted);
      }
    }
    // And a choice's count is the total the list itself reports for it.
    const picked = facets.fibre.find((choice) => choice.count > 0);
    if (picked) {
      const listed = await inject('GET', `/api/fabrics?${queryOf({ ...filters, fibre: picked.value }, q)}`);
      expect(Number(listed.headers['x-total-count'])).toBe(picked.count);
    }
  }

  const FACET_CASES: Filters[] = [
    {},
    { colour: 'black' },
    { colour: 'white', fibre: 'linen', pattern: 'solid' },
    { fibre: 'wool', width: 'wide', category: 'silk' },
    { pattern: 'print', weight: 'medium', maxPrice: '1000' },
    { colour: 'cream', weight: 'heavy', width: 'narrow' },
  ];
  const everything = async () => (await inject('GET', '/api/fabrics?limit=100')).json<Fabric[]>();

  it('counts each choice of each facet as the fabrics the list would hold with it, under the other filters', async () => {
    for (const filters of FACET_CASES) await expectFacetCounts(filters, tag, catalog);
  });

  it('counts the same way without a search, from the counters the database keeps, as fabrics change', async () => {
    for (const filters of FACET_CASES) await expectFacetCounts(filters, '', await everything());
    const [withdrawn, recoloured, , rewoven] = catalog;
    if (!recoloured || !withdrawn || !rewoven) throw new Error('no catalog');
    await inject('PUT', `/api/fabrics/${recoloured._id}`, { attributes: { colourFamily: 'purple', widthCm: 300 } });
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${withdrawn._id}`, headers: otherVendor.headers });
    await inject('PUT', `/api/fabrics/${rewoven._id}`, {
      attributes: { composition: [{ fibre: 'hemp', percent: 100 }], pattern: null },
    });
    for (const filters of FACET_CASES) await expectFacetCounts(filters, '', await everything());
    await expectFacetCounts({ colour: 'purple', fibre: 'hemp' }, '', await everything());
  });

  it('counts a width or weight range that is no band by the fabrics themselves', async () => {
    const all = await everything();
    const response = await inject('GET', '/api/fabrics?minWidth=100&maxWidth=145&minWeight=80&limit=100');
    const expected = all.filter(
      ({ attributes: { widthCm, weightGsm } }) =>
        widthCm !== null && widthCm >= 100 && widthCm <= 145 && weightGsm !== null && weightGsm >= 80,
    );
    expect(Number(response.headers['x-total-count'])).toBe(expected.length);
    expect(response.json<Fabric[]>().map((fabric) => fabric._id)).toEqual(expected.map((fabric) => fabric._id));
    const facets = (
      await inject('GET', '/api/fabrics/facets?minWidth=100&maxWidth=145&minWeight=80')
    ).json<FabricFacets>();
    const white = expected.filter((fabric) => fabric.attributes.colourFamily === 'white').length;
    expect(facets.colour.find((choice) => choice.value === 'white')?.count).toBe(white);
  });

  it('answers every choice, zero where nothing matches, and no counts for a search nothing matches', async () => {
    const facets = (await inject('GET', `/api/fabrics/facets?q=${tag}`)).json<FabricFacets>();
    expect(facets.colour.map((choice) => choice.value)).toEqual(COLOUR_FAMILIES);
    expect(facets.colour.find((choice) => choice.value === 'orange')?.count).toBe(0);
    expect(facets.width.map((choice) => choice.value)).toEqual(['narrow', 'standard', 'wide']);
    const nothing = (await inject('GET', '/api/fabrics/facets?q=qqqzzznothing')).json<FabricFacets>();
    expect(
      Object.values(nothing)
        .flat()
        .every((choice) => choice.count === 0),
    ).toBe(true);
  });

  it('refuses unknown filter values with a message', async () => {
    for (const [query, message] of [
      ['colour=chartreuse', /Colour family must be one of/],
      ['fibre=kevlar', /Fibre must be one of/],
      ['minWidth=wide', /minWidth must be a number/],
      ['maxWeight=-1', /maxWeight cannot be negative/],
    ] as const) {
      for (const path of ['/api/fabrics', '/api/fabrics/facets']) {
        const response = await inject('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(messageOf(response)).toMatch(message);
      }
    }
  });
});
