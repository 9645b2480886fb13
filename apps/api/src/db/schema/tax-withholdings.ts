// What the marketplace withheld from vendors and on what: the register the tax returns (GSTR-8 for TCS,
// Form 26Q for TDS) and the monthly commission invoices are read from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { journalEntries } from './journal';
import { vendorOrders } from './orders';
import { returns } from './returns';
import { users } from './users';

/**
 * One withholding, beside the journal entry that posted it: a part delivered (positive bases and
 * amounts) or a refunded return of it (negative). The bases are what the journal cannot hold: the
 * commission, the taxable value TCS was taken on and the gross amount TDS was taken on. Append-only.
 */
export const taxWithholdings = pgTable(
  'tax_withholdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    /** The refunded return; null for the delivery. */
    returnId: uuid('return_id').references(() => returns.id),
    /** The vendor's GSTIN on the part (TCS applies only with one), and its PAN when it was delivered. */
    sellerGstin: text('seller_gstin'),
    sellerPan: text('seller_pan'),
    /** TCS applies: a registered vendor, paid through the marketplace. */
    tcsApplies: boolean('tcs_applies').notNull(),
    intraState: boolean('intra_state').notNull(),
    /** TDS's rate in hundredths of a percent (10: 0.1%, 500: 5%); 0 when none was taken (section 194-O(2)). */
    tdsHundredths: integer('tds_hundredths').notNull(),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    gstOnCommissionPaise: bigint('gst_on_commission_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    tcsIgstPaise: bigint('tcs_igst_paise', { mode: 'number' }).notNull(),
    tcsCgstPaise: bigint('tcs_cgst_paise', { mode: 'number' }).notNull(),
    tcsSgstPaise: bigint('tcs_sgst_paise', { mode: 'number' }).notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_withholdings_entry_key').on(table.entryId),
    index('tax_withholdings_created_idx').on(table.createdAt),
    index('tax_withholdings_part_idx').on(table.vendorOrderId),
    index('tax_withholdings_vendor_idx').on(table.vendorId, table.createdAt),
  ],
);

/**
 * The columns a commission invoice and a commission credit note share, fresh builders for each table: the
 * number in the financial year's series, and what Rule 46 asks besides the figures, as it stood when issued
 * (the marketplace's name, GSTIN and address; the vendor's shop name, GSTIN, legal name and address on record;
 * the place of supply, the vendor's state or without one the marketplace's; null on documents issued before
 * they were kept), and the amounts.
 */
const commissionDocumentColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  vendorId: uuid('vendor_id')
    .notNull()
    .references(() => users.id),
  /** The month it covers, 'YYYY-MM' in India time. */
  month: text('month').notNull(),
  financialYear: text('financial_year').notNull(),
  serial: integer('serial').notNull(),
  number: text('number').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  marketplaceLegalName: text('marketplace_legal_name').notNull(),
  marketplaceGstin: text('marketplace_gstin'),
  vendorName: text('vendor_name').notNull(),
  vendorGstin: text('vendor_gstin'),
  marketplaceAddress: text('marketplace_address'),
  vendorLegalName: text('vendor_legal_name'),
  vendorAddress: text('vendor_address'),
  placeOfSupplyState: text('place_of_supply_state'),
  placeOfSupplyStateCode: text('place_of_supply_state_code'),
  /** What it charges (a credit note: gives back), as positive amounts. */
  commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
  cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
  sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
  igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
});

/**
 * The marketplace's monthly invoice to a vendor for its commission (SAC 998599) and the GST on it,
 * fixed when issued: numbered in one gapless series per financial year, one per vendor and month.
 */
export const commissionInvoices = pgTable('commission_invoices', commissionDocumentColumns(), (table) => [
  uniqueIndex('commission_invoices_vendor_month_key').on(table.vendorId, table.month),
  uniqueIndex('commission_invoices_serial_key').on(table.financialYear, table.serial),
  uniqueIndex('commission_invoices_number_key').on(table.number),
  check('commission_invoices_month_check', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
]);

/**
 * A vendor and India month whose commission invoice is still to be issued: written beside each withholding
 * of the month, claimed by the issuing job once the month is over and deleted when the invoice is issued.
 */
export const commissionInvoicesDue = pgTable(
  'commission_invoices_due',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    /** The month to invoice, 'YYYY-MM' in India time. */
    month: text('month').notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.vendorId] })],
);

/**
 * The marketplace's credit note to a vendor for commission given back in a month on parts an earlier
 * month's invoice charged (a return refunded after that invoice was issued): it names those invoices, as
 * a credit note must. Numbered in its own gapless series per financial year, one per vendor and month,
 * fixed when issued. Commission given back on a part delivered in the same month nets into its invoice.
 */
export const commissionCreditNotes = pgTable(
  'commission_credit_notes',
  {
    ...commissionDocumentColumns(),
    /** The numbers and months of the invoices it reduces, oldest first. */
    invoices: jsonb('invoices').$type<{ number: string; month: string }[]>().notNull(),
  },
  (table) => [
    uniqueIndex('commission_credit_notes_vendor_month_key').on(table.vendorId, table.month),
    uniqueIndex('commission_credit_notes_serial_key').on(table.financialYear, table.serial),
    uniqueIndex('commission_credit_notes_number_key').on(table.number),
    check('commission_credit_notes_amount_check', sql`${table.commissionPaise} > 0`),
  ],
);
