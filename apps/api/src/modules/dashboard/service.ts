import {
  LOW_STOCK_THRESHOLD,
  PART_STATUSES,
  type PartStatus,
  paiseToRupees,
  type SalesFigures,
  STORE_TIME_ZONE,
  type VendorDashboard,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
interface DayStatusRow {
  day: string;
  status: PartStatus;
  orders: number;
  paise: number;
}

interface FabricSalesRow {
  fabricId: string;
  units7: number;
  units30: number;
  paise30: number;
}

/** YYYY-MM-DD of `days` days after the date `day`. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface LowStockRow {
  _id: string;
  name: string;
  stock: number;
}

interface DashboardRow {
  today: string;
  byDayAndStatus: DayStatusRow[];
  fabricSales: (FabricSalesRow & { name: string })[];
  lowStock: LowStockRow[];
}

/** The first day of the window that ends today and lasts `days` days, in the store's calendar. */
const firstDay = (days: number) => sql`((now() at time zone ${zone})::date - ${sql.raw(String(days - 1))})`;

/**
 * A vendor's own sales figures for the last 7 and 30 days (today included, by the store's day each
 * order was placed, which never changes, so a day's figures do not move between views), revenue per
 * day, best sellers and low stock, in one statement. The figures come from the vendor's rows of
 * `vendor_daily_sales` and `vendor_fabric_daily_sales`, which the transaction that places or moves an
 * order keeps: a view reads at most 30 days ×
 * 5 statuses and 30 days × the fabrics sold, never the vendor's orders.
 */
export async function vendorDashboard(db: Executor, vendorId: string): Promise<VendorDashboard> {
  const [row] = await preparedRows<DashboardRow>(
    db,
    'vendor_dashboard',
    sql`select to_char(now() at time zone ${zone}, 'YYYY-MM-DD') as "today",
      (select coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'status', status,
          'orders', parts, 'paise', subtotal_paise)), '[]')
        from vendor_daily_sales
        where vendor_id = ${vendorId} and day >= ${firstDay(30)} and parts <> 0) as "byDayAndStatus",
      (select coalesce(json_agg(json_build_object('fabricId', sold.fabric_id, 'name', coalesce(f.name, ''),
          'units7', sold.units7::float8 / 100, 'units30', sold.units30::float8 / 100, 'paise30', sold.paise30)), '[]')
        from (select fabric_id, coalesce(sum(quantity) filter (where day >= ${firstDay(7)}), 0) as units7,
            sum(quantity) as units30, sum(revenue_paise) as paise30
          from vendor_fabric_daily_sales
          where vendor_id = ${vendorId} and day >= ${firstDay(30)}
          group by fabric_id having sum(quantity) > 0) as sold
        left join fabrics f on f.id = sold.fabric_id) as "fabricSales",
      (select coalesce(json_agg(low order by low.stock, low.name), '[]')
        from (select id as "_id", name, stock::float8 / 100 as stock from fabrics
          where vendor_id = ${vendorId} and deleted_at is null and stock <= ${LOW_STOCK_THRESHOLD * 100}
          order by stock, name limit 10) as low) as "lowStock"`,
  );
  if (!row) throw new Error('the dashboard statement answered no row');
  const { today, byDayAndStatus, fabricSales, lowStock } = row;
  const todayDay = today;
  const firstOf7 = addDays(todayDay, -6);

  const figures = (days: number, rows: DayStatusRow[], unitsSold: number): SalesFigures => {
    const ordersByStatus = Object.fromEntries(PART_STATUSES.map((status) => [status, 0])) as Record<PartStatus, number>;
    let revenuePaise = 0;
    let deliveredPaise = 0;
    for (const row of rows) {
      ordersByStatus[row.status] += row.orders;
      if (row.status !== 'cancelled') revenuePaise += row.paise;
      if (row.status === 'delivered') deliveredPaise += row.paise;
    }
    const orders = PART_STATUSES.reduce((sum, status) => sum + ordersByStatus[status], 0);
    const notCancelled = orders - ordersByStatus.cancelled;
    return {
      days,
      revenueDelivered: paiseToRupees(deliveredPaise),
      revenue: paiseToRupees(revenuePaise),
      orders,
      ordersByStatus,
      unitsSold,
      averageOrderValue: notCancelled > 0 ? paiseToRupees(Math.round(revenuePaise / notCancelled)) : 0,
    };
  };

  const revenueByDay = Array.from({ length: 30 }, (_, index) => {
    const day = addDays(todayDay, index - 29);
    const rows = byDayAndStatus.filter((row) => row.day === day);
    const sum = (keep: (status: PartStatus) => boolean) =>
      rows.filter((row) => keep(row.status)).reduce((total, row) => total + row.paise, 0);
    return {
      day,
      revenue: paiseToRupees(sum((status) => status !== 'cancelled')),
      revenueDelivered: paiseToRupees(sum((status) => status === 'delivered')),
    };
  });

  const best = [...fabricSales]
    .sort((a, b) => b.units30 - a.units30 || b.paise30 - a.paise30 || a.fabricId.localeCompare(b.fabricId))
    .slice(0, 5);
  return {
    today: todayDay,
    last7Days: figures(
      7,
      byDayAndStatus.filter((row) => row.day >= firstOf7),
      fabricSales.reduce((sum, row) => sum + row.units7, 0),
    ),
    last30Days: figures(
      30,
      byDayAndStatus,
      fabricSales.reduce((sum, row) => sum + row.units30, 0),
    ),
    revenueByDay,
    topFabrics: best.map((row) => ({
      _id: row.fabricId,
      name: row.name,
      unitsSold: row.units30,
      revenue: paiseToRupees(row.paise30),
    })),
    lowStock,
  };
}
