// The store cancels a UPI order whose payment window passed unpaid: the shopper was promised the stock
// back and the order closed within 30 seconds of it. Every API process sweeps;
// `skip locked` lets them claim different orders at once, so each order is cancelled once.
import { type Repeating, repeatEvery } from '../core/repeat';
import type { Database } from '../db/client';
import { expirePayment } from '../flows/expire-payment';
import { claimExpiredPayment } from '../modules/payments/expiry';
import type { JobLog } from './job-log';

/** How often each process looks for expired orders: within the 30 seconds the store promises. */
const EXPIRY_SWEEP_MS = 15_000;

/**
 * Expires up to `limit` orders still awaiting payment past their window (flows/expire-payment.ts), each
 * claimed and expired in a transaction of its own: one holding several orders' fabrics would take them
 * order by order, not in the id order every other writer of stock keeps, and could deadlock with a
 * checkout. Answers how many orders it expired.
 */
export async function expireUnpaidOrders(db: Database, limit = 20): Promise<number> {
  let expired = 0;
  for (let round = 0; round < limit; round += 1) {
    const outcome = await db.transaction(async (tx) => {
      const orderId = await claimExpiredPayment(tx);
      if (orderId === undefined) return 'none due';
      return (await expirePayment(tx, orderId)) ? 'expired' : 'already cancelled';
    });
    if (outcome === 'none due') break;
    if (outcome === 'expired') expired += 1;
  }
  return expired;
}

/** The job: every process expires due orders every 15 s. */
export const paymentExpiryJob = (db: Database, log: JobLog): Repeating =>
  repeatEvery(
    EXPIRY_SWEEP_MS,
    () => expireUnpaidOrders(db),
    (error) => log.warn({ err: error }, 'could not expire unpaid orders'),
  );
