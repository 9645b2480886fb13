// Every move of a part's status: a vendor's step forward or cancel, a shopper's cancel of the
// whole order, and the operator's cancel of a part. A cancel gives the part's stock back through
// the inventory.
import {
  type AdminOrder,
  CANCELLABLE_PART_STATUSES,
  describeAllowedMoves,
  type Order,
  type PartStatusChangeSchema,
  partStatusesBefore,
  type VendorOrder,
} from '@fabric-store/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import { orders, type PartEvent, vendorOrders } from '../../db/schema';
import { recordAction } from '../admin/audit';
import { giveBackCouponOfCancelledOrder } from '../coupons/coupon-give-back';
import { returnStock } from '../inventory/service';
import { postDelivery } from '../ledger/service';
import { enqueueMarketplaceCancelMails, enqueuePartMovedMail, enqueueShopperCancelMails } from '../mail/order-mails';
import { lockOrderPayment, settleCancelledParts } from '../payments/refunds-owed';
import { scheduleReviewInvite } from '../reviews/review-invite';
import { getOrderForOperator } from './operator-orders';
import { customerOrder, ORDER_NOT_FOUND, toVendorOrder, type VendorOrderRow, vendorOrderColumns } from './order-views';
import { archiveVendorOrder, listedPartOf, listVendorOrders } from './vendor-orders';

export const ORDER_ALREADY_SHIPPED = 'Part of this order has already been shipped, so it can no longer be cancelled.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';

type PartStatusChange = z.output<typeof PartStatusChangeSchema>;

/**
 * A part's history with one more entry at the end: the statement that moves the part appends it,
 * timed by the transaction's clock, as `payment_collected_at` is.
 */
const historyWith = (entry: Omit<PartEvent, 'at'>) =>
  sql`${vendorOrders.history} || jsonb_build_array(jsonb_build_object('status', ${entry.status}::text, 'at', now(),
    'actorRole', ${entry.actorRole}::text, 'actorId', ${entry.actorId}::uuid, 'note', ${entry.note}::text))`;

/**
 * A vendor moves its part of an order one step, as `NEXT_PART_STATUSES` allows. Accepting, shipping and
 * delivering are one conditional `UPDATE` that answers the vendor's view of the moved part: of two
 * racing moves, PostgreSQL re-checks the status of the loser against the winner's row, so one moves
 * and the other finds nothing to move and is told what is possible now (409). History, cash collected
 * on delivery and the vendor's sales summaries (kept by triggers) go with that statement,
 * and a delivery posts to the vendor's ledger in the same transaction;
 * a cancel, which also returns stock, is a transaction of its own.
 */
export async function changePartStatus(
  db: Database,
  vendor: Caller,
  orderId: string,
  change: PartStatusChange,
): Promise<VendorOrder> {
  if (change.status === 'cancelled') return cancelPart(db, vendor, orderId, change.reason ?? null);
  return db.transaction(async (tx) => {
    const [moved] = await preparedRows<VendorOrderRow>(
      tx,
      `vendor_part_to_${change.status}`,
      sql`with vo as (update vendor_orders set status = ${change.status},
        ${
          change.status === 'shipped'
            ? sql`tracking_number = ${change.trackingNumber ?? null}, carrier = ${change.carrier ?? null},`
            : sql``
        }
        ${
          change.status === 'delivered'
            ? sql`payment_collected_at = case when (select payment_method from orders where orders.id = vendor_orders.order_id)
                = 'cash_on_delivery' then now() end,`
            : sql``
        }
        history = ${historyWith({ status: change.status, actorRole: 'vendor', actorId: vendor.id, note: shippingNote(change) })}
      where order_id = ${orderId} and vendor_id = ${vendor.id} and archived_at is null
        ${change.status === 'shipped' ? sql`and not exists (${unpaidUpiOrder})` : sql``}
        and status in (${sql.join(
          partStatusesBefore(change.status).map((status) => sql`${status}`),
          sql`, `,
        )})
      returning *)
    select ${vendorOrderColumns} from vo join orders o on o.id = vo.order_id`,
    );
    if (!moved) throw await moveRefusal(tx, vendor.id, orderId, change.status);
    if (change.status === 'delivered') {
      await postDelivery(tx, orderId, vendor.id);
      await scheduleReviewInvite(tx, orderId, vendor.id);
    }
    await enqueuePartMovedMail(tx, orderId, vendor.id);
    return toVendorOrder(moved);
  });
}

/** The part's order is paid by UPI and the operator has not confirmed the payment: it may be accepted, not shipped. */
const unpaidUpiOrder = sql`select 1 from orders where orders.id = vendor_orders.order_id
  and orders.payment_method = 'upi' and orders.payment_status <> 'paid'`;

export const AWAITS_PAYMENT =
  'This order awaits its UPI payment: ship it once the payment is confirmed. You may accept it meanwhile.';

/**
 * Why a part could not be moved: there is none of the vendor's (404), its order awaits its UPI payment
 * (409), or its status allows other moves (409).
 */
async function moveRefusal(db: Executor, vendorId: string, orderId: string, target: PartStatusChange['status']) {
  const [part] = await db
    .select({ status: vendorOrders.status, method: orders.paymentMethod, payment: orders.paymentStatus })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(listedPartOf(vendorId, orderId));
  if (!part) return notFound(ORDER_NOT_FOUND);
  const shippable = partStatusesBefore('shipped').includes(part.status);
  if (target === 'shipped' && shippable && part.method === 'upi' && part.payment !== 'paid') {
    return conflict(AWAITS_PAYMENT);
  }
  return conflict(describeAllowedMoves(part.status));
}

/**
 * A vendor cancels its part: the order's payment and then the part are locked first and the part's status
 * read after any racing move commits, so the stock comes back exactly once; and its stock goes back before
 * it moves, so that, as in checkout, fabrics are locked before the summaries: one lock order for every
 * writer, so none deadlocks. A UPI order's money follows the cancel (`settleCancelledParts`).
 */
async function cancelPart(db: Database, vendor: Caller, orderId: string, reason: string | null) {
  return db.transaction(async (tx) => {
    await cancelOwnPart(tx, vendor, orderId, reason);
    const [view] = await listVendorOrders(tx, vendor.id, { page: 1, limit: 1, orderId });
    if (!view) throw notFound(ORDER_NOT_FOUND);
    return view;
  });
}

/** The vendor's cancel of its listed part, and the shopper's mail saying so. */
async function cancelOwnPart(tx: Executor, vendor: Caller, orderId: string, reason: string | null) {
  await cancelOnePart(tx, orderId, listedPartOf(vendor.id, orderId), {
    actorRole: 'vendor',
    actorId: vendor.id,
    note: reason,
  });
  await enqueuePartMovedMail(tx, orderId, vendor.id);
}

export const SHIPPED_PART_NOT_DELETABLE =
  'This order is on its way to the shopper, so it cannot be deleted. Mark it delivered once it arrives, then delete it.';
/** The reason the shopper reads on a part its vendor deleted before shipping it. */
export const VENDOR_DELETED_NOTE = 'The vendor cancelled this order before shipping it.';

/**
 * The spec's Delete on the vendor's list, which never hides a live order: a part not yet shipped is
 * cancelled first (the vendor's own cancel), a shipped part is refused (409), and then the part leaves
 * the vendor's list. The order and the part are locked first, as every cancel locks them, so a racing
 * ship either commits before this reads the status or waits for it.
 */
export async function deleteVendorOrder(db: Database, vendor: Caller, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, orderId);
    const [part] = order
      ? await tx
          .select({ status: vendorOrders.status })
          .from(vendorOrders)
          .where(listedPartOf(vendor.id, orderId))
          .for('update')
      : [];
    if (!part) throw notFound(ORDER_NOT_FOUND);
    if (CANCELLABLE_PART_STATUSES.includes(part.status)) {
      await cancelOwnPart(tx, vendor, orderId, VENDOR_DELETED_NOTE);
    } else if (part.status === 'shipped') {
      throw conflict(SHIPPED_PART_NOT_DELETABLE);
    }
    await archiveVendorOrder(tx, vendor.id, orderId);
  });
}

export const NO_SUCH_PART = 'This order has no such part.';

/**
 * The operator cancels one part of any order (a fraud order, a vendor who neither ships nor answers, a
 * shopper's call): the vendor's cancel with the operator as its actor, recorded in the audit log, the
 * shopper and the vendor told that the marketplace cancelled it.
 */
export async function cancelPartForOperator(
  db: Database,
  operatorId: string,
  orderId: string,
  partId: string,
  reason: string,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const part = await cancelOnePart(
      tx,
      orderId,
      and(eq(vendorOrders.id, partId), eq(vendorOrders.orderId, orderId)),
      { actorRole: 'operator', actorId: operatorId, note: reason },
      NO_SUCH_PART,
    );
    await recordAction(tx, {
      actorId: operatorId,
      action: 'cancelled a part of the order',
      targetType: 'order',
      targetId: orderId,
      reason,
    });
    await enqueueMarketplaceCancelMails(tx, orderId, part.vendorId);
    return getOrderForOperator(tx, orderId);
  });
}

/**
 * Cancels the one part `which` finds, if its status allows: the order's payment locked first, then the part,
 * its status read after any racing move commits (404 without one, 409 saying what is possible now), then
 * the cancel of the shopper's and the store's, and the order's money settled.
 */
async function cancelOnePart(
  tx: Executor,
  orderId: string,
  which: SQL | undefined,
  by: CancelActor,
  missing = ORDER_NOT_FOUND,
) {
  const order = await lockOrderPayment(tx, orderId);
  const [part] = order
    ? await tx
        .select({ id: vendorOrders.id, vendorId: vendorOrders.vendorId, status: vendorOrders.status })
        .from(vendorOrders)
        .where(which)
        .for('update')
    : [];
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!part) throw notFound(missing);
  if (!CANCELLABLE_PART_STATUSES.includes(part.status)) throw conflict(describeAllowedMoves(part.status));
  await cancelOpenParts(tx, [part.id], by);
  await settleCancelledParts(tx, orderId, [part.id]);
  return part;
}

const shippingNote = (change: PartStatusChange) =>
  change.status === 'shipped' && (change.carrier || change.trackingNumber)
    ? [change.carrier, change.trackingNumber && `tracking ${change.trackingNumber}`].filter(Boolean).join(', ')
    : null;

/**
 * The shopper cancels every part of an order no vendor has shipped yet, in one transaction that
 * locks the order's parts first: once any part is shipped, or when nothing is left to cancel, 409.
 */
export async function cancelOrderForShopper(
  db: Database,
  customer: Caller,
  orderId: string,
  reason: string | undefined,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customer.id)))
      // The order before its parts, as every cancel locks them.
      .for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const parts = await lockOrderParts(tx, order.id);
    if (parts.some((part) => part.status === 'shipped' || part.status === 'delivered')) {
      throw conflict(ORDER_ALREADY_SHIPPED);
    }
    const open = parts.filter((part) => CANCELLABLE_PART_STATUSES.includes(part.status)).map((part) => part.id);
    if (open.length === 0) throw conflict(ORDER_ALREADY_CANCELLED);
    await cancelOpenParts(tx, open, { actorRole: 'shopper', actorId: customer.id, note: reason ?? null });
    await settleCancelledParts(tx, order.id, open);
    await enqueueShopperCancelMails(tx, order.id, open);
    return customerOrder(tx, order);
  });
}

/** The order's parts, locked in id order, as every cancel of a whole order locks them. */
export const lockOrderParts = (tx: Executor, orderId: string) =>
  tx
    .select({ id: vendorOrders.id, status: vendorOrders.status })
    .from(vendorOrders)
    .where(eq(vendorOrders.orderId, orderId))
    .orderBy(vendorOrders.id)
    .for('update');

type CancelActor = Omit<PartEvent, 'status' | 'at'>;

/**
 * Cancels open parts of one order for whoever cancels them (the shopper, its vendor, the operator or the
 * store): the coupon's share and the stock back first, then the parts (whose triggers lock the vendors'
 * sales summaries), as checkout orders its locks.
 */
export async function cancelOpenParts(tx: Executor, partIds: string[], by: CancelActor): Promise<void> {
  await giveBackCouponOfCancelledOrder(tx, partIds);
  await returnStock(tx, partIds);
  await tx
    .update(vendorOrders)
    .set({ status: 'cancelled', cancelReason: by.note, history: historyWith({ status: 'cancelled', ...by }) })
    .where(inArray(vendorOrders.id, partIds));
}
