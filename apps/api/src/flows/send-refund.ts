// The operator sent a UPI refund the marketplace owed (a cancelled part's or a return's), as named steps
// in one transaction: the refund marked sent with the bank's reference, the money posted, the action
// audited and the shopper mailed. A retried request with the same reference answers the refund as it is.
import { type AdminRefund, paiseToRupees } from '@fabric-store/shared';
import { conflict, databaseErrorCode } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import { postUpiRefundSent } from '../modules/ledger/payment-postings';
import { enqueueRefundSentMail } from '../modules/mail/order-mails';
import { markRefundSent, REFUND_REFERENCE_USED } from '../modules/payments/refunds';

/** "Mark refunded" on the operator's Refunds due: due → refunded, posted, audited and mailed once. */
export async function sendRefund(
  db: Database,
  operatorId: string,
  refundId: string,
  reference: string,
): Promise<AdminRefund> {
  try {
    return await db.transaction(async (tx) => {
      const { refund, row, newly } = await markRefundSent(tx, operatorId, refundId, reference);
      if (!newly) return refund;
      await postUpiRefundSent(tx, refundId, operatorId);
      await recordAction(tx, {
        actorId: operatorId,
        action: `marked a UPI refund of Rs. ${paiseToRupees(row.amountPaise).toFixed(2)} refunded${row.returnId ? ' (a return)' : ''}`,
        targetType: 'order',
        targetId: row.orderId,
        reason: reference,
      });
      await enqueueRefundSentMail(tx, row);
      return refund;
    });
  } catch (error) {
    // Another refund took the same reference between our check and our write.
    if (databaseErrorCode(error) === '23505') throw conflict('REFUND_REFERENCE_TAKEN', REFUND_REFERENCE_USED);
    throw error;
  }
}
