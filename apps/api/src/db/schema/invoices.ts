// The vendors' tax documents: tax invoices, bills of supply and credit notes, each a frozen copy of what
// was issued, numbered from a counter per vendor, series and financial year.
import { TAX_DOCUMENT_KINDS, type TaxDocument } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, vendorOrders } from './orders';
import { returns } from './returns';
import { users } from './users';

/**
 * One issued document. `document` is the whole of it as printed, written once: the vendor's later
 * edits to its profile or fabrics never reach it, and triggers refuse any change to the row.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    financialYear: integer('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    /** The return a credit note reverses; null on an invoice. */
    returnId: uuid('return_id').references(() => returns.id),
    /** The invoice or bill a credit note reverses; null on an invoice. */
    originalId: uuid('original_id').references((): AnyPgColumn => taxDocuments.id),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    document: jsonb('document').$type<TaxDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_documents_vendor_number_key').on(table.vendorId, table.number),
    uniqueIndex('tax_documents_series_key').on(table.vendorId, table.kind, table.financialYear, table.sequence),
    // One invoice (or bill of supply) per part, and one credit note per return.
    uniqueIndex('tax_documents_part_invoice_key').on(table.vendorOrderId).where(sql`${table.kind} <> 'credit_note'`),
    uniqueIndex('tax_documents_return_key').on(table.returnId),
    index('tax_documents_order_idx').on(table.orderId),
    index('tax_documents_original_idx').on(table.originalId),
    check('tax_documents_kind_check', sql`${table.kind} in ('invoice', 'bill_of_supply', 'credit_note')`),
    check('tax_documents_credit_note_check', sql`(${table.kind} = 'credit_note') = (${table.originalId} is not null)`),
    check(
      'tax_documents_amounts_check',
      sql`${table.taxablePaise} >= 0 and ${table.cgstPaise} >= 0 and ${table.sgstPaise} >= 0 and ${table.igstPaise} >= 0
        and ${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);
