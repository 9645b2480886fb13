// Cancelling parts of an order, by anyone: its vendor (one part), the operator (one part), the shopper
// (every part not yet shipped) or the store (an unpaid UPI order's, jobs/payment-expiry.ts). Each is one
// transaction of named steps, its locks always in one order, as checkout takes them: the order's row
// (its payment) first, then the parts, then the coupon, the fabrics' stock and the parts' own rows
// (whose triggers lock the vendors' sales summaries), so no two writers deadlock and stock comes back
// exactly once.
import { type AdminOrder, CANCELLABLE_PART_STATUSES, type Order, type VendorOrder } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import { conflict, notFound } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database, Executor } from '../db/client';
import { giveBackCouponOfCancelledOrder } from '../modules/coupons/coupon-give-back';
import { returnStock } from '../modules/inventory/service';
import { postRefundsOwed } from '../modules/ledger/payment-postings';
import {
  enqueueMarketplaceCancelMails,
  enqueuePartMovedMail,
  enqueueShopperCancelMails,
} from '../modules/mail/order-mails';
import { getOrderForOperator } from '../modules/orders/operator-orders';
import { customerOrder, ORDER_NOT_FOUND } from '../modules/orders/order-views';
import {
  type CancelActor,
  lockCancellablePart,
  lockOrderParts,
  lockShopperOrder,
  markPartsCancelled,
  NO_SUCH_PART,
  ORDER_ALREADY_CANCELLED,
  ORDER_ALREADY_SHIPPED,
  openPartIds,
  partOfOrder,
  vendorPartStatus,
} from '../modules/orders/service';
import { archiveVendorOrder, listedPartOf, listVendorOrders } from '../modules/orders/vendor-orders';
import { lockOrderPayment, settleCancelledParts } from '../modules/payments/refunds-owed';

/**
 * Cancels open parts of one order for whoever cancels them: the coupon's share and the stock back
 * first, then the parts, as checkout orders its locks.
 */
export async function cancelOpenParts(tx: Executor, partIds: string[], by: CancelActor): Promise<void> {
  await giveBackCouponOfCancelledOrder(tx, partIds);
  await returnStock(tx, partIds);
  await markPartsCancelled(tx, partIds, by);
}

/**
 * Cancels the one part `which` finds, if its status allows: the order's payment locked first, then the
 * part, then the cancel, and the order's money settled (`settleMoneyOfCancel`: a UPI order asks for the
 * parts left, or owes this one back).
 */
async function cancelOnePart(
  tx: Executor,
  orderId: string,
  which: Parameters<typeof lockCancellablePart>[1],
  by: CancelActor,
  missing = ORDER_NOT_FOUND,
) {
  const order = await lockOrderPayment(tx, orderId);
  if (!order) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  const part = await lockCancellablePart(tx, which, missing);
  await cancelOpenParts(tx, [part.id], by);
  await settleMoneyOfCancel(tx, orderId, [part.id]);
  return part;
}

/** The order's money after a cancel: the parts left asked for, or the cancelled ones owed back and posted. */
async function settleMoneyOfCancel(tx: Executor, orderId: string, partIds: string[]): Promise<void> {
  if (await settleCancelledParts(tx, orderId, partIds)) await postRefundsOwed(tx, orderId);
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

/** A vendor cancels its part; the shopper is mailed; the vendor is answered its view of the part. */
export async function cancelPartForVendor(
  db: Database,
  vendor: Caller,
  orderId: string,
  reason: string | null,
): Promise<VendorOrder> {
  return db.transaction(async (tx) => {
    await cancelOwnPart(tx, vendor, orderId, reason);
    const [view] = await listVendorOrders(tx, vendor.id, { page: 1, limit: 1, orderId });
    if (!view) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    return view;
  });
}

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
    const by = { actorRole: 'operator' as const, actorId: operatorId, note: reason };
    const part = await cancelOnePart(tx, orderId, partOfOrder(orderId, partId), by, NO_SUCH_PART);
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
 * The shopper cancels every part of an order no vendor has shipped yet, in one transaction that
 * locks the order, then its parts: once any part is shipped, or when nothing is left to cancel, 409.
 */
export async function cancelOrderForShopper(
  db: Database,
  customer: Caller,
  orderId: string,
  reason: string | undefined,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockShopperOrder(tx, customer, orderId);
    const parts = await lockOrderParts(tx, order.id);
    if (parts.some((part) => part.status === 'shipped' || part.status === 'delivered')) {
      throw conflict('ALREADY_SHIPPED', ORDER_ALREADY_SHIPPED);
    }
    const open = openPartIds(parts);
    if (open.length === 0) throw conflict('ALREADY_CANCELLED', ORDER_ALREADY_CANCELLED);
    await cancelOpenParts(tx, open, { actorRole: 'shopper', actorId: customer.id, note: reason ?? null });
    await settleMoneyOfCancel(tx, order.id, open);
    await enqueueShopperCancelMails(tx, order.id, open);
    return customerOrder(tx, order);
  });
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
export async function deleteVendorPart(db: Database, vendor: Caller, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrderPayment(tx, orderId);
    const status = order ? await vendorPartStatus(tx, vendor.id, orderId) : undefined;
    if (!status) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    if (CANCELLABLE_PART_STATUSES.includes(status)) await cancelOwnPart(tx, vendor, orderId, VENDOR_DELETED_NOTE);
    else if (status === 'shipped') throw conflict('ALREADY_SHIPPED', SHIPPED_PART_NOT_DELETABLE);
    await archiveVendorOrder(tx, vendor.id, orderId);
  });
}
