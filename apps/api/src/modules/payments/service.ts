// A UPI order's payment: the shopper gives the bank reference (UTR) its app showed, and the operator,
// comparing it with the bank statement, confirms it or sends it back (flows/decide-payment.ts). Each
// move is one conditional UPDATE, so of two racing moves one applies and the other is told what is
// possible now.
import type { Order } from '@fabric-store/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, databaseErrorCode, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { orders, vendorOrders } from '../../db/schema';
import { customerOrder, ORDER_NOT_FOUND } from '../orders/order-views';
import { owePartsOfLastCancel } from './refunds-owed';

const UTR_TAKEN = 'This UTR was already given for another order. Check the 12-digit reference your UPI app shows.';

const STATUS_WORDS: Record<string, string> = {
  due_on_delivery: 'paid in cash on delivery',
  awaiting_payment: 'awaiting payment',
  verifying: 'being verified',
  paid: 'already paid',
  expired: 'cancelled because it was not paid in time',
};

/**
 * The order still has a part nobody cancelled. A UPI order the shopper (or every vendor) cancelled before
 * paying keeps `awaiting_payment`, but is neither paid nor expired any more.
 */
export const orderNotCancelled = sql`exists (select 1 from ${vendorOrders}
  where ${vendorOrders.orderId} = ${orders.id} and ${vendorOrders.status} <> 'cancelled')`;

async function hasPartLeft(db: Executor, orderId: string): Promise<boolean> {
  const [left] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderNotCancelled));
  return left !== undefined;
}

async function currentStatus(db: Executor, orderId: string, customerId?: string) {
  const [order] = await db
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), customerId ? eq(orders.customerId, customerId) : undefined));
  return order?.status;
}

/**
 * The shopper gives its UTR: awaiting_payment → verifying; 404 for another's order, 409 when not awaiting or
 * the UTR is taken. An order cancelled before it was paid takes one too: the shopper may have paid it first,
 * and what it paid is owed back once the operator finds it (`owePartsOfLastCancel`).
 */
export async function submitPayment(db: Database, customer: Caller, orderId: string, utr: string): Promise<Order> {
  try {
    return await db.transaction(async (tx) => {
      // The order's row first: a cancel holds it until it commits, and the statements after it (whether a
      // part is left, the move) then see the parts as the cancel left them (a waiting UPDATE would not).
      const [order] = await tx
        .select({ customerId: orders.customerId, status: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      const ownUnpaid = order?.customerId === customer.id && order.status === 'awaiting_payment';
      if (ownUnpaid && !(await hasPartLeft(tx, orderId))) await owePartsOfLastCancel(tx, orderId);
      const [taken] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.paymentUtr, utr), ne(orders.id, orderId)));
      const [moved] = await tx
        .update(orders)
        .set({ paymentStatus: 'verifying', paymentUtr: utr, paymentUtrAt: sql`now()` })
        .where(
          and(eq(orders.id, orderId), eq(orders.customerId, customer.id), eq(orders.paymentStatus, 'awaiting_payment')),
        )
        .returning();
      if (!moved) {
        const status = await currentStatus(tx, orderId, customer.id);
        if (!status) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
        throw conflict(
          'PAYMENT_NOT_DUE',
          `This order is ${STATUS_WORDS[status] ?? status}, so no payment reference is needed now.`,
        );
      }
      if (taken) throw conflict('UTR_TAKEN', UTR_TAKEN);
      return customerOrder(tx, moved);
    });
  } catch (error) {
    // Another order took the same UTR between our check and our write.
    if (databaseErrorCode(error) === '23505') throw conflict('UTR_TAKEN', UTR_TAKEN);
    throw error;
  }
}

/** `paidInFull`: the bank shows the order's whole total, paid before parts were cancelled. */
export type PaymentDecision = { confirm: true; paidInFull?: boolean } | { confirm: false; reason: string };

/**
 * The operator found the UTR on the statement (verifying → paid), or did not (back to awaiting_payment,
 * with the reason). A rejection reopens the payment window, the whole window again from now: the shopper
 * gave its UTR in time, and a rejection found late (a typo) must not let the sweep cancel the order
 * before the shopper can correct it. Answers the UTR that was decided; 404 for no such order, 409 when
 * its payment is not being verified.
 */
export async function moveDecidedPayment(
  tx: Executor,
  orderId: string,
  decision: PaymentDecision,
  windowMinutes: number,
): Promise<{ utr: string | null }> {
  const [given] = await tx.select({ utr: orders.paymentUtr }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [moved] = await tx
    .update(orders)
    .set(
      decision.confirm
        ? { paymentStatus: 'paid', paymentPaidAt: sql`now()`, paymentRejectedReason: null }
        : {
            paymentStatus: 'awaiting_payment',
            paymentUtr: null,
            paymentUtrAt: null,
            paymentRejectedReason: decision.reason,
            paymentDueBy: sql`now() + make_interval(mins => ${windowMinutes})`,
          },
    )
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'verifying')))
    .returning({ id: orders.id });
  if (!moved) {
    const status = await currentStatus(tx, orderId);
    if (!status) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    throw conflict(
      'MOVE_NOT_ALLOWED',
      `This order's payment is ${STATUS_WORDS[status] ?? status}: only a payment being verified can be confirmed or rejected.`,
    );
  }
  return { utr: given?.utr ?? null };
}
