import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { hashPassword } from '../src/modules/auth/service';
import { createTokenService, resolveTokenSecret } from '../src/modules/auth/tokens';
import { INITIAL_STOCK } from './seed-catalog';

/** Issue 17's shape: a million orders across 1,000 vendors and 100,000 shoppers (scaled with --orders). */
const VENDOR_COUNT = 1000;
const SHOPPER_COUNT = 100_000;
/** The busiest vendor's share of the orders, whose dashboard and tabs the bench loads. */
const BUSIEST_SHARE = 0.05;
/** Orders of the last PLACED_DAYS days are still waiting to be accepted: the status-change scenario accepts them. */
const PLACED_DAYS = 10;
const ROWS_PER_STATEMENT = 100_000;
const SAMPLE_SIZE = 2000;

interface Member {
  id: string;
  token: string;
}

export interface SeededOrders {
  seconds: number;
  /** Shoppers who have orders, with tokens. */
  shoppers: Member[];
  busiestVendor: Member;
  /** Placed parts to accept, each with its vendor's token. */
  placedParts: { orderId: string; token: string }[];
}

/**
 * Adds `count` orders in set-based statements: vendors and shoppers (generate_series), one fabric per
 * vendor, then orders, their one vendor part, one line and the part's history, with statuses by age
 * (newer than PLACED_DAYS placed, then accepted, shipped and delivered, 4% cancelled). The busiest
 * vendor takes BUSIEST_SHARE of the orders. Each fabric's stock is what the orders left of INITIAL_STOCK.
 */
export async function seedOrders(db: Database, count: number): Promise<SeededOrders> {
  const started = performance.now();
  const passwordHash = await hashPassword('load-test-password');
  const tag = crypto.randomUUID().slice(0, 8);
  await db.execute(sql`
    insert into users (name, email, password_hash, role)
    select 'Order vendor ' || i, 'order-vendor-' || ${tag} || '-' || i || '@test.example', ${passwordHash}, 'vendor'
    from generate_series(1, ${VENDOR_COUNT}) as i`);
  for (let first = 1; first <= SHOPPER_COUNT; first += ROWS_PER_STATEMENT) {
    const last = Math.min(SHOPPER_COUNT, first + ROWS_PER_STATEMENT - 1);
    await db.execute(sql`
      insert into users (name, email, password_hash, role)
      select 'Order shopper ' || i, 'order-shopper-' || ${tag} || '-' || i || '@test.example', ${passwordHash}, 'customer'
      from generate_series(${first}::int, ${last}::int) as i`);
  }
  await db.execute(sql`
    create table bench_vendors as
      select row_number() over (order by id) as n, id from users where email like ${`order-vendor-${tag}-%`}`);
  await db.execute(sql`
    create table bench_shoppers as
      select row_number() over (order by id) as n, id from users where email like ${`order-shopper-${tag}-%`}`);
  await db.execute(sql`
    insert into fabrics (vendor_id, name, description, category, price_paise, stock)
    select id, 'Order fabric ' || n, 'Sold in the order bench.', 'cotton', 10000 + (n * 37 % 4000) * 100, ${INITIAL_STOCK}
    from bench_vendors`);
  await db.execute(sql`
    create table bench_fabrics as
      select v.n, f.id as fabric_id, f.vendor_id, f.name, f.price_paise
      from bench_vendors v join fabrics f on f.vendor_id = v.id`);

  for (let first = 1; first <= count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(count, first + ROWS_PER_STATEMENT - 1);
    await db.execute(sql`
      create temp table bench_batch as
      select gen_random_uuid() as order_id, gen_random_uuid() as part_id, s.id as customer_id, f.fabric_id,
        f.vendor_id, f.name, f.price_paise, g.quantity, g.order_date,
        case when g.cancelled then 'cancelled'
          when g.order_date > now() - make_interval(days => ${PLACED_DAYS}) then 'placed'
          when g.order_date > now() - interval '14 days' then 'accepted'
          when g.order_date > now() - interval '21 days' then 'shipped'
          else 'delivered' end as status
      from (
        select i, 1 + floor(random() * 3)::int as quantity, random() < 0.04 as cancelled,
          now() - random() * interval '365 days' as order_date,
          case when random() < ${BUSIEST_SHARE} then 1 else 2 + floor(random() * ${VENDOR_COUNT - 1})::int end as vendor_n,
          1 + floor(random() * ${SHOPPER_COUNT})::int as shopper_n
        from generate_series(${first}::int, ${last}::int) as i
      ) as g
      join bench_fabrics f on f.n = g.vendor_n
      join bench_shoppers s on s.n = g.shopper_n`);
    await db.execute(sql`
      insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address, order_date)
      select order_id, customer_id, 'Bench shopper', 'shopper@bench.example', price_paise * quantity, 'cash_on_delivery',
        '{"address":"12 Loom Street","city":"Surat","state":"Gujarat","postalCode":"395003","country":"India"}'::jsonb, order_date
      from bench_batch`);
    await db.execute(sql`
      insert into vendor_orders (id, order_id, vendor_id, subtotal_paise, status, order_date, tracking_number, cancel_reason,
        payment_collected_at, lines, history)
      select part_id, order_id, vendor_id, price_paise * quantity, status, order_date,
        case when status in ('shipped', 'delivered') then 'BENCH' || left(part_id::text, 8) end,
        case when status = 'cancelled' then 'Out of stock' end,
        case when status = 'delivered' then order_date + interval '5 days' end,
        jsonb_build_array(jsonb_build_object('fabricId', fabric_id, 'fabricName', name, 'unitPricePaise', price_paise,
          'quantity', quantity, 'kind', 'length', 'unit', 'per_metre')),
        (select jsonb_agg(jsonb_build_object('status', steps.status, 'at', b.order_date + steps.after,
            'actorRole', case when steps.status = 'placed' then 'shopper' else 'vendor' end,
            'actorId', case when steps.status = 'placed' then b.customer_id else b.vendor_id end, 'note', null)
            order by steps.after)
          from (values ('placed', interval '0'), ('accepted', interval '1 day'), ('shipped', interval '2 days'),
            ('delivered', interval '5 days'), ('cancelled', interval '1 hour')) as steps(status, after)
          where steps.status = 'placed'
            or (steps.status = 'cancelled' and b.status = 'cancelled')
            or (b.status <> 'cancelled' and array_position(array['placed', 'accepted', 'shipped', 'delivered'], steps.status)
              <= array_position(array['placed', 'accepted', 'shipped', 'delivered'], b.status)))
      from bench_batch b`);
    await db.execute(sql`
      insert into order_items (order_id, vendor_order_id, fabric_id, vendor_id, fabric_name, unit_price_paise, quantity,
        order_date)
      select order_id, part_id, fabric_id, vendor_id, name, price_paise, quantity, order_date from bench_batch`);
    await db.execute(sql`drop table bench_batch`);
  }
  await db.execute(sql`
    update fabrics f set stock = ${INITIAL_STOCK} - sold.units
    from (select oi.fabric_id, sum(oi.quantity)::int as units from order_items oi
      join vendor_orders vo on vo.id = oi.vendor_order_id where vo.status <> 'cancelled' group by oi.fabric_id) as sold
    where f.id = sold.fabric_id`);
  await db.execute(sql`vacuum analyze`);

  const tokens = createTokenService(await resolveTokenSecret(db, undefined), 24 * 3600);
  const withToken = (id: string) => ({ id, token: tokens.sign(id) });
  const shoppers = await queryRows<{ id: string }>(
    db,
    sql`select distinct customer_id as id from orders where customer_id in
      (select id from bench_shoppers where n <= ${SAMPLE_SIZE * 5}) limit ${SAMPLE_SIZE}`,
  );
  const [busiest] = await queryRows<{ id: string }>(db, sql`select id from bench_vendors where n = 1`);
  const placed = await queryRows<{ orderId: string; vendorId: string }>(
    db,
    sql`select order_id as "orderId", vendor_id as "vendorId" from vendor_orders
      where status = 'placed' and vendor_id in (select id from bench_vendors) order by random()`,
  );
  await db.execute(sql`drop table bench_vendors, bench_shoppers, bench_fabrics`);
  if (!busiest) throw new Error('no busiest vendor was seeded');
  return {
    seconds: (performance.now() - started) / 1000,
    shoppers: shoppers.map((row) => withToken(row.id)),
    busiestVendor: withToken(busiest.id),
    placedParts: placed.map((row) => ({ orderId: row.orderId, token: tokens.sign(row.vendorId) })),
  };
}
