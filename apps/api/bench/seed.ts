// Fills an empty, migrated PostgreSQL database set-based (insert … select … from generate_series):
// a catalog of fabrics, then orders across the store's vendors and shoppers and what their money did
// (seed-money.ts). Users are written straight to the table with tokens minted by the API's own token
// service, so no login (and no password hash) is needed.
import { COLOUR_FAMILIES, CONSTRUCTIONS, FABRIC_CATEGORIES, PATTERNS } from '@fabric-store/shared';
import type pg from 'pg';
import { createTokenService } from '../src/modules/auth/tokens';
import { seedMoney } from './seed-money';

/** Every fabric starts with this much stock: enough that no run sells out. */
export const INITIAL_STOCK = 1_000_000;
/** The search scenario's word: in one description word list only, so about 1 fabric in 8 mentions it. */
export const SEARCH_WORD = 'ikat';
const ROWS_PER_STATEMENT = 100_000;
/** The store's shape: 1,000 vendors, 100,000 shoppers, the busiest vendor holding 5% of the orders. */
const ORDER_VENDORS = 1000;
const SHOPPERS = 100_000;
/** Orders of the last 10 days are still placed: the status change accepts, ships and delivers them. */
const PLACED_DAYS = 10;
/** Never checked: the bench's users never sign in. */
const NO_PASSWORD = 'bench user: signs in by token only';

interface Member {
  id: string;
  token: string;
}

export interface Seeded {
  customers: Member[];
  /** A sample of fabric ids, for fabric by id and checkout. */
  fabricIds: string[];
  /** A catalog vendor and one of its fabrics, for the photo upload. */
  photoOwner: { token: string; fabricId: string };
  /** Shoppers who have orders. */
  shoppers: Member[];
  busiestVendor: Member;
  /** The operator (an admin), who works the payments and refunds lists. */
  operator: Member;
  /** Placed vendor parts that may ship (cash on delivery, or paid), each with its vendor's token, in random order. */
  placedParts: { orderId: string; token: string }[];
}

/** A constant word list as an SQL array literal (the words are the bench's own, never input). */
const words = (list: readonly string[]) => `array[${list.map((word) => `'${word}'`).join(',')}]::text[]`;
const pick = (list: readonly string[]) => `(${words(list)})[1 + floor(random() * ${list.length})::int]`;

const MAIN_FIBRES = ['cotton', 'silk', 'linen', 'wool', 'cotton', 'polyester', 'viscose']; // by category
const mainFibre = `(${words(MAIN_FIBRES)})[array_position(${words(FABRIC_CATEGORIES)}, category)]`;
const DESCRIPTION = {
  colour: 'indigo saffron ivory maroon teal mustard emerald charcoal rose olive navy coral'.split(' '),
  finish: 'handwoven printed embroidered dyed brushed washed textured sheer'.split(' '),
  motif: [SEARCH_WORD, 'paisley', 'floral', 'bandhani', 'chevron', 'damask', 'batik', 'leheriya'],
  use: 'kurtas sarees shirts dresses curtains cushions jackets scarves'.split(' '),
};

/** `count` fabrics over a year, Rs. 100–5,000, each with its attributes (a blend in one of three). */
async function insertFabrics(client: pg.Client, vendorIds: string[], count: number): Promise<void> {
  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(count, first + ROWS_PER_STATEMENT - 1);
    await client.query(
      `insert into fabrics (vendor_id, name, description, category, price_paise, stock, created_at, updated_at,
        composition, fibres, width_cm, weight_gsm, construction, pattern, colour_family, care_notes)
      select ($1::uuid[])[1 + i % cardinality($1::uuid[])], initcap(colour || ' ' || finish || ' ' || category),
        'A ' || finish || ' ' || category || ' fabric with a ' || motif || ' motif, ideal for ' || use || '.',
        category, price_paise, ${INITIAL_STOCK}, created_at, created_at,
        case when blended then jsonb_build_array(jsonb_build_object('fibre', ${mainFibre}, 'percent', 80),
            jsonb_build_object('fibre', 'elastane', 'percent', 20))
          else jsonb_build_array(jsonb_build_object('fibre', ${mainFibre}, 'percent', 100)) end,
        case when blended then array[${mainFibre}, 'elastane'] else array[${mainFibre}] end,
        width_cm, weight_gsm, construction, pattern, colour_family, 'Dry clean or hand wash cold.'
      from (select i, ${pick(DESCRIPTION.colour)} as colour, ${pick(DESCRIPTION.finish)} as finish,
          ${pick(DESCRIPTION.motif)} as motif, ${pick(DESCRIPTION.use)} as use, ${pick(FABRIC_CATEGORIES)} as category,
          10000 + floor(random() * 490001)::int as price_paise, now() - random() * interval '365 days' as created_at,
          random() < 0.33 as blended, ${pick(['90', '110', '140', '150'])}::smallint as width_cm,
          30 + floor(random() * 471)::smallint as weight_gsm, ${pick(CONSTRUCTIONS)} as construction,
          ${pick(PATTERNS)} as pattern, ${pick(COLOUR_FAMILIES)} as colour_family
        from generate_series($2::int, $3::int) as i) as generated`,
      [vendorIds, first, last],
    );
  }
}

/**
 * Drops the catalog's secondary indexes and the search index's keys, and answers a function that
 * rebuilds them from their own definitions: the insert is several times faster without them
 * (13.6 s per 100,000 fabrics with them, 2.2 s without).
 */
async function dropCatalogIndexes(client: pg.Client): Promise<() => Promise<void>> {
  const { rows: keys } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'fabric_search_terms'::regclass and contype in ('p', 'f') order by contype desc`,
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'
      and tablename in ('fabrics', 'fabric_search_terms') and indexname not in (select conname from pg_constraint)`,
  );
  for (const key of keys) await client.query(`alter table fabric_search_terms drop constraint "${key.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  return async () => {
    for (const key of keys) {
      await client.query(`alter table fabric_search_terms add constraint "${key.name}" ${key.definition}`);
    }
    for (const index of indexes) await client.query(index.definition);
  };
}

/** Inserts `count` users named `<prefix> <n>` and answers their ids in order of n. */
async function insertUsers(client: pg.Client, prefix: string, role: string, count: number): Promise<string[]> {
  const tag = `${prefix.replaceAll(' ', '-')}-${crypto.randomUUID().slice(0, 8)}`;
  const { rows } = await client.query<{ id: string }>(
    `insert into users (name, email, password_hash, role)
      select $1 || ' ' || i, $2 || '-' || i || '@bench.example', $3, $4 from generate_series(1, $5::int) as i
      returning id`,
    [prefix, tag, NO_PASSWORD, role, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Orders across ORDER_VENDORS vendors (one fabric each) and SHOPPERS shoppers: each order one vendor
 * part with one line and its history (the first vendor, the busiest, takes 5%), its status by age (placed for PLACED_DAYS, then accepted,
 * shipped, delivered; 4% cancelled). The fabrics' stock is what the orders left of INITIAL_STOCK.
 * Answers the busiest vendor.
 */
async function insertOrders(client: pg.Client, count: number): Promise<string> {
  const vendors = await insertUsers(client, 'Order vendor', 'vendor', ORDER_VENDORS);
  const shoppers = await insertUsers(client, 'Order shopper', 'customer', SHOPPERS);
  await client.query(
    'create temp table bench_shoppers as select n, id from unnest($1::uuid[]) with ordinality s(id, n)',
    [shoppers],
  );
  await client.query(
    `insert into fabrics (vendor_id, name, description, category, price_paise, stock)
      select id, 'Order fabric ' || n, 'Sold in the order bench.', 'cotton', 10000 + (n * 37 % 4000) * 100,
        ${INITIAL_STOCK} from unnest($1::uuid[]) with ordinality as v(id, n)`,
    [vendors],
  );
  await client.query(
    `create temp table bench_fabrics as select v.n, f.id as fabric_id, f.vendor_id, f.name, f.price_paise
      from unnest($1::uuid[]) with ordinality as v(id, n) join fabrics f on f.vendor_id = v.id`,
    [vendors],
  );
  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(count, first + ROWS_PER_STATEMENT - 1);
    await client.query(
      `create temp table bench_batch as
      select gen_random_uuid() as order_id, gen_random_uuid() as part_id, s.id as customer_id, f.fabric_id, f.vendor_id,
        f.name, f.price_paise, g.quantity, g.order_date,
        case when g.cancelled then 'cancelled' when g.order_date > now() - interval '${PLACED_DAYS} days' then 'placed'
          when g.order_date > now() - interval '14 days' then 'accepted'
          when g.order_date > now() - interval '21 days' then 'shipped' else 'delivered' end as status
      from (select 1 + floor(random() * 3)::int as quantity, random() < 0.04 as cancelled,
          now() - random() * interval '365 days' as order_date,
          case when random() < 0.05 then 1 else 2 + floor(random() * ${ORDER_VENDORS - 1})::int end as vendor_n,
          1 + floor(random() * ${SHOPPERS})::int as shopper_n
        from generate_series($1::int, $2::int) as i) as g
      join bench_fabrics f on f.n = g.vendor_n join bench_shoppers s on s.n = g.shopper_n`,
      [first, last],
    );
    await client.query(`insert into orders (id, order_number, customer_id, customer_name, customer_email, total_paise,
        payment_method, shipping_address, order_date)
      select order_id, next_order_number(order_date), customer_id, 'Bench shopper', 'shopper@bench.example',
        price_paise * quantity, 'cash_on_delivery',
        '{"address":"12 Loom Street","city":"Surat","state":"Gujarat","postalCode":"395003","country":"India"}',
        order_date from bench_batch`);
    await client.query(`insert into vendor_orders (id, order_id, vendor_id, subtotal_paise, status, order_date,
        tracking_number, cancel_reason, payment_collected_at, lines, history)
      select part_id, order_id, vendor_id, price_paise * quantity, status, order_date,
        case when status in ('shipped', 'delivered') then 'BENCH' || left(part_id::text, 8) end,
        case when status = 'cancelled' then 'Out of stock' end,
        case when status = 'delivered' then order_date + interval '5 days' end,
        jsonb_build_array(jsonb_build_object('fabricId', fabric_id, 'fabricName', name, 'unitPricePaise', price_paise,
          'quantity', quantity, 'kind', 'length', 'unit', 'per_metre')),
        (select jsonb_agg(jsonb_build_object('status', step, 'at', b.order_date + after,
            'actorRole', case when step = 'placed' then 'shopper' else 'vendor' end,
            'actorId', case when step = 'placed' then b.customer_id else b.vendor_id end, 'note', null) order by after)
          from (values ('placed', interval '0', 1), ('accepted', interval '1 day', 2), ('shipped', interval '2 days', 3),
            ('delivered', interval '5 days', 4), ('cancelled', interval '1 hour', 0)) as steps(step, after, rank)
          where step = 'placed' or (step = 'cancelled' and b.status = 'cancelled') or (b.status <> 'cancelled'
            and rank <= array_position(array['placed', 'accepted', 'shipped', 'delivered'], b.status)))
      from bench_batch b`);
    await client.query(`insert into order_items (order_id, vendor_order_id, fabric_id, vendor_id, fabric_name,
        unit_price_paise, quantity, order_date)
      select order_id, part_id, fabric_id, vendor_id, name, price_paise, quantity, order_date from bench_batch`);
    await client.query('drop table bench_batch');
  }
  await client.query(`update fabrics f set stock = ${INITIAL_STOCK} - sold.units from (select oi.fabric_id,
      sum(oi.quantity)::int as units from order_items oi join vendor_orders vo on vo.id = oi.vendor_order_id
      where vo.status <> 'cancelled' group by oi.fabric_id) as sold where f.id = sold.fabric_id`);
  return vendors[0] ?? '';
}

/** About 2,000 of a catalog of `fabrics` fabrics, spread over it. */
async function sampleFabricIds(client: pg.Client, fabrics: number): Promise<string[]> {
  const percent = Math.min(100, (4000 / fabrics) * 100);
  const { rows } = await client.query<{ id: string }>(
    `select id from fabrics tablesample bernoulli (${percent}) where name not like 'Order%' limit 2000`,
  );
  return rows.map((row) => row.id);
}

/**
 * Grows a seeded catalog by `count` fabrics of the same make, from its catalog vendors, as `seed`
 * does (indexes rebuilt after the insert, then analysed), and answers a sample of the grown catalog's
 * ids for fabric by id and checkout.
 */
export async function addFabrics(client: pg.Client, count: number, catalogSize: number): Promise<string[]> {
  const { rows: vendors } = await client.query<{ id: string }>(
    `select id from users where role = 'vendor' and name like 'Catalog vendor %' order by name`,
  );
  const rebuildIndexes = await dropCatalogIndexes(client);
  await insertFabrics(
    client,
    vendors.map((vendor) => vendor.id),
    count,
  );
  await rebuildIndexes();
  await client.query('vacuum analyze fabrics');
  await client.query('vacuum analyze fabric_search_terms');
  await client.query('checkpoint');
  return sampleFabricIds(client, catalogSize);
}

/** Seeds `fabrics` fabrics and `orders` orders; tokens are signed with `jwtSecret`, which the server is given. */
export async function seed(client: pg.Client, fabrics: number, orders: number, jwtSecret: string): Promise<Seeded> {
  const tokens = createTokenService(jwtSecret, 24 * 3600);
  const member = (id: string) => ({ id, token: tokens.sign(id) });
  const ids = async (text: string, values: unknown[] = []) =>
    (await client.query<{ id: string }>(text, values)).rows.map((row) => row.id);
  await client.query('set statement_timeout = 0');
  const vendors = await insertUsers(client, 'Catalog vendor', 'vendor', 8);
  const customers = await insertUsers(client, 'Customer', 'customer', 400);
  const rebuildIndexes = await dropCatalogIndexes(client);
  await insertFabrics(client, vendors, fabrics);
  await rebuildIndexes();
  const busiestVendor = await insertOrders(client, orders);
  const [operator = ''] = await insertUsers(client, 'Operator', 'admin', 1);
  await seedMoney(client, operator);
  // As autovacuum would after a bulk insert: the visibility map lets totals be counted from an index alone.
  await client.query('vacuum analyze');
  await client.query('checkpoint');
  const [owner = ''] = vendors;
  const [owned = ''] = await ids('select id from fabrics where vendor_id = $1 limit 1', [owner]);
  // A part of an order whose UPI payment is not confirmed may be accepted, not shipped.
  const placed = await client.query<{ orderId: string; vendorId: string }>(`select vo.order_id as "orderId",
    vo.vendor_id as "vendorId" from vendor_orders vo join orders o on o.id = vo.order_id
    where vo.status = 'placed' and o.payment_status in ('due_on_delivery', 'paid') order by random()`);
  return {
    customers: customers.map(member),
    fabricIds: await sampleFabricIds(client, fabrics),
    photoOwner: { token: tokens.sign(owner), fabricId: owned },
    shoppers: (await ids('select distinct customer_id as id from orders limit 2000')).map(member),
    busiestVendor: member(busiestVendor),
    operator: member(operator),
    placedParts: placed.rows.map((row) => ({ orderId: row.orderId, token: tokens.sign(row.vendorId) })),
  };
}
