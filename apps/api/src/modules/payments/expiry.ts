// A UPI order whose payment window passed unpaid: claimed by one sweeping process, then marked expired
// (flows/expire-payment.ts cancels its parts and mails the shopper in the same transaction).
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { orderNotCancelled } from './service';

/**
 * Claims the order longest past its payment window still awaiting payment, under `skip locked`, so
 * processes sweeping at once claim different orders; answers its id, or undefined when none is due.
 */
export async function claimExpiredPayment(tx: Executor): Promise<string | undefined> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    // An order already cancelled (by its shopper, or by every vendor) is not the store's to expire.
    .where(and(eq(orders.paymentStatus, 'awaiting_payment'), lte(orders.paymentDueBy, sql`now()`), orderNotCancelled))
    .orderBy(orders.paymentDueBy)
    .limit(1)
    .for('update', { skipLocked: true });
  return due[0]?.id;
}

/** The order's payment is over: not paid within its window. */
export async function markPaymentExpired(tx: Executor, orderId: string): Promise<void> {
  await tx.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, orderId));
}
