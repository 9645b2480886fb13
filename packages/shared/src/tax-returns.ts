// The operator's tax returns, read from what the marketplace withheld: TCS by the vendor's GSTIN for a
// month (GSTR-8's columns) and TDS by the vendor's PAN for a quarter (Form 26Q's), in rupees.
import { z } from 'zod';
import { IdSchema } from './common';

/** `?month=2026-11`: a calendar month in India time. */
export const TaxMonthQuerySchema = z.object({
  month: z.string().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'month is a month as YYYY-MM, e.g. 2026-11' }),
});
export type TaxMonthQuery = z.infer<typeof TaxMonthQuerySchema>;

/**
 * `?quarter=2026-Q3`: a quarter of the financial year that begins on 1 April of that year, as TDS returns
 * are filed (Q1 April–June, Q2 July–September, Q3 October–December, Q4 January–March of the next year).
 */
export const TaxQuarterQuerySchema = z.object({
  quarter: z
    .string()
    .regex(/^[0-9]{4}-Q[1-4]$/, { error: 'quarter is a financial-year quarter as YYYY-Qn, e.g. 2026-Q3' }),
});
export type TaxQuarterQuery = z.infer<typeof TaxQuarterQuerySchema>;

const VendorRefSchema = z.object({ _id: IdSchema, name: z.string() });

const TcsFiguresSchema = z.object({
  /** The taxable value of supplies delivered in the period. */
  grossSupplies: z.number(),
  /** The taxable value of supplies returned (refunded) in the period. */
  returns: z.number(),
  netSupplies: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
});

export const TcsReturnSchema = z.object({
  month: z.string(),
  /** The period's first day and the day after its last, in India time (YYYY-MM-DD). */
  from: z.string(),
  until: z.string(),
  /** TCS's rate (0.5): the percent of the net taxable value the server collects, for the screen to state. */
  tcsPercent: z.number(),
  rows: z.array(TcsFiguresSchema.extend({ gstin: z.string(), vendor: VendorRefSchema })),
  totals: TcsFiguresSchema,
});
export type TcsReturn = z.infer<typeof TcsReturnSchema>;

const TdsFiguresSchema = z.object({
  /** The gross amount of sales collected by UPI, GST included. */
  grossAmount: z.number(),
  returns: z.number(),
  netAmount: z.number(),
  tds: z.number(),
});

export const TdsReturnSchema = z.object({
  quarter: z.string(),
  from: z.string(),
  until: z.string(),
  /** TDS's rates as the server deducts them, for the screen to state: with a PAN (0.1) and without one (5). */
  tdsPercentWithPan: z.number(),
  tdsPercentWithoutPan: z.number(),
  rows: z.array(
    TdsFiguresSchema.extend({
      vendor: VendorRefSchema,
      /** Null: the vendor gave no PAN, and TDS was taken at `tdsPercentWithoutPan`. */
      pan: z.string().nullable(),
      ratePercent: z.number(),
    }),
  ),
  totals: TdsFiguresSchema,
});
export type TdsReturn = z.infer<typeof TdsReturnSchema>;

/** `…/commission-invoices/{month}`: the month invoiced, YYYY-MM in India time. */
export const CommissionInvoiceParamsSchema = TaxMonthQuerySchema;
export const VendorCommissionInvoiceParamsSchema = TaxMonthQuerySchema.extend({ id: IdSchema });

/**
 * The marketplace's monthly tax invoice to a vendor for its commission (SAC 998599, GST 18%), in rupees:
 * the commission on the vendor's parts delivered in the month less that given back on those of them
 * returned and refunded in the same month, and the GST on it as posted to the journal.
 */
export const CommissionInvoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  month: z.string(),
  /** The marketplace; its address null on documents issued before it was kept, or while it is not set. */
  supplier: z.object({ legalName: z.string(), gstin: z.string(), address: z.string().nullable() }),
  /** The vendor: its display name, and its legal name and address on record (its tax profile's), when it has them. */
  recipient: z.object({
    _id: IdSchema,
    name: z.string(),
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** The vendor's state, or the marketplace's without one on record; null on documents issued before it was kept. */
  placeOfSupply: z.object({ state: z.string().nullable(), stateCode: z.string().nullable() }),
  reverseCharge: z.string(),
  signatureNote: z.string(),
  sac: z.literal('998599'),
  /** What the second half of GST within the place of supply is called: UTGST in a union territory without a legislature. */
  stateTax: z.enum(['SGST', 'UTGST']),
  description: z.string(),
  gstRatePercent: z.number(),
  commission: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});
export type CommissionInvoice = z.infer<typeof CommissionInvoiceSchema>;

/**
 * The marketplace's monthly credit note to a vendor (`…/commission-credit-notes/{month}`): the commission,
 * and the GST on it, given back in the month on returns of parts an earlier month's invoice charged, as
 * positive amounts, naming those invoices.
 */
export const CommissionCreditNoteSchema = CommissionInvoiceSchema.extend({
  invoices: z.array(z.object({ number: z.string(), month: z.string() })),
});
export type CommissionCreditNote = z.infer<typeof CommissionCreditNoteSchema>;
