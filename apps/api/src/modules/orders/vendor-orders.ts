// A vendor's orders: its list of parts, its tabs' counts, and taking a part off its list.
import type { PartStatus, VendorOrder, VendorOrderCounts } from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import { vendorOrders } from '../../db/schema';
import type { Page } from './customer-orders';
import { ORDER_NOT_FOUND, toVendorOrder, type VendorOrderRow, vendorOrderColumns } from './order-views';

interface VendorOrderFilter extends Page {
  status?: PartStatus | undefined;
  orderId?: string;
}

/**
 * The orders holding a vendor's fabrics, newest first, each showing only that vendor's part: one
 * statement, the page of parts from the vendor's index, each with its order's row.
 */
export async function listVendorOrders(
  db: Executor,
  vendorId: string,
  { page, limit, status, orderId }: VendorOrderFilter,
): Promise<VendorOrder[]> {
  const rows = await preparedRows<VendorOrderRow>(
    db,
    'vendor_orders_page',
    sql`select ${vendorOrderColumns}
      from (select * from vendor_orders
        where vendor_id = ${vendorId} and archived_at is null
          ${status ? sql`and status = ${status}` : sql``} ${orderId ? sql`and order_id = ${orderId}` : sql``}
        order by order_date desc, id desc limit ${limit} offset ${(page - 1) * limit}) as vo
      join orders o on o.id = vo.order_id
      order by vo.order_date desc, vo.id desc`,
  );
  return rows.map(toVendorOrder);
}

/**
 * How many of the vendor's listed (not archived) orders are in each status: its tabs' counts, read
 * from its rows of `vendor_order_counts` (one per status, kept by triggers) rather than counted from
 * its parts, so a count reads at most five rows however long the vendor has sold.
 */
export async function countVendorOrders(db: Executor, vendorId: string): Promise<VendorOrderCounts> {
  const rows = await preparedRows<{ status: PartStatus; orders: number }>(
    db,
    'vendor_order_counts',
    sql`select status, listed_parts as orders from vendor_order_counts where vendor_id = ${vendorId}`,
  );
  const counts: VendorOrderCounts = { all: 0, placed: 0, accepted: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    counts[row.status] = row.orders;
    counts.all += row.orders;
  }
  return counts;
}

/** The vendor's part of an order, while it is on the vendor's list (not archived). */
export const listedPartOf = (vendorId: string, orderId: string) =>
  and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.archivedAt));

/**
 * Removes an order from one vendor's list, the last step of its Delete (`deleteVendorOrder`, which
 * cancels a live part first). The customer's order and the other vendors' parts are untouched.
 */
export async function archiveVendorOrder(db: Executor, vendorId: string, orderId: string): Promise<void> {
  const archived = await db
    .update(vendorOrders)
    .set({ archivedAt: new Date() })
    .where(listedPartOf(vendorId, orderId))
    .returning({ id: vendorOrders.id });
  if (archived.length === 0) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
}
