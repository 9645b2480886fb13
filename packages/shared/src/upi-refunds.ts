// A refund of UPI money the marketplace collected for a part that was then cancelled.
import { z } from 'zod';

/**
 * A refund the marketplace owes on money it collected by UPI for a part that was then cancelled: `pending`
 * while the payment awaits the operator's confirmation, `due` once it is confirmed, `refunded` when the
 * operator sent it back (with the bank's reference), `void` when the payment was rejected (nothing came in).
 */
export const UPI_REFUND_STATUSES = ['pending', 'due', 'refunded', 'void'] as const;
export type UpiRefundStatus = (typeof UPI_REFUND_STATUSES)[number];

/** A cancelled part's refund as its order shows it (a void one is not shown). */
export const PartRefundSchema = z.object({
  amount: z.number(),
  status: z.enum(['pending', 'due', 'refunded']),
  refundedAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PartRefund = z.infer<typeof PartRefundSchema>;

/**
 * The bank's reference for the refund sent back: a UPI refund's 12-digit UTR, or a NEFT/IMPS reference
 * (letters and digits, 6 to 35); stored in capitals, so a reference is used once whatever its case.
 */
export const RefundReferenceSchema = z.object(
  {
    reference: z
      .string({ error: 'reference must be the bank reference of the refund' })
      .trim()
      .regex(/^[A-Za-z0-9]{6,35}$/, {
        error: "The reference is the bank's reference of the refund: 6 to 35 letters and digits (a UTR has 12 digits).",
      })
      .transform((value) => value.toUpperCase()),
  },
  { error: 'reference must be the bank reference of the refund' },
);
