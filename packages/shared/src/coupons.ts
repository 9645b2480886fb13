// Coupons: what the operator and vendors send and read, and what the cart shows.
import { z } from 'zod';
import { IdSchema, RupeesSchema, textSchema } from './common';
import { COUPON_KINDS } from './coupon-discount';
import { hasAtMostTwoDecimals } from './lengths';

export const CouponCodeSchema = textSchema('code', 'code is required')
  .trim()
  .toUpperCase()
  .min(3, { error: 'code must be at least 3 characters' })
  .max(32, { error: 'code must be at most 32 characters' })
  .regex(/^[A-Z0-9_-]+$/, { error: 'code may hold only letters, digits, - and _' });

const countSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(1_000_000, { error: `${label} must be at most 1,000,000` });

const dateSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` });

/** `POST /api/admin/coupons` and `POST /api/vendor/coupons`: a percent (up to 100, two decimals) or rupees off. */
export const CouponCreateRequestSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS, { error: 'kind must be percent or fixed' }),
    value: z
      .number({ error: 'value must be a number' })
      .positive({ error: 'value must be greater than 0' })
      .max(10_000_000, { error: 'value must be at most 10,000,000' })
      .refine(hasAtMostTwoDecimals, { error: 'value must have at most two decimals' }),
    minOrder: RupeesSchema.optional(),
    startsAt: dateSchema('startsAt').optional(),
    endsAt: dateSchema('endsAt').optional(),
    maxUses: countSchema('maxUses').optional(),
    maxUsesPerShopper: countSchema('maxUsesPerShopper').optional(),
  })
  .refine((coupon) => coupon.kind !== 'percent' || coupon.value <= 100, {
    error: 'value of a percent coupon must be at most 100',
    path: ['value'],
  })
  .refine((coupon) => !coupon.startsAt || !coupon.endsAt || Date.parse(coupon.endsAt) > Date.parse(coupon.startsAt), {
    error: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });
export type CouponCreateRequest = z.input<typeof CouponCreateRequestSchema>;

/** A coupon as its maker (the operator, or its vendor) lists it. */
export const CouponSchema = z.object({
  _id: IdSchema,
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent for a percent coupon, rupees for a fixed one. */
  value: z.number(),
  minOrder: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerShopper: z.number().int().nullable(),
  /** The vendor whose fabrics it applies to; null for a marketplace coupon. */
  vendor: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  uses: z.number().int(),
  /** What it has taken off orders so far, in rupees. */
  discountGiven: z.number(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponUseSchema = z.object({
  orderId: IdSchema,
  /** The order's number, as the shopper, the vendor and the operator know it (`FS-2611-0042`). */
  orderNumber: z.string(),
  shopper: z.object({ _id: IdSchema, name: z.string() }),
  discount: z.number(),
  at: z.string(),
});
export type CouponUse = z.infer<typeof CouponUseSchema>;

/** `POST /api/cart/coupon`. */
export const ApplyCouponRequestSchema = z.object({ code: CouponCodeSchema });

/** The coupon a cart (or an order) carries, as the shopper sees it. */
export const AppliedCouponSchema = z.object({
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  /** Set when it applies only to this vendor's fabrics. */
  vendor: z.object({ _id: IdSchema, name: z.string() }).nullable(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;
