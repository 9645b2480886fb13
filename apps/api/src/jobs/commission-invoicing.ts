// Once a month is over in India time, the marketplace issues each vendor charged commission in it its
// commission tax invoice. Every process runs this; each due invoice is claimed with `skip locked` and
// cleared in the transaction that issues it, so each is issued once (flows/commission-invoice.ts).
import { type Repeating, repeatEvery } from '../core/repeat';
import type { Database } from '../db/client';
import { issueNextCommissionInvoice } from '../flows/commission-invoice';
import type { JobLog } from './job-log';

/** How often each process looks for due invoices: a month's invoices are issued within this of its end. */
const INVOICING_SWEEP_MS = 60_000;

/** Invoices issued in one round at most, so that a round ends and the app can close between rounds. */
const ROUND_LIMIT = 50;

/** Issues, at `now`, the due commission invoices of months over; answers how many it claimed. */
export async function issueDueCommissionInvoices(db: Database, now = new Date()): Promise<number> {
  let claimed = 0;
  while (claimed < ROUND_LIMIT && (await issueNextCommissionInvoice(db, now))) claimed += 1;
  return claimed;
}

/** The job: every process issues the due commission invoices every minute. */
export const commissionInvoicingJob = (db: Database, log: JobLog): Repeating =>
  repeatEvery(
    INVOICING_SWEEP_MS,
    () => issueDueCommissionInvoices(db),
    (error) => log.warn({ err: error }, 'could not issue commission invoices'),
  );
