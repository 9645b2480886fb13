// A refund of UPI money the marketplace collected, for a part then cancelled or lines then returned.
import { z } from 'zod';
import { bankReferenceSchema } from './common';

/**
 * A refund the marketplace owes on money it collected by UPI for a part then cancelled or lines returned: `pending`
 * while the payment awaits the operator's confirmation, `due` once it is confirmed, `refunded` when the
 * operator sent it back (with the bank's reference), `void` when the payment was rejected (nothing came in).
 */
export const UPI_REFUND_STATUSES = ['pending', 'due', 'refunded', 'void'] as const;
export type UpiRefundStatus = (typeof UPI_REFUND_STATUSES)[number];

/** Who sends a refund back to the shopper: the marketplace (UPI, it holds the money) or the vendor (cash). */
export const REFUND_PAYERS = ['marketplace', 'vendor'] as const;
export const RefundPayerSchema = z.enum(REFUND_PAYERS);
export type RefundPayer = z.infer<typeof RefundPayerSchema>;

/** What a refund the marketplace owes is for: a cancelled part of a paid order, or a return of delivered lines. */
export const UPI_REFUND_CAUSES = ['cancellation', 'return'] as const;
export type UpiRefundCause = (typeof UPI_REFUND_CAUSES)[number];

/** A cancelled part's or a return's refund as its order shows it (a void one is not shown). */
export const PartRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['pending', 'due', 'refunded']),
  refundedAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PartRefund = z.infer<typeof PartRefundSchema>;

/**
 * The bank's reference for the refund sent back: a UPI refund's 12-digit UTR, or a NEFT/IMPS reference
 * (letters, digits and hyphens, 6 to 35); stored in capitals, so a reference is used once whatever its case.
 */
export const RefundReferenceSchema = z.object(
  {
    reference: bankReferenceSchema('reference', "the bank's reference of the refund"),
  },
  { error: 'reference must be the bank reference of the refund' },
);
