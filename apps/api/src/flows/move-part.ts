// A vendor's move of its part of an order: accepted, shipped, delivered (or cancelled, which is
// flows/cancel-part.ts). The move, the tax invoice of a shipment, the ledger's posting and the review
// invite of a delivery, and the shopper's mail are one transaction, so each happens once, with the
// move or not at all.
import type { VendorOrder } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import { issuePartInvoice } from '../modules/invoices/service';
import { postDelivery } from '../modules/ledger/service';
import { enqueuePartMovedMail } from '../modules/mail/order-mails';
import { movePartForward, type PartStatusChange } from '../modules/orders/service';
import { listVendorOrders } from '../modules/orders/vendor-orders';
import { scheduleReviewInvite } from '../modules/reviews/review-invite';
import { cancelPartForVendor } from './cancel-part';

/**
 * Moves the vendor's part as `NEXT_PART_STATUSES` allows; a shipment issues the part's tax invoice; a
 * delivery posts to the vendor's ledger and invites a review.
 */
export async function changePartStatus(
  db: Database,
  vendor: Caller,
  orderId: string,
  change: PartStatusChange,
): Promise<VendorOrder> {
  if (change.status === 'cancelled') return cancelPartForVendor(db, vendor, orderId, change.reason ?? null);
  const forward = { ...change, status: change.status };
  return db.transaction(async (tx) => {
    const moved = await movePartForward(tx, vendor, orderId, forward);
    if (forward.status === 'shipped') await issuePartInvoice(tx, orderId, vendor.id);
    if (forward.status === 'delivered') {
      await postDelivery(tx, orderId, vendor.id);
      await scheduleReviewInvite(tx, orderId, vendor.id);
    }
    await enqueuePartMovedMail(tx, orderId, vendor.id);
    if (forward.status !== 'delivered') return moved;
    // Read again once posted, so the answer shows what the ledger withheld.
    const [posted] = await listVendorOrders(tx, vendor.id, { page: 1, limit: 1, orderId });
    return posted ?? moved;
  });
}
