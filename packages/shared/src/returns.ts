// Returns and refunds: the requests, the moves and the return as every view shows it.
import { z } from 'zod';
import { bankReferenceSchema, IdSchema, LineQuantitySchema, textSchema } from './common';
import { RETURN_REASONS, RETURN_STATUSES, VENDOR_RETURN_TARGETS } from './return-rules';
import { FabricUnitSchema, LineKindSchema } from './selling';
import { PartRefundSchema, RefundPayerSchema } from './upi-refunds';

export * from './return-rules';

const note = (label: string, max: number) =>
  textSchema(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalNote = (label: string, max: number) =>
  note(label, max)
    .optional()
    .transform((value) => (value ? value : undefined));

const requiredNote = (label: string, max: number, message: string) => note(label, max).min(1, { error: message });

export const ReturnReasonSchema = z.enum(RETURN_REASONS, {
  error: 'reason must be damaged, wrong_item, not_as_described or changed_mind',
});
export const ReturnStatusSchema = z.enum(RETURN_STATUSES, {
  error: `status must be one of ${RETURN_STATUSES.join(', ')}`,
});

/** The shopper asks to return lines of one vendor's part (POST /api/orders/{orderId}/returns). */
export const ReturnRequestSchema = z.object(
  {
    lines: z
      .array(
        z.object({
          fabric_id: IdSchema,
          quantity: LineQuantitySchema,
          /** Which of the fabric's lines: its cut length, or its remnant; unsaid, the length, or the remnant if that is all. */
          kind: z.enum(['length', 'remnant']).optional(),
        }),
        { error: 'lines must be a list' },
      )
      .min(1, { error: 'Choose at least one line to return' })
      .max(100, { error: 'A return may hold at most 100 lines' }),
    reason: ReturnReasonSchema,
    note: optionalNote('note', 1000),
  },
  { error: 'lines and reason are required' },
);
export type ReturnRequest = z.input<typeof ReturnRequestSchema>;

/**
 * The vendor moves a return (PATCH /api/orders/vendor/returns/{id}). Marking it refunded takes the
 * refund's id on cash on delivery only; on UPI the marketplace sends the refund (see `refundBy`).
 */
export const VendorReturnMoveSchema = z
  .object(
    {
      status: z.enum(VENDOR_RETURN_TARGETS, { error: 'status must be approved, rejected, received or refunded' }),
      reason: optionalNote('reason', 500),
      restock: z.boolean({ error: 'restock must be true or false' }).optional(),
      /** Cash on delivery only: the vendor refunded the shopper and gives its transfer's id. */
      refundReference: bankReferenceSchema('refundReference', 'the UPI or bank transfer id of the refund').optional(),
    },
    { error: 'status is required' },
  )
  .refine((move) => move.status !== 'rejected' || move.reason, {
    error: 'A reason is required to reject a return.',
    path: ['reason'],
  })
  .refine((move) => move.status === 'received' || move.restock === undefined, {
    error: 'restock goes with status received only.',
    path: ['restock'],
  });
export type VendorReturnMove = z.input<typeof VendorReturnMoveSchema>;

/** The shopper asks the operator to look again at a rejected return (POST /api/returns/{id}/escalate). */
export const ReturnEscalationSchema = z.object(
  { note: requiredNote('note', 1000, 'Tell the operator why the return should be accepted.') },
  { error: 'note is required' },
);
export type ReturnEscalation = z.input<typeof ReturnEscalationSchema>;

export const RETURN_DECISIONS = ['approve', 'reject'] as const;
/** The operator decides an escalated return (POST /api/admin/returns/{id}/decide); the vendor follows it. */
export const ReturnDecisionSchema = z
  .object(
    {
      decision: z.enum(RETURN_DECISIONS, { error: 'decision must be approve or reject' }),
      note: optionalNote('note', 1000),
    },
    { error: 'decision is required' },
  )
  .refine((decision) => decision.decision !== 'reject' || decision.note, {
    error: 'A note is required to uphold a rejection.',
    path: ['note'],
  });
export type ReturnDecision = z.input<typeof ReturnDecisionSchema>;

/** A returned line: what was sold (price per metre, piece or swatch) and how much comes back, in metres or pieces. */
export const ReturnLineSchema = z.object({
  fabric_id: IdSchema,
  name: z.string(),
  kind: LineKindSchema,
  unit: FabricUnitSchema,
  quantity: z.number(),
  price: z.number(),
  /** price × quantity, rounded half up to the paisa. */
  amount: z.number(),
});
export type ReturnLine = z.infer<typeof ReturnLineSchema>;

export const ReturnEventSchema = z.object({
  status: ReturnStatusSchema,
  at: z.string(),
  actor: z.enum(['shopper', 'vendor', 'operator']),
  actorId: IdSchema.nullable(),
  note: z.string().nullable(),
});
export type ReturnEvent = z.infer<typeof ReturnEventSchema>;

/**
 * A shopper's photo of a return. Its URLs are private: the API answers them only to the order's
 * shopper, the part's vendor and the operator, with the caller's bearer token.
 */
export const ReturnPhotoSchema = z.object({
  _id: IdSchema,
  width: z.number().int(),
  height: z.number().int(),
  /** The smallest stored width, for a thumbnail. */
  thumbnailUrl: z.string(),
  /** The largest stored width. */
  url: z.string(),
});
export type ReturnPhoto = z.infer<typeof ReturnPhotoSchema>;

export const ReturnSchema = z.object({
  _id: IdSchema,
  orderId: IdSchema,
  /** The order's number, as the shopper, the vendor and the operator know it. */
  orderNumber: z.string(),
  vendor: z.object({ _id: IdSchema, name: z.string() }),
  lines: z.array(ReturnLineSchema),
  reason: ReturnReasonSchema,
  note: z.string().nullable(),
  status: ReturnStatusSchema,
  /** What the shopper paid for the lines returned, in rupees. */
  amount: z.number(),
  /** The marketplace's commission on `amount` at each line's own percent; the vendor's and the operator's views only. */
  commission: z.number().optional(),
  /** The vendor put the returned lengths back in stock. */
  restocked: z.boolean(),
  /** The id of the refund's transfer: the vendor's (cash on delivery) or the marketplace's bank reference (UPI). */
  refundReference: z.string().nullable(),
  /**
   * Who sends the refund: on a UPI order the marketplace, which holds the shopper's money; on cash on
   * delivery the vendor, who took the cash.
   */
  refundBy: RefundPayerSchema,
  /** While the return is approved, where the goods go back: the vendor's return address, when its profile has one. */
  returnAddress: z.string().optional(),
  /** The marketplace's refund of a UPI return once the vendor marked it refunded: due, then refunded. */
  refund: PartRefundSchema.optional(),
  createdAt: z.string(),
  /** Oldest first, starting with `requested`. */
  history: z.array(ReturnEventSchema),
  /** The shopper's photos, in the order added (at most `MAX_RETURN_PHOTOS`). */
  photos: z.array(ReturnPhotoSchema),
});
export type Return = z.infer<typeof ReturnSchema>;

/** A return in the operator's list of escalations, with its shopper. */
export const AdminReturnSchema = ReturnSchema.extend({
  customer: z.object({ _id: IdSchema, name: z.string() }),
});
export type AdminReturn = z.infer<typeof AdminReturnSchema>;
