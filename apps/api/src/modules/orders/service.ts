// The moves of an order's parts, as the order lifecycle's table allows them: a vendor's step forward,
// and the cancel of open parts by whoever cancels them. What else a move sets going (the ledger, stock,
// the coupon, the money, mails) is put together by the flows that call these (flows/move-part.ts,
// flows/cancel-part.ts).
import {
  CANCELLABLE_PART_STATUSES,
  describeAllowedMoves,
  type PartStatusChangeSchema,
  partStatusesBefore,
  type VendorOrder,
} from '@fabric-store/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import { orders, type PartEvent, vendorOrders } from '../../db/schema';
import { historyWith, refusedMove, statusUpdate } from '../../db/state-machine';
import { ORDER_NOT_FOUND, toVendorOrder, type VendorOrderRow, vendorOrderColumns } from './order-views';
import { listedPartOf } from './vendor-orders';

export const ORDER_ALREADY_SHIPPED = 'Part of this order has already been shipped, so it can no longer be cancelled.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';
export const NO_SUCH_PART = 'This order has no such part.';
export const AWAITS_PAYMENT =
  'This order awaits its UPI payment: ship it once the payment is confirmed. You may accept it meanwhile.';

export type PartStatusChange = z.output<typeof PartStatusChangeSchema>;
export type PartForward = Exclude<PartStatusChange['status'], 'cancelled'>;
export type CancelActor = Omit<PartEvent, 'status' | 'at'>;

/**
 * A vendor moves its part one step forward (accepted, shipped, delivered), as `NEXT_PART_STATUSES`
 * allows, in one conditional `UPDATE` that answers the vendor's view of the moved part. History, cash
 * collected on delivery and the vendor's sales summaries (kept by triggers) go with that statement;
 * a move that finds nothing to move is told why (404, or 409 with what is possible now).
 */
export async function movePartForward(
  tx: Executor,
  vendor: Caller,
  orderId: string,
  change: PartStatusChange & { status: PartForward },
): Promise<VendorOrder> {
  const move = statusUpdate({
    table: sql.raw('vendor_orders'),
    to: change.status,
    from: partStatusesBefore(change.status),
    by: { actorRole: 'vendor', actorId: vendor.id, note: shippingNote(change) },
    where: sql`order_id = ${orderId} and vendor_id = ${vendor.id} and archived_at is null
      ${change.status === 'shipped' ? sql`and not exists (${unpaidUpiOrder})` : sql``}`,
    also:
      change.status === 'shipped'
        ? sql`tracking_number = ${change.trackingNumber ?? null}, carrier = ${change.carrier ?? null}`
        : change.status === 'delivered'
          ? sql`payment_collected_at = case when (select payment_method from orders where orders.id = vendor_orders.order_id)
                = 'cash_on_delivery' then now() end`
          : undefined,
  });
  const [moved] = await preparedRows<VendorOrderRow>(
    tx,
    `vendor_part_to_${change.status}`,
    sql`with vo as (${move} returning *) select ${vendorOrderColumns} from vo join orders o on o.id = vo.order_id`,
  );
  if (!moved) throw await moveRefusal(tx, vendor.id, orderId, change.status);
  return toVendorOrder(moved);
}

/** The part's order is paid by UPI and the operator has not confirmed the payment: it may be accepted, not shipped. */
const unpaidUpiOrder = sql`select 1 from orders where orders.id = vendor_orders.order_id
  and orders.payment_method = 'upi' and orders.payment_status <> 'paid'`;

/**
 * Why a part could not be moved: there is none of the vendor's (404), its order awaits its UPI payment
 * (409), or its status allows other moves (409).
 */
async function moveRefusal(db: Executor, vendorId: string, orderId: string, target: PartForward) {
  const [part] = await db
    .select({ status: vendorOrders.status, method: orders.paymentMethod, payment: orders.paymentStatus })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(listedPartOf(vendorId, orderId));
  const shippable = part && partStatusesBefore('shipped').includes(part.status);
  if (target === 'shipped' && shippable && part.method === 'upi' && part.payment !== 'paid') {
    return conflict('AWAITING_PAYMENT', AWAITS_PAYMENT);
  }
  return refusedMove(part, { code: 'ORDER_NOT_FOUND', message: ORDER_NOT_FOUND }, describeAllowedMoves);
}

const shippingNote = (change: PartStatusChange) =>
  change.status === 'shipped' && (change.carrier || change.trackingNumber)
    ? [change.carrier, change.trackingNumber && `tracking ${change.trackingNumber}`].filter(Boolean).join(', ')
    : null;

/**
 * Locks the one part `which` finds, its status read after any racing move commits: 404 (`missing`)
 * without one, 409 saying what is possible now unless it may still be cancelled.
 */
export async function lockCancellablePart(tx: Executor, which: SQL | undefined, missing: string) {
  const [part] = await tx
    .select({ id: vendorOrders.id, vendorId: vendorOrders.vendorId, status: vendorOrders.status })
    .from(vendorOrders)
    .where(which)
    .for('update');
  if (!part) throw notFound('ORDER_NOT_FOUND', missing);
  if (!CANCELLABLE_PART_STATUSES.includes(part.status))
    throw conflict('MOVE_NOT_ALLOWED', describeAllowedMoves(part.status));
  return part;
}

/** The status of the vendor's listed part of an order, locked for a move; undefined when it has none. */
export async function vendorPartStatus(tx: Executor, vendorId: string, orderId: string) {
  const [part] = await tx
    .select({ status: vendorOrders.status })
    .from(vendorOrders)
    .where(listedPartOf(vendorId, orderId))
    .for('update');
  return part?.status;
}

/** Which part the operator's cancel finds: any part of the order, by its id. */
export const partOfOrder = (orderId: string, partId: string) =>
  and(eq(vendorOrders.id, partId), eq(vendorOrders.orderId, orderId));

/** The shopper's own order, locked before its parts, as every cancel locks them: 404 when it is not hers. */
export async function lockShopperOrder(tx: Executor, customer: Caller, orderId: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customer.id)))
    .for('update');
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** The order's parts, locked in id order, as every cancel of a whole order locks them. */
export const lockOrderParts = (tx: Executor, orderId: string) =>
  tx
    .select({ id: vendorOrders.id, status: vendorOrders.status })
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, orderId))
    .orderBy(vendorOrders.id)
    .for('update');

/** The parts of a whole order still open: a cancel of the whole order takes these. */
export const openPartIds = (parts: Awaited<ReturnType<typeof lockOrderParts>>) =>
  parts.filter((part) => CANCELLABLE_PART_STATUSES.includes(part.status)).map((part) => part.id);

/** Marks open parts cancelled, with the reason and the history entry, in one statement. */
export async function markPartsCancelled(tx: Executor, partIds: string[], by: CancelActor): Promise<void> {
  await tx
    .update(vendorOrders)
    .set({ status: 'cancelled', cancelReason: by.note, history: historyWith('cancelled', by) })
    .where(inArray(vendorOrders.id, partIds));
}
