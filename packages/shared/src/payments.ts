// A UPI payment (issue 32) beyond the order's own payment object: the shopper's UTR, and the operator's list to check.
import { z } from 'zod';
import { PageQuerySchema, pageOf } from './admin';
import { IdSchema } from './common';
import type { PaymentSubmissionSchema } from './orders';

export type PaymentSubmission = z.infer<typeof PaymentSubmissionSchema>;

/** The stored states of a UPI payment, each a list of the operator's Payments screen. */
export const UPI_PAYMENT_STATUSES = ['verifying', 'awaiting_payment', 'paid', 'expired'] as const;
export type UpiPaymentStatus = (typeof UPI_PAYMENT_STATUSES)[number];

/** `?status=` (payments being verified unless told) and `?page=`. */
export const AdminPaymentsQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(UPI_PAYMENT_STATUSES, { error: 'status must be verifying, awaiting_payment, paid or expired' })
    .default('verifying'),
});

/** A UPI order's payment as the operator checks it: the shopper's UTR beside the amount it should be. */
export const AdminPaymentSchema = z.object({
  /** The order's id. */
  _id: IdSchema,
  orderDate: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  amount: z.number(),
  status: z.enum(UPI_PAYMENT_STATUSES),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;
export const AdminPaymentPageSchema = pageOf(AdminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof AdminPaymentPageSchema>;
