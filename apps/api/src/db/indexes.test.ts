import { FabricListQuerySchema } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStatements } from '../../test-support/statement-recorder';
import {
  addFabric,
  createShopWithUsers,
  createTestApp,
  placeOrder,
  type TestContext,
} from '../../test-support/test-app';
import type { ListQuery } from '../modules/fabrics/list-query';
import { queryRows } from './query-rows';

/**
 * The newest-first lists must be read from their indexes in order, never sorted: an index whose
 * direction or NULLS placement differs from the ORDER BY cannot serve it, and at a million fabrics
 * that turns a 1 ms page into a sort of the whole table. Scans other than index scans, and sorts,
 * are priced out so the small test tables cannot hide a mismatch behind a cheaper plan.
 */
let ctx: TestContext;
beforeAll(async () => {
  // No catalog cache, so each catalog request runs its statements.
  ctx = await createTestApp({ catalogCacheMs: 0 });
});
afterAll(() => ctx.close());

/** The plan of a query; with `prepared`, of the generic plan a statement with those parameters keeps. */
async function planOf(query: string, prepared?: { parameters: unknown[] }): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    let explained = query;
    if (prepared) {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare planned_once as ${query}`));
      const literals = prepared.parameters.map((value) => `'${String(value).replaceAll("'", "''")}'`);
      explained = `execute planned_once(${literals.join(', ')})`;
    }
    const rows = await queryRows<Record<string, string>>(tx, sql.raw(`explain ${explained}`));
    if (prepared) await tx.execute(sql`deallocate planned_once`);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

const ANY_ID = '00000000-0000-4000-8000-000000000000';

describe('list queries use their indexes in order', () => {
  it.each([
    [
      'the catalog, newest first',
      'select id from fabrics where deleted_at is null order by created_at desc, id desc limit 24',
      'fabrics_live_created_idx',
    ],
    [
      'one category, newest first',
      "select id from fabrics where deleted_at is null and category = 'silk' order by created_at desc, id desc limit 24",
      'fabrics_live_category_idx',
    ],
    [
      'one category by price',
      "select id from fabrics where deleted_at is null and category = 'silk' order by listed_price_paise, id limit 24",
      'fabrics_live_category_price_idx',
    ],
    [
      'the catalog by name',
      'select id from fabrics where deleted_at is null order by name, id limit 24',
      'fabrics_live_name_idx',
    ],
    [
      'the fabrics with one search word, newest first',
      "select fabric_id from fabric_search_terms where term = 'ikat' and price_paise >= 50000 order by created_at desc, fabric_id desc limit 24",
      'fabric_search_terms_newest_idx',
    ],
    [
      "a customer's orders",
      `select id from orders where customer_id = '${ANY_ID}' order by order_date desc, id desc limit 24`,
      'orders_customer_idx',
    ],
    [
      "a vendor's orders",
      `select id from vendor_orders where vendor_id = '${ANY_ID}' order by order_date desc, id desc limit 24`,
      'vendor_orders_vendor_idx',
    ],
    [
      "a vendor's orders of one status tab",
      `select id from vendor_orders where vendor_id = '${ANY_ID}' and status = 'accepted' and archived_at is null order by order_date desc, id desc limit 24`,
      'vendor_orders_vendor_status_idx',
    ],
    [
      "a vendor's sales of the last 30 days (the dashboard)",
      `select status, sum(subtotal_paise) from vendor_orders where vendor_id = '${ANY_ID}' and order_date >= now() - interval '30 days' group by status`,
      'Index Only Scan using vendor_orders_vendor_sales_idx',
    ],
    [
      "a vendor's cancelled parts of the last 30 days (left out of the dashboard's units)",
      `select id from vendor_orders where vendor_id = '${ANY_ID}' and order_date >= now() - interval '30 days' and status = 'cancelled'`,
      'Index Only Scan using vendor_orders_vendor_sales_idx',
    ],
    [
      "a vendor's lines of the last 30 days (the dashboard's units and best sellers)",
      `select fabric_id, sum(quantity), sum(quantity * unit_price_paise) from order_items where vendor_id = '${ANY_ID}' and order_date >= now() - interval '30 days' and vendor_order_id <> '${ANY_ID}' group by fabric_id`,
      'Index Only Scan using order_items_vendor_sales_idx',
    ],
  ])('%s', async (_label, query, index) => {
    const plan = await planOf(query);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});

/**
 * The browse shapes that one index gives in order whatever the values of their filters, so that
 * PostgreSQL's generic plan for them, which it may choose after five runs, is as good as any. A
 * price range sorted newest or by name, or a category by name, is not among them: whether to walk
 * the sort's index or gather the matches and sort them depends on how many fabrics match.
 */
function orderedByIndex(query: ListQuery): boolean {
  const priceFiltered = query.minPrice !== undefined || query.maxPrice !== undefined;
  if (query.sort === 'price_asc' || query.sort === 'price_desc') return true;
  if (query.sort === 'newest') return !priceFiltered;
  return !priceFiltered && !query.category;
}

describe('catalog pages planned once for every value read an index in order', () => {
  const filters = [
    {},
    { category: 'silk' },
    { minPrice: '500' },
    { maxPrice: '2000' },
    { category: 'silk', minPrice: '500', maxPrice: '2000' },
  ];
  const shapes = ['newest', 'price_asc', 'price_desc', 'name'].flatMap((sort) =>
    filters.map((filter) => FabricListQuerySchema.parse({ ...filter, sort })),
  );
  /** The request that asks for a shape: the parsed query's values, as the web sends them. */
  const urlOf = (query: ListQuery) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    return `/api/fabrics?${params}`;
  };

  it.each(shapes.filter(orderedByIndex).map((query) => [JSON.stringify(query), query] as const))(
    '%s',
    async (_label, query) => {
      // The page's statement as the API itself runs it: the first a browse request sends.
      const [statement] = await recordStatements(async () => {
        const response = await ctx.app.inject({ method: 'GET', url: urlOf(query) });
        expect(response.statusCode).toBe(200);
      });
      if (!statement) throw new Error('the catalog request ran no statement');
      expect(statement.text).toMatch(/ order by .* limit \$\d+ offset \$\d+$/);
      const plan = await planOf(statement.text, { parameters: statement.values });
      expect(plan).toMatch(/Index (Only )?Scan( Backward)? using fabrics_live_\w+ on fabrics/);
      expect(plan).not.toMatch(/\bSort\b/);
      // Every filter bounds the index range; one checked row by row would walk the whole index for a narrow price range.
      expect(plan).not.toMatch(/Filter: .*(price_paise|category)/);
    },
  );

  it('leaves a price range sorted newest or by name to plans made for its values', () => {
    const plannedPerValue = shapes.filter((query) => !orderedByIndex(query));
    expect(plannedPerValue.map((query) => query.sort)).not.toContain('price_asc');
    expect(plannedPerValue).toContainEqual(FabricListQuerySchema.parse({ minPrice: '500', sort: 'newest' }));
    expect(plannedPerValue).toContainEqual(FabricListQuerySchema.parse({ category: 'silk', sort: 'name' }));
  });
});

/**
 * The order screens' reads and the caller's lookup run as prepared statements, which
 * PostgreSQL may keep one generic plan for after five runs: for any user, vendor or order id, that
 * plan must read those tables through their indexes, not scan them.
 */
describe('order reads planned once for every caller read their indexes', () => {
  let shop: Awaited<ReturnType<typeof createShopWithUsers<'vendor' | 'shopper'>>>;
  let orderId: string;
  beforeAll(async () => {
    shop = await createShopWithUsers({ vendor: 'vendor', shopper: 'customer' });
    const fabric = await addFabric(shop.app, shop.users.vendor);
    ({ _id: orderId } = await placeOrder(shop.app, shop.users.shopper, [{ fabric_id: fabric._id, quantity: 1 }]));
  });
  afterAll(() => shop.close());

  const scannedTables =
    /Seq Scan on (users|orders|vendor_orders|order_items|vendor_daily_sales|vendor_fabric_daily_sales|vendor_order_counts|fabrics)\b/;

  it.each([
    ['My Orders', 'shopper', '/api/orders?limit=10'],
    ['an order', 'shopper', () => `/api/orders/${orderId}`],
    ["the vendor's orders, All tab", 'vendor', '/api/orders/vendor/orders?limit=20'],
    ["the vendor's orders, To ship tab", 'vendor', '/api/orders/vendor/orders?limit=20&status=accepted'],
    ['the tab counts', 'vendor', '/api/orders/vendor/orders/counts'],
    ['the dashboard', 'vendor', '/api/vendor/dashboard'],
  ] as const)('%s', async (_label, who, url) => {
    const statements = await recordStatements(async () => {
      const response = await shop.app.inject({
        method: 'GET',
        url: typeof url === 'string' ? url : url(),
        headers: shop.users[who].headers,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const statement of statements) {
      const plan = await planIn(shop, statement.text, statement.values);
      expect(plan).not.toMatch(scannedTables);
      expect(plan).toMatch(/Index (Only )?Scan/);
    }
  });
});

/** The generic plan of a statement as `shop`'s database would keep it, with scans priced out. */
async function planIn(shop: TestContext, query: string, parameters: unknown[]): Promise<string> {
  return shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare planned_for_any as ${query}`));
    const literals = parameters.map((value) => `'${String(value).replaceAll("'", "''")}'`);
    const rows = await queryRows<Record<string, string>>(
      tx,
      sql.raw(`explain execute planned_for_any(${literals.join(', ')})`),
    );
    await tx.execute(sql`deallocate planned_for_any`);
    return rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}
