// The money events of a UPI order's payment: the money coming in, a cancelled part's refund owed, and a
// refund sent. Each posts in the transaction of the move that causes it, once under its event key.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appendEntry, EVENTS, eventKey } from './journal';
import { paymentConfirmedPostings, refundOwedPostings, refundSentPostings } from './posting-rules';

/**
 * Posts a UPI order's payment, in the transaction that marks it paid: what the shopper paid for every part
 * not cancelled before the money came in (a part cancelled since is owed back, `postRefundsOwed`). A
 * zero-total order posts an entry without postings, so that its payment is recorded once too.
 */
export async function postPaymentConfirmed(tx: Executor, orderId: string): Promise<void> {
  const [order] = await queryRows<{ paidPaise: number; utr: string | null }>(
    tx,
    sql`select o.payment_utr as utr, coalesce(sum(vo.subtotal_paise - vo.discount_paise), 0)::float8 as "paidPaise"
      from orders o join vendor_orders vo on vo.order_id = o.id
      where o.id = ${orderId} and (vo.status <> 'cancelled'
        or exists (select 1 from upi_refunds r where r.vendor_order_id = vo.id and r.status <> 'void'))
      group by o.id`,
  );
  await appendEntry(tx, {
    event: EVENTS.upiPaymentConfirmed,
    key: eventKey(EVENTS.upiPaymentConfirmed, orderId),
    orderId,
    reference: order?.utr ?? null,
    postings: paymentConfirmedPostings(Number(order?.paidPaise ?? 0)),
  });
}

/**
 * Posts each of the order's cancelled parts whose refund is now due (`upi_refunds`): owed back to the
 * shopper. A return's refund row was posted owed by the return's own entry (`postRefund`).
 */
export async function postRefundsOwed(tx: Executor, orderId: string): Promise<void> {
  const due = await queryRows<{ vendorOrderId: string; shopperId: string; amountPaise: number }>(
    tx,
    sql`select r.vendor_order_id as "vendorOrderId", o.customer_id as "shopperId", r.amount_paise::float8 as "amountPaise"
      from upi_refunds r join orders o on o.id = r.order_id
      where r.order_id = ${orderId} and r.status = 'due' and r.return_id is null`,
  );
  for (const refund of due) {
    await appendEntry(tx, {
      event: EVENTS.partRefundOwed,
      key: eventKey(EVENTS.partRefundOwed, refund.vendorOrderId),
      orderId,
      vendorOrderId: refund.vendorOrderId,
      postings: refundOwedPostings(refund.shopperId, Number(refund.amountPaise)),
    });
  }
}

/** Posts a cancelled part's refund the operator marked sent, with the bank's reference. */
export async function postUpiRefundSent(tx: Executor, refundId: string, operatorId: string): Promise<void> {
  const [refund] = await queryRows<{
    orderId: string;
    vendorOrderId: string;
    shopperId: string;
    amountPaise: number;
    reference: string | null;
  }>(
    tx,
    sql`select r.order_id as "orderId", r.vendor_order_id as "vendorOrderId", o.customer_id as "shopperId",
        r.amount_paise::float8 as "amountPaise", r.reference
      from upi_refunds r join orders o on o.id = r.order_id
      where r.id = ${refundId} and r.status = 'refunded'`,
  );
  if (!refund) return;
  await appendEntry(tx, {
    event: EVENTS.upiRefundSent,
    key: eventKey(EVENTS.upiRefundSent, refundId),
    orderId: refund.orderId,
    vendorOrderId: refund.vendorOrderId,
    reference: refund.reference,
    recordedBy: operatorId,
    postings: refundSentPostings(refund.shopperId, Number(refund.amountPaise)),
  });
}
