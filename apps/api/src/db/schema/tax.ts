// The facts GST is worked out from: each vendor's tax profile and the rates by HSN prefix.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A vendor's legal and tax identity, where it ships from and takes returns at, and where it is paid.
 * Every part may be unstated (null) while the vendor fills it in: a vendor sells without invoices until
 * the profile is complete (vendors/tax-profile.ts says what complete means). A vendor without a GSTIN
 * is unregistered: it gives its PAN and state and sells only within that state.
 */
export const vendorTaxProfiles = pgTable(
  'vendor_tax_profiles',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => users.id),
    legalName: text('legal_name'),
    tradeName: text('trade_name'),
    gstin: text('gstin'),
    pan: text('pan'),
    pickupAddressLine: text('pickup_address_line'),
    pickupCity: text('pickup_city'),
    /** The full name, as `INDIAN_STATES` spells it, with its GST state code beside it. */
    pickupState: text('pickup_state'),
    pickupStateCode: text('pickup_state_code'),
    pickupPin: text('pickup_pin'),
    returnAddressLine: text('return_address_line'),
    returnCity: text('return_city'),
    returnState: text('return_state'),
    returnStateCode: text('return_state_code'),
    returnPin: text('return_pin'),
    /** The start of the vendor's invoice numbers, e.g. `LH` in `LH/2627/000123`. */
    invoicePrefix: text('invoice_prefix'),
    bankHolder: text('bank_holder'),
    /** Shown masked everywhere but in the answer to its owner's own save; never logged. */
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    signatoryName: text('signatory_name'),
    /** Above Rs. 5 crore a year, its fabrics' HSN codes need 6 digits or more. */
    turnoverAbove5Crore: boolean('turnover_above_5_crore').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vendor_tax_profiles_invoice_prefix_key').on(table.invoicePrefix),
    check('vendor_tax_profiles_invoice_prefix_check', sql`${table.invoicePrefix} ~ '^[A-Z]{2,4}$'`),
    check('vendor_tax_profiles_gstin_check', sql`${table.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
    check('vendor_tax_profiles_pan_check', sql`${table.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('vendor_tax_profiles_bank_account_check', sql`${table.bankAccountNumber} ~ '^[0-9]{9,18}$'`),
  ],
);

/**
 * GST rates by HSN prefix (a chapter's two digits, or more for an exception) over a span of days:
 * from `effective_from` up to the day before `effective_to` (null: still in force). A line's rate is
 * the row of the longest prefix of its HSN code in force on the order's date in India, so a GST
 * Council change is a new row and an end date on the old one.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    hsnPrefix: text('hsn_prefix').notNull(),
    /** 500 is 5%. */
    rateHundredths: integer('rate_hundredths').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ name: 'gst_rates_pkey', columns: [table.hsnPrefix, table.effectiveFrom] }),
    check('gst_rates_hsn_prefix_check', sql`${table.hsnPrefix} ~ '^[0-9]{2,8}$'`),
    check('gst_rates_rate_check', sql`${table.rateHundredths} between 0 and 10000`),
    check('gst_rates_span_check', sql`${table.effectiveTo} is null or ${table.effectiveTo} > ${table.effectiveFrom}`),
  ],
);
