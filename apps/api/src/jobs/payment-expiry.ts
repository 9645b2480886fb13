// The store cancels a UPI order whose payment window passed unpaid: the shopper was promised the stock
// back and the order closed within 30 seconds of it. Every API process sweeps;
// `skip locked` lets them claim different orders at once, so each order is cancelled once.
import { and, eq, lte, sql } from 'drizzle-orm';
import { type Repeating, repeatEvery } from '../core/repeat';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { cancelOpenParts } from '../flows/cancel-part';
import { enqueuePaymentMail } from '../modules/mail/order-mails';
import { lockOrderParts, openPartIds } from '../modules/orders/service';
import { orderNotCancelled } from '../modules/payments/service';
import type { JobLog } from './job-log';

/** How often each process looks for expired orders: within the 30 seconds the store promises. */
const EXPIRY_SWEEP_MS = 15_000;
const EXPIRED_REASON = 'Not paid within the payment window.';

/**
 * Claims up to `limit` orders still awaiting payment past their window, and for each cancels every open
 * part (stock back through the inventory, history by `system`), marks the payment expired and mails the
 * shopper (through the outbox), in one
 * transaction. Answers how many orders it expired.
 */
export async function expireUnpaidOrders(db: Database, limit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      // An order already cancelled (by its shopper, or by every vendor) is not the store's to expire.
      .where(and(eq(orders.paymentStatus, 'awaiting_payment'), lte(orders.paymentDueBy, sql`now()`), orderNotCancelled))
      .orderBy(orders.paymentDueBy)
      .limit(limit)
      .for('update', { skipLocked: true });
    let expired = 0;
    for (const order of due) {
      const parts = await lockOrderParts(tx, order.id);
      const open = openPartIds(parts);
      // The shopper's cancel, committed while this sweep waited for the parts' locks, left nothing to expire.
      if (open.length === 0) continue;
      await cancelOpenParts(tx, open, { actorRole: 'system', actorId: null, note: EXPIRED_REASON });
      await tx.update(orders).set({ paymentStatus: 'expired' }).where(eq(orders.id, order.id));
      await enqueuePaymentMail(tx, order.id, 'order_expired', { utr: null, reason: null, eventKey: 'expired' });
      expired += 1;
    }
    return expired;
  });
}

/** The job: every process expires due orders every 15 s. */
export const paymentExpiryJob = (db: Database, log: JobLog): Repeating =>
  repeatEvery(
    EXPIRY_SWEEP_MS,
    () => expireUnpaidOrders(db),
    (error) => log.warn({ err: error }, 'could not expire unpaid orders'),
  );
