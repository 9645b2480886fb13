// The vendors' ledger before the journal (journal.ts): frozen, kept as the record the journal was opened from.
import { LEDGER_KINDS } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { returns } from './returns';
import { users } from './users';

/**
 * One vendor's money entries up to the journal, which copied each of them (same id, time, amount on the
 * vendor's accounts). Triggers refuse INSERT, UPDATE, DELETE and TRUNCATE: nothing reads or writes it.
 */
export const vendorLedger = pgTable(
  'vendor_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** A payout's or collection's bank reference, which makes a retried request harmless. */
    reference: text('reference'),
    note: text('note'),
    /** The refunded return a `refund` entry posts: one entry per return. */
    returnId: uuid('return_id').references(() => returns.id),
    /** The operator who recorded a payout or a collection. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vendor_ledger_vendor_idx').on(
      table.vendorId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A delivered part posts once, however many requests race or retry.
    uniqueIndex('vendor_ledger_delivery_key')
      .on(table.vendorId, table.orderId, table.kind)
      .where(sql`${table.kind} in ('earning', 'commission_due')`),
    uniqueIndex('vendor_ledger_reference_key')
      .on(table.vendorId, table.kind, table.reference)
      .where(sql`${table.reference} is not null`),
    uniqueIndex('vendor_ledger_return_key').on(table.returnId).where(sql`${table.returnId} is not null`),
    check(
      'vendor_ledger_kind_check',
      sql`${table.kind} in ('earning', 'commission_due', 'payout', 'collection', 'refund')`,
    ),
  ],
);
