import type { LoadTarget } from './load';
import { BENCH_COLOUR_FAMILIES, BENCH_FIBRES, BENCH_PATTERNS, SEARCH_WORD, type SeededCatalog } from './seed-catalog';
import type { SeededOrders } from './seed-orders';

export const CATALOG_FIRST_PAGE = '/api/fabrics?limit=24';
/** The scenario compared with bare node:http: the page every visitor asks for, as shipped (cached for a second). */
export const CATALOG_SCENARIO = 'catalog first page';

/** What Chromium sends: every page a browser asks for, it asks for compressed. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** The same page as a browser asks for it: Brotli, from the compressed copy kept with the page (decision 218). */
export const CATALOG_BROWSER_SCENARIO = 'catalog first page, as a browser asks (Brotli)';

const FILTERED_SCENARIO = 'filtered page (silk, Rs. 500+–2,000, price asc)';

/** The filtered page's query with the price floor `floor` rupees above Rs. 500. */
const filteredPageQuery = (floor: number) =>
  `category=silk&minPrice=${500 + floor}&maxPrice=2000&sort=price_asc&limit=24`;

/** The JSON a product page's data would cost over HTTP; the server-rendered pages are reported as shares of it. */
export const FABRIC_BY_ID_SCENARIO = 'fabric by id';

/** The server-rendered product page (decision 69): one fabric asked for again and again, so kept for a second. */
export const PRODUCT_PAGE_CACHED_SCENARIO = 'product page, HTML, one fabric (micro-cached)';

/** The server-rendered product page over every seeded fabric in turn: rendered on every request. */
export const PRODUCT_PAGE_RENDERED_SCENARIO = 'product page, HTML, every fabric in turn (rendered each time)';

export interface Scenario {
  name: string;
  target: LoadTarget;
  /** True for checkout: its 201 answers are orders placed. */
  placesOrders?: boolean;
  /** True when every request reads PostgreSQL: measured beside pgbench running the same statements. */
  readsDatabase?: boolean;
  /**
   * For a scenario that changes the database: the requests whose statements pgbench replays, on rows
   * the load never touches. Their capture and every replay are rolled back, so that each replay finds
   * its row as the API found it (a replayed move of a part the load or the capture had moved would
   * find nothing to move).
   */
  replayRequests?: ScenarioRequest[];
  /** A word `--only` also selects the scenario by (`orders` for all of issue 17's). */
  group?: string;
}

const SHIPPING_ADDRESS = {
  name: 'Bench Customer',
  address: '12 Loom Street',
  city: 'Surat',
  state: 'Gujarat',
  postalCode: '395003',
  country: 'India',
};

/** Hands out the items of a list in turn, from one counter shared by every connection. */
function rotation<T>(items: T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let next = 0;
  return () => items[next++ % items.length] as T;
}

/**
 * A catalog query whose price floor moves by one rupee per request over a thousand values, as a
 * crowd of shoppers with different filters would send. The server builds price-filtered and
 * searched pages from the database every time (decision 67), so this measures the database path.
 */
function varyingQuery(base: string, query: (floor: number) => string): LoadTarget {
  const nextFloor = rotation(Array.from({ length: 1000 }, (_, floor) => floor));
  return { url: `${base}/api/fabrics`, nextRequest: () => ({ path: `/api/fabrics?${query(nextFloor())}` }) };
}

/**
 * Issue 18: three facets applied (colour family, fibre, pattern), a different combination on each
 * request over all of them (14 × 5 × 10), as shoppers narrowing the catalog would send. Pages and
 * counts with attribute filters are never cached, so every request measures the database.
 */
function threeFacets(base: string, path: string): LoadTarget {
  const combinations = BENCH_COLOUR_FAMILIES.flatMap((colour) =>
    BENCH_FIBRES.flatMap((fibre) =>
      BENCH_PATTERNS.map((pattern) => `colour=${colour}&fibre=${fibre}&pattern=${pattern}`),
    ),
  );
  const next = rotation(combinations);
  return { url: `${base}${path}`, nextRequest: () => ({ path: `${path}?${next()}&limit=24` }) };
}

/** A JSON POST as a customer: each request is the next customer's, naming the next fabric. */
function customerPost(base: string, path: string, seeded: SeededCatalog, body: (fabricId: string) => object) {
  const nextCustomer = rotation(seeded.customers);
  const nextFabric = rotation(seeded.fabricIds);
  return {
    url: `${base}${path}`,
    method: 'POST',
    nextRequest: () => ({
      path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${nextCustomer().token}` },
      body: JSON.stringify(body(nextFabric())),
    }),
  } satisfies LoadTarget;
}

/** A fabric photo's 640 px WebP, as a card's srcset asks for it: read from the variant store each time. */
export const PHOTO_VARIANT_SCENARIO = 'photo variant, 640 px WebP';

/**
 * The scenarios of the benchmark, against a server at `base` on a seeded database; `photoVariantPath`
 * is the URL of an uploaded photo's 640 px WebP.
 */
export function buildScenarios(base: string, seeded: SeededCatalog, photoVariantPath: string): Scenario[] {
  const nextId = rotation(seeded.fabricIds);
  return [
    { name: CATALOG_SCENARIO, target: { url: `${base}${CATALOG_FIRST_PAGE}` } },
    { name: CATALOG_BROWSER_SCENARIO, target: { url: `${base}${CATALOG_FIRST_PAGE}`, headers: BROWSER_ENCODINGS } },
    { name: PHOTO_VARIANT_SCENARIO, target: { url: `${base}${photoVariantPath}` } },
    { name: FILTERED_SCENARIO, readsDatabase: true, target: varyingQuery(base, filteredPageQuery) },
    {
      name: 'three facets: page (colour, fibre, pattern)',
      readsDatabase: true,
      target: threeFacets(base, '/api/fabrics'),
    },
    {
      name: 'three facets: facet counts',
      readsDatabase: true,
      target: threeFacets(base, '/api/fabrics/facets'),
    },
    {
      name: `search "${SEARCH_WORD}"`,
      readsDatabase: true,
      target: varyingQuery(base, (floor) => `q=${SEARCH_WORD}&minPrice=${floor}&limit=24`),
    },
    {
      name: FABRIC_BY_ID_SCENARIO,
      readsDatabase: true,
      target: { url: `${base}/api/fabrics`, nextRequest: () => ({ path: `/api/fabrics/${nextId()}` }) },
    },
    { name: PRODUCT_PAGE_CACHED_SCENARIO, target: { url: `${base}/product/${seeded.fabricIds[0]}` } },
    {
      name: PRODUCT_PAGE_RENDERED_SCENARIO,
      target: { url: `${base}/product`, nextRequest: () => ({ path: `/product/${nextId()}` }) },
    },
    {
      name: 'add to cart',
      target: customerPost(base, '/api/cart', seeded, (fabricId) => ({
        items: [{ fabric_id: fabricId, quantity: 1 }],
      })),
    },
    {
      name: 'checkout',
      placesOrders: true,
      target: customerPost(base, '/api/checkout', seeded, (fabricId) => ({
        items: [{ fabric_id: fabricId, quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      })),
    },
  ];
}

/** A GET as one member after another of `members`, each with their own bearer token. */
function getAs(base: string, path: string, members: { token: string }[]): LoadTarget {
  const nextMember = rotation(members);
  return {
    url: `${base}${path}`,
    nextRequest: () => ({ path, headers: { authorization: `Bearer ${nextMember().token}` } }),
  };
}

const VENDOR_TABS: [string, string][] = [
  ['All', ''],
  ['To accept', '&status=placed'],
  ['To ship', '&status=accepted'],
  ['Shipped', '&status=shipped'],
  ['Delivered', '&status=delivered'],
  ['Cancelled', '&status=cancelled'],
];

/** The moves the status-change scenario makes, in turn over every placed part: each part moves three times. */
const STATUS_STEPS = ['accepted', 'shipped', 'delivered'] as const;

/**
 * The status change, repeatable for as long as a run lasts: each request moves the next seeded
 * placed part one step with its own vendor's token; once every part is accepted, they are shipped
 * (with a tracking number), then delivered: three moves per part (~79,000 at a million orders).
 */
function statusChanges(base: string, parts: SeededOrders['placedParts']): LoadTarget {
  let sent = 0;
  return {
    url: `${base}/api/orders/vendor/orders`,
    method: 'PATCH',
    nextRequest: () => {
      const index = sent++;
      const part = parts[index % parts.length];
      const status = STATUS_STEPS[Math.floor(index / parts.length) % STATUS_STEPS.length];
      if (!part || !status) throw new Error('no placed part to move');
      const body =
        status === 'shipped' ? { status, carrier: 'India Post', trackingNumber: `BENCH${index}` } : { status };
      return {
        path: `/api/orders/vendor/orders/${part.orderId}/status`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${part.token}` },
        body: JSON.stringify(body),
      };
    },
  };
}

/** At most how many placed parts are kept from the load for pgbench to replay their accepts on. */
const REPLAYED_PARTS = 1_000;

/**
 * The status change: the load moves most placed parts; a tenth of them (at most REPLAYED_PARTS) are
 * kept for pgbench, which replays their accepts: enough that 32 connections seldom pick the same
 * part at once (about one transaction in eight waits for another's lock at 100,000 orders, one in 30
 * at a million).
 */
function statusChangeScenario(base: string, parts: SeededOrders['placedParts']): Scenario {
  const replayed = parts.slice(0, Math.min(REPLAYED_PARTS, Math.floor(parts.length / 10)));
  return {
    name: 'status change: PATCH, accept → ship → deliver',
    target: statusChanges(base, parts.slice(replayed.length)),
    replayRequests: nextRequests({ name: 'accepts to replay', target: statusChanges(base, replayed) }, replayed.length),
  };
}

/** The word `--only orders` selects every one of issue 17's scenarios by. */
export const ORDERS_GROUP = 'orders';

/**
 * Issue 17's scenarios: a shopper's orders, the busiest vendor's tabs, their counts and dashboard,
 * and a status change. Each reads (or writes) PostgreSQL on every request, so each runs beside pgbench.
 */
export function buildOrderScenarios(base: string, seeded: SeededOrders): Scenario[] {
  const busiest = [seeded.busiestVendor];
  const scenarios: Scenario[] = [
    { name: 'shopper: My Orders, first page', target: getAs(base, '/api/orders?limit=10', seeded.shoppers) },
    ...VENDOR_TABS.map(([tab, filter]) => ({
      name: `busiest vendor: orders, ${tab} tab`,
      target: getAs(base, `/api/orders/vendor/orders?limit=20${filter}`, busiest),
    })),
    { name: 'busiest vendor: tab counts', target: getAs(base, '/api/orders/vendor/orders/counts', busiest) },
    { name: 'busiest vendor: dashboard', target: getAs(base, '/api/vendor/dashboard', busiest) },
    statusChangeScenario(base, seeded.placedParts),
  ];
  return scenarios.map((scenario) => ({ ...scenario, readsDatabase: true, group: ORDERS_GROUP }));
}

/** One request of a scenario, as its load sends it. */
export interface ScenarioRequest {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A scenario's next `count` requests, as its load would send them. */
export function nextRequests(scenario: Scenario, count: number): ScenarioRequest[] {
  const { target } = scenario;
  return Array.from({ length: count }, () => {
    const next = target.nextRequest?.() ?? {};
    const url = new URL(target.url);
    return {
      method: target.method ?? 'GET',
      path: next.path ?? `${url.pathname}${url.search}`,
      ...(next.headers && { headers: next.headers }),
      ...(next.body && { body: next.body }),
    };
  });
}
