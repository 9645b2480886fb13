// Appending to the journal: one entry per money event, under a key that makes it post once.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalEntries, journalPostings } from '../../db/schema';
import type { Posting } from './posting-rules';

/** The money events, and the key each one posts once under. */
export const EVENTS = {
  upiPaymentConfirmed: 'upi_payment_confirmed',
  partDelivered: 'part_delivered',
  partRefundOwed: 'part_refund_owed',
  upiRefundSent: 'upi_refund_sent',
  returnRefunded: 'return_refunded',
  returnRefundSent: 'return_refund_sent',
  payout: 'payout',
  collection: 'collection',
} as const;
export type JournalEvent = (typeof EVENTS)[keyof typeof EVENTS];

/** The unique key of an event: the event and what it is about (an order, a part, a return, a vendor's reference). */
export const eventKey = (event: JournalEvent, ...about: string[]) => [event, ...about].join(':');

export interface EntryToAppend {
  event: JournalEvent;
  key: string;
  orderId?: string | null;
  vendorOrderId?: string | null;
  returnId?: string | null;
  reference?: string | null;
  note?: string | null;
  recordedBy?: string | null;
  postings: Posting[];
}

export type AppendedEntry = typeof journalEntries.$inferSelect;

/**
 * Appends the entry and its postings, in the caller's transaction; undefined when its key was posted
 * before (a retry, or a racing request that committed first: the unique key waits for it). The database
 * refuses the commit if the postings do not sum to zero.
 */
export async function appendEntry(tx: Executor, entry: EntryToAppend): Promise<AppendedEntry | undefined> {
  const [row] = await tx
    .insert(journalEntries)
    .values({
      event: entry.event,
      eventKey: entry.key,
      orderId: entry.orderId ?? null,
      vendorOrderId: entry.vendorOrderId ?? null,
      returnId: entry.returnId ?? null,
      reference: entry.reference ?? null,
      note: entry.note ?? null,
      recordedBy: entry.recordedBy ?? null,
    })
    .onConflictDoNothing({ target: journalEntries.eventKey })
    .returning();
  if (!row) return undefined;
  if (entry.postings.length > 0) {
    // The entry's time as the database holds it, to the microsecond (a Date keeps milliseconds).
    const entryTime = sql`(select created_at from journal_entries where id = ${row.id})`;
    await tx
      .insert(journalPostings)
      .values(entry.postings.map((posting) => ({ entryId: row.id, createdAt: entryTime, ...posting })));
  }
  return row;
}
