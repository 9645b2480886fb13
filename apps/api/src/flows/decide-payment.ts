// The operator's decision on a UPI payment being verified, as named steps in one transaction: the
// payment moved (paid, or back to awaiting payment with the window reopened), the money posted, the
// refunds of parts cancelled meanwhile settled, the vendors asked to accept their parts, the decision
// audited and the shopper mailed.
import type { AdminOrder } from '@fabric-store/shared';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import { postPaymentConfirmed, postRefundsOwed } from '../modules/ledger/payment-postings';
import { enqueuePaymentMail, enqueueVendorNewPartMails } from '../modules/mail/order-mails';
import { getOrderForOperator } from '../modules/orders/operator-orders';
import { owePartsCancelledBeforePayment, settlePendingRefunds } from '../modules/payments/refunds-owed';
import { moveDecidedPayment, type PaymentDecision } from '../modules/payments/service';
import { upiSettings } from '../modules/settings/service';

/**
 * The operator found the UTR on the statement (the vendors are asked to accept their parts now; with
 * `paidInFull`, the parts cancelled before the payment are owed back), or did not (the shopper is told why
 * and may give a corrected UTR within a fresh window).
 */
export async function decidePayment(
  db: Database,
  operatorId: string,
  orderId: string,
  decision: PaymentDecision,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    const { upiPaymentWindowMinutes } = await upiSettings(tx);
    const { utr } = await moveDecidedPayment(tx, orderId, decision, upiPaymentWindowMinutes);
    if (decision.confirm && decision.paidInFull) await owePartsCancelledBeforePayment(tx, orderId);
    // The shopper's mail names the amount the UTR was given for, before a rejection asks for the parts left.
    await enqueuePaymentMail(tx, orderId, decision.confirm ? 'payment_received' : 'payment_rejected', {
      utr,
      reason: decision.confirm ? null : decision.reason,
      eventKey: utr ?? 'none',
    });
    if (decision.confirm) await postPaymentConfirmed(tx, orderId);
    await settlePendingRefunds(tx, orderId, decision.confirm);
    if (decision.confirm) await postRefundsOwed(tx, orderId);
    if (decision.confirm) await enqueueVendorNewPartMails(tx, orderId);
    await recordAction(tx, {
      actorId: operatorId,
      action: decision.confirm ? 'confirmed the UPI payment' : 'rejected the UPI payment',
      targetType: 'order',
      targetId: orderId,
      reason: decision.confirm ? null : decision.reason,
    });
    return getOrderForOperator(tx, orderId);
  });
}
