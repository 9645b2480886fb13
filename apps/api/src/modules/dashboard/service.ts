import {
  LOW_STOCK_THRESHOLD,
  PART_STATUSES,
  type PartStatus,
  paiseToRupees,
  type SalesFigures,
  STORE_TIME_ZONE,
  type VendorDashboard,
} from '@fabric-store/shared';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fabrics } from '../../db/schema';

const zone = sql.raw(`'${STORE_TIME_ZONE}'`);
/** The first instant of the day `daysBack` days before today, in the store's time zone. */
const dayStart = (daysBack: number) =>
  sql`(((now() at time zone ${zone})::date - ${sql.raw(String(daysBack))})::timestamp at time zone ${zone})`;

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

/**
 * A vendor's own sales figures for the last 7 and 30 days (today included, by the day each order
 * was placed, decision 84), revenue per day, best sellers and low stock. The window's parts are read
 * from `vendor_orders_vendor_sales_idx` and its lines from `order_items_vendor_sales_idx`, each one
 * index range read alone, so a view costs the orders of 30 days, not the vendor's whole history.
 */
export async function vendorDashboard(db: Executor, vendorId: string): Promise<VendorDashboard> {
  const [[today], byDayAndStatus, fabricSales, lowStock] = await Promise.all([
    queryRows<{ today: string }>(db, sql`select to_char(now() at time zone ${zone}, 'YYYY-MM-DD') as "today"`),
    queryRows<DayStatusRow>(
      db,
      sql`select to_char(order_date at time zone ${zone}, 'YYYY-MM-DD') as "day", status,
            count(*)::int as "orders", sum(subtotal_paise)::float8 as "paise"
          from vendor_orders
          where vendor_id = ${vendorId} and order_date >= ${dayStart(29)}
          group by 1, 2`,
    ),
    queryRows<FabricSalesRow>(
      db,
      // The window's lines from one index range, less those of the (few) cancelled parts.
      sql`select fabric_id as "fabricId",
            coalesce(sum(quantity) filter (where order_date >= ${dayStart(6)}), 0)::float8 / 100 as "units7",
            sum(quantity)::float8 / 100 as "units30",
            -- Each line priced as lineTotalPaise (packages/shared/src/lengths.ts) prices it: half-up to the paisa.
            sum((quantity::bigint * unit_price_paise + 50) / 100)::float8 as "paise30"
          from order_items
          where vendor_id = ${vendorId} and order_date >= ${dayStart(29)}
            and vendor_order_id not in (
              select id from vendor_orders
              where vendor_id = ${vendorId} and order_date >= ${dayStart(29)} and status = 'cancelled')
          group by fabric_id`,
    ),
    db
      .select({ _id: fabrics.id, name: fabrics.name, stock: sql<number>`${fabrics.stock}::float8 / 100` })
      .from(fabrics)
      .where(
        and(eq(fabrics.vendorId, vendorId), isNull(fabrics.deletedAt), lte(fabrics.stock, LOW_STOCK_THRESHOLD * 100)),
      )
      .orderBy(asc(fabrics.stock), asc(fabrics.name))
      .limit(10),
  ]);
  const todayDay = today?.today ?? new Date().toISOString().slice(0, 10);
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
  const names = best.length
    ? await db
        .select({ id: fabrics.id, name: fabrics.name })
        .from(fabrics)
        .where(
          inArray(
            fabrics.id,
            best.map((row) => row.fabricId),
          ),
        )
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));

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
      name: nameOf.get(row.fabricId) ?? '',
      unitsSold: row.units30,
      revenue: paiseToRupees(row.paise30),
    })),
    lowStock,
  };
}
