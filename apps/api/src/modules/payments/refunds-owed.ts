// What a cancel or a return does to a UPI order's money: while the order awaits payment the shopper is
// asked only for the parts left; once money came in (or may have: the UTR is being verified) each
// cancelled part is owed back, one refund per part, written in the cancel's transaction; and each return
// refunded is owed back by the marketplace, which holds the money, written in the vendor's move.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders, upiRefunds } from '../../db/schema';
import { withAmount } from './upi-link';

/**
 * Locks the order's row before its parts. Every cancel takes it first, as the expiry sweep and the
 * operator's confirmation do, so a cancel reads the payment's status after any racing move commits
 * and no two writers wait on each other's locks.
 */
export async function lockOrderPayment(tx: Executor, orderId: string) {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return order;
}

/**
 * After `partIds` of the order were cancelled, in the cancel's transaction (the order locked by
 * `lockOrderPayment`): an unpaid UPI order asks for the parts left; a paid one owes each part back
 * (`due`), one being verified owes it once the operator confirms the payment (`pending`). Cash on
 * delivery is never collected before delivery, and a delivered part is not cancelled, so it owes nothing.
 * Answers whether refunds are due now, for the ledger to post (`postRefundsOwed`).
 */
export async function settleCancelledParts(tx: Executor, orderId: string, partIds: string[]): Promise<boolean> {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.method !== 'upi' || partIds.length === 0) return false;
  if (order.status === 'awaiting_payment') {
    await askForPartsLeft(tx, orderId);
    return false;
  }
  if (order.status !== 'paid' && order.status !== 'verifying') return false;
  const status = order.status === 'paid' ? 'due' : 'pending';
  await oweCancelledParts(tx, orderId, status, partIds);
  return status === 'due';
}

/**
 * A refund row for each cancelled part of the order (only `partIds`, when given) that has none, or whose
 * payment a rejected UTR voided (a corrected UTR may then prove it paid): what the shopper paid for it, its
 * subtotal less its share of the coupon, whoever funds it; due from now, or pending the payment's verification.
 */
async function oweCancelledParts(tx: Executor, orderId: string, status: 'due' | 'pending', partIds?: string[]) {
  const onlyThese = partIds
    ? sql`and vo.id in (${sql.join(
        partIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await tx.execute(sql`insert into upi_refunds (order_id, vendor_order_id, amount_paise, status, due_at)
    select vo.order_id, vo.id, vo.subtotal_paise - vo.discount_paise, ${status},
      ${status === 'due' ? sql`now()` : sql`null`}
    from vendor_orders vo
    where vo.order_id = ${orderId} and vo.status = 'cancelled' and vo.subtotal_paise > vo.discount_paise ${onlyThese}
    on conflict (vendor_order_id) where return_id is null
      do update set status = excluded.status, due_at = excluded.due_at where upi_refunds.status = 'void'`);
}

/**
 * The shopper gives a UTR for an order every part of which was cancelled before it was paid: it paid what
 * the order asked for last, the parts its last cancel took (one cancel's parts share its time), and each is
 * owed back once the operator confirms the payment (`pending`, as for a part cancelled while a UTR is
 * verified). The payment is that amount again; "paid in full" owes the parts cancelled before too.
 */
export async function owePartsOfLastCancel(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`with cancelled as (
      select vo.order_id, vo.id, vo.subtotal_paise - vo.discount_paise as amount,
        (vo.history -> -1 ->> 'at')::timestamptz as at
      from vendor_orders vo where vo.order_id = ${orderId} and vo.status = 'cancelled')
    insert into upi_refunds (order_id, vendor_order_id, amount_paise, status, due_at)
    select order_id, id, amount, 'pending', null from cancelled
    where amount > 0 and at = (select max(at) from cancelled)
    on conflict (vendor_order_id) where return_id is null
      do update set status = 'pending', due_at = null where upi_refunds.status = 'void'`);
  await tx.execute(sql`update orders o set payment_cancelled_paise = o.total_paise - coalesce((
      select sum(r.amount_paise) from upi_refunds r
      where r.order_id = o.id and r.return_id is null and r.status = 'pending'), 0)
    where o.id = ${orderId}`);
}

/**
 * An order awaiting payment asks for what its parts not cancelled come to, in `payment.amount` and in
 * its link's `am=`; nothing is left to ask for once every part is cancelled.
 */
async function askForPartsLeft(tx: Executor, orderId: string): Promise<void> {
  const [left] = await queryRows<{ totalPaise: number; leftPaise: number; upiUri: string | null }>(
    tx,
    sql`select o.total_paise::float8 as "totalPaise", o.upi_uri as "upiUri",
        coalesce((select sum(vo.subtotal_paise - vo.discount_paise) from vendor_orders vo
          where vo.order_id = o.id and vo.status <> 'cancelled'), 0)::float8 as "leftPaise"
      from orders o where o.id = ${orderId}`,
  );
  if (!left) return;
  await tx
    .update(orders)
    .set({
      paymentCancelledPaise: left.totalPaise - left.leftPaise,
      upiUri: left.upiUri === null ? null : withAmount(left.upiUri, left.leftPaise),
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'awaiting_payment')));
}

/**
 * The operator decided a payment being verified: confirmed, the parts cancelled meanwhile are owed back
 * from now (the ledger posts them, `postRefundsOwed`); rejected, nothing came in, so they are owed nothing
 * and the order asks for the parts left.
 */
export async function settlePendingRefunds(tx: Executor, orderId: string, confirmed: boolean): Promise<void> {
  await tx
    .update(upiRefunds)
    .set(confirmed ? { status: 'due', dueAt: sql`now()` } : { status: 'void' })
    .where(and(eq(upiRefunds.orderId, orderId), eq(upiRefunds.status, 'pending')));
  if (!confirmed) await askForPartsLeft(tx, orderId);
}

/**
 * The operator confirmed that the shopper paid the order's whole total, before parts of it were cancelled
 * (the first link asked for it all): each part cancelled without a refund is owed back from now, as one
 * cancelled after payment is, and the order's payment is its whole total again. The confirmation's entry
 * then counts those parts as paid, and `postRefundsOwed` posts them owed.
 */
export async function owePartsCancelledBeforePayment(tx: Executor, orderId: string): Promise<void> {
  await oweCancelledParts(tx, orderId, 'due');
  await tx.update(orders).set({ paymentCancelledPaise: 0 }).where(eq(orders.id, orderId));
}

/**
 * The vendor refunded a return of a UPI order's lines, in its move's transaction: the marketplace holds
 * the shopper's payment, so it owes the amount back (`due` from now), and the operator sends it. A
 * part is shipped, so delivered, only once its payment was confirmed; a return of nothing paid (a coupon
 * took the whole amount) owes nothing. The unique return makes it once.
 */
export async function oweReturnRefund(
  tx: Executor,
  refund: { returnId: string; orderId: string; vendorOrderId: string; amountPaise: number },
): Promise<void> {
  if (refund.amountPaise <= 0) return;
  await tx.execute(sql`insert into upi_refunds (order_id, vendor_order_id, return_id, amount_paise, status, due_at)
    values (${refund.orderId}, ${refund.vendorOrderId}, ${refund.returnId}, ${refund.amountPaise}, 'due', now())
    on conflict (return_id) where return_id is not null do nothing`);
}
