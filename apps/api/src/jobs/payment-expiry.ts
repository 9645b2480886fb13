// The store cancels a UPI order whose payment window passed unpaid: the shopper was promised the stock
// back and the order closed within 30 seconds of it. Every API process sweeps;
// `skip locked` lets them claim different orders at once, so each order is cancelled once.
import { type Repeating, repeatEvery } from '../core/repeat';
import type { Database } from '../db/client';
import { expirePayment } from '../flows/expire-payment';
import { claimExpiredPayments } from '../modules/payments/expiry';
import type { JobLog } from './job-log';

/** How often each process looks for expired orders: within the 30 seconds the store promises. */
const EXPIRY_SWEEP_MS = 15_000;

/**
 * Claims up to `limit` orders still awaiting payment past their window, and expires each
 * (flows/expire-payment.ts), in one transaction. Answers how many orders it expired.
 */
export async function expireUnpaidOrders(db: Database, limit = 20): Promise<number> {
  return db.transaction(async (tx) => {
    let expired = 0;
    for (const orderId of await claimExpiredPayments(tx, limit)) {
      if (await expirePayment(tx, orderId)) expired += 1;
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
