// The store's money: one append-only double-entry journal. Every money event is one entry whose
// postings sum to zero; a balance is the sum of an account's postings.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, vendorOrders } from './orders';
import { returns } from './returns';
import { users } from './users';

/**
 * The chart of accounts: a text code per account, so that a new one (GST, TCS, TDS) is a row, not a
 * schema change. `perParty` accounts are held per vendor or per shopper (`journal_postings.party_id`).
 */
export const journalAccounts = pgTable('journal_accounts', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  perParty: boolean('per_party').notNull(),
});

/**
 * One money event: which (`event`), its key (unique: the event posts once however many requests race
 * or retry), what it concerns (order, part, return), who recorded it, the bank's reference and the
 * words the vendor's statement shows. Triggers refuse UPDATE, DELETE and TRUNCATE.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    eventKey: text('event_key').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id').references(() => vendorOrders.id),
    returnId: uuid('return_id').references(() => returns.id),
    reference: text('reference'),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journal_entries_event_key').on(table.eventKey),
    index('journal_entries_order_idx').on(table.orderId),
  ],
);

/**
 * One leg of an entry: signed paise on an account, positive a credit (what the marketplace owes or
 * earned grows), negative a debit (what it holds or spent grows). A deferred constraint trigger refuses
 * the commit of an entry whose postings do not sum to zero; triggers refuse UPDATE, DELETE and TRUNCATE.
 */
export const journalPostings = pgTable(
  'journal_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    account: text('account')
      .notNull()
      .references(() => journalAccounts.code),
    /** The vendor or shopper of a per-party account; null for the marketplace's own accounts. */
    partyId: uuid('party_id').references(() => users.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Its entry's time, kept beside the party so that a statement pages newest first by an index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journal_postings_entry_idx').on(table.entryId),
    // A vendor's balance, a shopper's refunds owed: one account of one party.
    index('journal_postings_party_idx').on(table.partyId, table.account).where(sql`${table.partyId} is not null`),
    // A vendor's statement, a page at a time: its postings newest first, an entry's together.
    index('journal_postings_party_time_idx')
      .on(table.partyId, table.createdAt.desc().nullsFirst(), table.entryId.desc().nullsFirst(), table.account)
      .where(sql`${table.partyId} is not null`),
    check('journal_postings_amount_check', sql`${table.amountPaise} <> 0`),
  ],
);
