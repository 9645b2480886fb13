// An unpaid UPI order past its payment window, as named steps in the sweep's transaction: its open parts
// cancelled (the coupon's use and the stock back, history by `system`), its payment marked expired, and
// its shopper mailed (through the outbox).
import type { Executor } from '../db/client';
import { enqueuePaymentMail } from '../modules/mail/order-mails';
import { lockOrderParts, openPartIds } from '../modules/orders/service';
import { markPaymentExpired } from '../modules/payments/expiry';
import { cancelOpenParts } from './cancel-part';

const EXPIRED_REASON = 'Not paid within the payment window.';

/**
 * Expires one claimed order; answers false when the shopper's cancel, committed while the sweep waited
 * for the parts' locks, left nothing to expire.
 */
export async function expirePayment(tx: Executor, orderId: string): Promise<boolean> {
  const open = openPartIds(await lockOrderParts(tx, orderId));
  if (open.length === 0) return false;
  await cancelOpenParts(tx, open, { actorRole: 'system', actorId: null, note: EXPIRED_REASON });
  await markPaymentExpired(tx, orderId);
  await enqueuePaymentMail(tx, orderId, 'order_expired', { utr: null, reason: null, eventKey: 'expired' });
  return true;
}
