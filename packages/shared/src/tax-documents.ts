// A vendor's tax documents as issued: the tax invoice (or, from a vendor not registered for GST, the
// bill of supply) of a shipped part, and the credit notes of what came back. Amounts are integer paise,
// exact, as the document was computed; the printed copy shows them in rupees with two decimals.
import { z } from 'zod';
import { IdSchema } from './common';
import { LINE_KINDS } from './lengths';

export const TAX_DOCUMENT_KINDS = ['invoice', 'bill_of_supply', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

export const TAX_DOCUMENT_TITLES: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  bill_of_supply: 'Bill of supply',
  credit_note: 'Credit note',
};

/** The units Rule 46 names a quantity in: metres for a length, pieces for a piece or a swatch. */
export const INVOICE_UNITS = ['MTR', 'PCS'] as const;

export const REVERSE_CHARGE_NOTE = 'Tax is not payable on reverse charge';
export const DIGITAL_SIGNATURE_NOTE = 'Digitally generated; no signature required';

const PaiseSchema = z.number().int();

const PartyAddressSchema = z.object({
  line: z.string(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string().nullable(),
  pin: z.string(),
});

export const TaxDocumentLineSchema = z.object({
  fabricId: IdSchema,
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  hsnCode: z.string(),
  /** In the unit, two decimals for metres: 2.5 MTR, 3 PCS. */
  quantity: z.number(),
  unit: z.enum(INVOICE_UNITS),
  /** What the shopper is charged per unit, GST included, as Indian retail prices are. */
  ratePaise: PaiseSchema,
  /** Rate × quantity, GST included, before the vendor's discount. */
  grossPaise: PaiseSchema,
  /** The vendor's coupon on this line, GST included; a marketplace coupon is no discount of the vendor's. */
  discountPaise: PaiseSchema,
  taxablePaise: PaiseSchema,
  gstRateHundredths: z.number().int(),
  cgstPaise: PaiseSchema,
  sgstPaise: PaiseSchema,
  igstPaise: PaiseSchema,
  /** Taxable value plus its tax. */
  totalPaise: PaiseSchema,
});
export type TaxDocumentLine = z.infer<typeof TaxDocumentLineSchema>;

export const TaxDocumentTotalsSchema = z.object({
  taxablePaise: PaiseSchema,
  cgstPaise: PaiseSchema,
  sgstPaise: PaiseSchema,
  igstPaise: PaiseSchema,
  totalPaise: PaiseSchema,
});
export type TaxDocumentTotals = z.infer<typeof TaxDocumentTotalsSchema>;

/** The document, frozen when issued: what the JSON route answers and the PDF prints. */
export const TaxDocumentSchema = z.object({
  id: IdSchema,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  title: z.string(),
  number: z.string(),
  /** ISO 8601; printed as India's date. */
  issuedAt: z.string(),
  orderId: IdSchema,
  /** The order's number, as its shopper knows it; absent on documents issued before orders had numbers. */
  orderNumber: z.string().optional(),
  partId: IdSchema,
  orderDate: z.string(),
  /** A credit note's invoice: its number and date. */
  original: z.object({ id: IdSchema, number: z.string(), issuedAt: z.string() }).nullable(),
  /** Why a credit note was issued, e.g. "Goods returned". */
  reason: z.string().nullable(),
  seller: z.object({
    legalName: z.string(),
    tradeName: z.string().nullable(),
    gstin: z.string().nullable(),
    pan: z.string().nullable(),
    address: PartyAddressSchema,
  }),
  buyer: z.object({
    name: z.string(),
    gstin: z.string().nullable(),
    address: PartyAddressSchema,
  }),
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string().nullable() }),
  /** Same state as the seller's: CGST and SGST; another state: IGST. */
  interState: z.boolean(),
  /**
   * Within one state, what its second half (`sgstPaise`) is called: UTGST in a union territory without a
   * legislature. Absent across states, and on documents issued before it was named (they print SGST).
   */
  stateTax: z.enum(['SGST', 'UTGST']).optional(),
  lines: z.array(TaxDocumentLineSchema),
  totals: TaxDocumentTotalsSchema,
  totalInWords: z.string(),
  reverseCharge: z.string(),
  ecommerceOperator: z.object({ name: z.string(), gstin: z.string().nullable() }),
  signature: z.object({ note: z.string(), signatoryName: z.string() }),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

/** A document as the order pages link it: kind, number, date and where its JSON and PDF are. */
export const TaxDocumentLinkSchema = z.object({
  id: IdSchema,
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: PaiseSchema,
  /** `/api/orders/{orderId}/parts/{partId}/invoice` or `…/credit-notes/{id}`; `.pdf` appended for the PDF. */
  href: z.string(),
});
export type TaxDocumentLink = z.infer<typeof TaxDocumentLinkSchema>;

export const PartDocumentParamsSchema = z.object({ orderId: IdSchema, partId: IdSchema });
export const CreditNoteParamsSchema = PartDocumentParamsSchema.extend({ id: IdSchema });

/** Where a part's invoice is read, as JSON; `.pdf` appended, as the printed copy. */
export const invoicePath = (orderId: string, partId: string) => `/api/orders/${orderId}/parts/${partId}/invoice`;
export const creditNotePath = (orderId: string, partId: string, id: string) =>
  `/api/orders/${orderId}/parts/${partId}/credit-notes/${id}`;
