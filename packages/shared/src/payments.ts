// A UPI payment beyond the order's own payment object: the shopper's UTR, and the operator's list to check.
import { z } from 'zod';
import { PageQuerySchema, pageOf } from './admin';
import { IdSchema } from './common';
import type { PaymentSubmissionSchema } from './orders';
import { UPI_REFUND_CAUSES, UPI_REFUND_STATUSES } from './upi-refunds';

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
  orderNumber: z.string(),
  orderDate: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  amount: z.number(),
  /**
   * What the order came to when it was placed: more than `amount` when parts were cancelled before it was
   * paid, and a shopper who paid by the first link paid this.
   */
  orderTotal: z.number(),
  status: z.enum(UPI_PAYMENT_STATUSES),
  utr: z.string().nullable(),
  /** When the shopper gave the UTR; null before, or for one given before this was stored. */
  utrAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Every part was cancelled (the shopper may have paid first): a payment confirmed is owed back whole. */
  orderCancelled: z.boolean(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/**
 * `POST /api/admin/orders/{id}/payment/confirm`: `paidInFull` when the bank shows the order's whole total,
 * paid before parts were cancelled, so that each cancelled part is owed back to the shopper.
 */
export const PaymentConfirmRequestSchema = z.object({ paidInFull: z.boolean().optional() }).nullish();
export const AdminPaymentPageSchema = pageOf(AdminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof AdminPaymentPageSchema>;

/** `?status=` (those due unless told) and `?page=`. */
export const AdminRefundsQuerySchema = PageQuerySchema.extend({
  status: z.enum(['due', 'refunded'], { error: 'status must be due or refunded' }).default('due'),
});

/**
 * A refund in the operator's list: whose, for which order and part (a cancelled part, or lines returned from
 * a delivered one), how much, and how it was sent back.
 */
export const AdminRefundSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  orderNumber: z.string(),
  cause: z.enum(UPI_REFUND_CAUSES),
  /** The return refunded, when `cause` is `return`. */
  returnId: IdSchema.nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  vendorName: z.string(),
  amount: z.number(),
  status: z.enum(UPI_REFUND_STATUSES),
  /** When it became due: the part's cancel, the payment's confirmation, or the vendor's refund of a return. */
  dueAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  reference: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;
export const AdminRefundPageSchema = pageOf(AdminRefundSchema);
export type AdminRefundPage = z.infer<typeof AdminRefundPageSchema>;
