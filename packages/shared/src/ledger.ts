// What the marketplace and each vendor owe each other: an append-only ledger per vendor.
import { z } from 'zod';
import { AdminVendorsQuerySchema, pageOf } from './admin';
import { bankReferenceSchema, IdSchema, RupeesSchema } from './common';

/**
 * `earning` (a UPI part delivered: +net), `commission_due` (a cash part delivered, the vendor holds the
 * cash: −commission), `payout` (the operator paid the vendor: −amount), `collection` (the vendor paid its
 * dues: +amount), `refund` (a refunded return: paid by UPI, −(amount − commission); paid in cash,
 * +commission, the share the marketplace gives back).
 */
export const LEDGER_KINDS = ['earning', 'commission_due', 'payout', 'collection', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * A part's money on the vendor's statement, in rupees: what it sold for (its price less its own coupon's
 * discount), the commission, the GST on the commission, the TCS and TDS withheld, and what the vendor
 * receives of it (sales less the rest, from the marketplace or, paid in cash, kept from the shopper's
 * cash). A return's are the same with their signs turned.
 */
export const PartMoneyLineSchema = z.object({
  sales: z.number(),
  commission: z.number(),
  gstOnCommission: z.number(),
  tcs: z.number(),
  tds: z.number(),
  receives: z.number(),
});
export type PartMoneyLine = z.infer<typeof PartMoneyLineSchema>;

export const LedgerEntrySchema = z.object({
  _id: IdSchema,
  at: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Rupees, signed: positive adds to what the marketplace owes the vendor. */
  amount: z.number(),
  orderId: IdSchema.optional(),
  /** The order's number, with `orderId`. */
  orderNumber: z.string().optional(),
  reference: z.string().optional(),
  note: z.string().optional(),
  /** A delivered part's or a refunded return's money, head by head. */
  part: PartMoneyLineSchema.optional(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** A vendor's balance (the sum of every entry; positive: the marketplace owes the vendor) and a page of entries, newest first. */
export const VendorLedgerSchema = z.object({
  balance: z.number(),
  entries: z.array(LedgerEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type VendorLedger = z.infer<typeof VendorLedgerSchema>;

export const VendorBalanceSchema = z.object({
  vendor: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  balance: z.number(),
});
export type VendorBalance = z.infer<typeof VendorBalanceSchema>;
export const VendorBalancePageSchema = pageOf(VendorBalanceSchema);
/** `GET /api/admin/balances`: a page, of the vendors whose name or email holds `q` when it is given. */
export const AdminBalancesQuerySchema = AdminVendorsQuerySchema.pick({ q: true, page: true });
export type AdminBalancesQuery = z.infer<typeof AdminBalancesQuerySchema>;
export type VendorBalancePage = z.infer<typeof VendorBalancePageSchema>;

/** A payout or a collection the operator records; the reference (the bank transfer's) makes a retry harmless. */
export const LedgerMoveRequestSchema = z.object(
  {
    amount: RupeesSchema,
    reference: bankReferenceSchema('reference', "the bank transfer's reference"),
  },
  { error: 'amount and reference are required' },
);
export type LedgerMoveRequest = z.infer<typeof LedgerMoveRequestSchema>;
