import {
  type AdminOverview,
  ORDER_STATUSES,
  type OrderStatus,
  overallOrderStatus,
  type PartStatus,
  paiseToRupees,
  STORE_TIME_ZONE,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { textArray } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { ledgerTotals } from '../ledger/vendor-statement';
import { returnTotals } from '../returns/return-reads';

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
const WINDOWS = [7, 30] as const;
const LONGEST = 30;

interface OrderRow {
  day: string;
  statuses: PartStatus[] | string;
  /** The parts not cancelled: what the marketplace still sells in this order. */
  openPaise: number;
}

interface PeopleRow {
  role: 'customer' | 'vendor';
  day: string;
  joined: number;
}

/**
 * The marketplace's figures for the last 7 and 30 days (today included, in the store's calendar, as
 * the vendor's dashboard counts them): gross merchandise value (the parts not cancelled), orders by
 * their overall status, new shoppers and vendors; the vendors waiting for approval; and the ledgers' totals.
 */
export async function operatorOverview(db: Executor): Promise<AdminOverview> {
  const since = sql`((now() at time zone ${zone})::date - ${sql.raw(String(LONGEST - 1))})`;
  const [orders, people, [pending], [today], money, returns, [coupons]] = await Promise.all([
    queryRows<OrderRow>(
      db,
      sql`select to_char(o.order_date at time zone ${zone}, 'YYYY-MM-DD') as "day",
          array_agg(vo.status::text) as "statuses",
          coalesce(sum(vo.subtotal_paise) filter (where vo.status <> 'cancelled'), 0)::float8 as "openPaise"
        from orders o join vendor_orders vo on vo.order_id = o.id
        where o.order_date >= (${since})::timestamp at time zone ${zone}
        group by o.id`,
    ),
    queryRows<PeopleRow>(
      db,
      sql`select role, to_char(created_at at time zone ${zone}, 'YYYY-MM-DD') as "day", count(*)::int as "joined"
        from users where role in ('customer', 'vendor') and created_at >= (${since})::timestamp at time zone ${zone}
        group by 1, 2`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as "count" from users
        where role = 'vendor' and vendor_status = 'pending' and deleted_at is null`,
    ),
    queryRows<{ today: string }>(db, sql`select to_char(now() at time zone ${zone}, 'YYYY-MM-DD') as "today"`),
    ledgerTotals(db),
    returnTotals(db),
    queryRows<{ marketplaceFunded: number; vendorFunded: number }>(
      db,
      sql`select coalesce(sum(discount_paise) filter (where discount_funded_by = 'marketplace'), 0)::float8 as "marketplaceFunded",
          coalesce(sum(discount_paise) filter (where discount_funded_by = 'vendor'), 0)::float8 as "vendorFunded"
        from vendor_orders where status <> 'cancelled' and discount_paise > 0`,
    ),
  ]);
  const days = lastDays(today?.today ?? new Date().toISOString().slice(0, 10), LONGEST);
  return {
    windows: WINDOWS.map((length) => {
      const first = days[days.length - length] ?? '';
      const inWindow = orders.filter((order) => order.day >= first);
      const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const order of inWindow) ordersByStatus[overallOrderStatus(textArray(order.statuses))] += 1;
      const joined = (role: PeopleRow['role']) =>
        people.filter((row) => row.role === role && row.day >= first).reduce((sum, row) => sum + row.joined, 0);
      return {
        days: length,
        gmv: paiseToRupees(inWindow.reduce((sum, order) => sum + order.openPaise, 0)),
        orders: inWindow.length,
        ordersByStatus,
        newShoppers: joined('customer'),
        newVendors: joined('vendor'),
      };
    }),
    vendorsPending: pending?.count ?? 0,
    money,
    returns,
    coupons: {
      marketplaceFunded: paiseToRupees(Number(coupons?.marketplaceFunded ?? 0)),
      vendorFunded: paiseToRupees(Number(coupons?.vendorFunded ?? 0)),
    },
    daily: days.map((day) => {
      const placed = orders.filter((order) => order.day === day);
      return {
        day,
        gmv: paiseToRupees(placed.reduce((sum, order) => sum + order.openPaise, 0)),
        orders: placed.length,
      };
    }),
  };
}

/** The `count` calendar days ending with `today` (YYYY-MM-DD), oldest first. */
function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
