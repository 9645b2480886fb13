import { z } from 'zod';
import { IdSchema, MAX_LINE_QUANTITY, OptionalUserIdSchema } from './common';
import { AppliedCouponSchema } from './coupons';
import { ColourFamilySchema } from './fabric-attributes';
import { FabricImageSchema } from './fabrics';
import { hasAtMostTwoDecimals } from './lengths';
import { LineItemRequestSchema } from './line-items';
import { FabricUnitSchema, LineKindSchema } from './selling';

export const CartItemSchema = z.object({
  product: z.object({
    _id: IdSchema,
    name: z.string(),
    price: z.number(),
    image: z.string(),
    /** Metres (or pieces) left. */
    stock: z.number(),
    unit: FabricUnitSchema,
    minCut: z.number().nullable(),
    step: z.number().nullable(),
    swatchOffered: z.boolean(),
    /** The fabric's colour family, which its picture's box shows until the picture arrives. */
    colourFamily: ColourFamilySchema.nullable(),
    /** The cover photo, with its widths and formats, when the vendor uploaded photos (else `image` is the pasted URL or swatch). */
    photo: FabricImageSchema.optional(),
    /** Metres of the longest roll a length can be cut from in one piece; null for piece fabrics. */
    longestPiece: z.number().nullable(),
    /** False when the fabric left the storefront (its vendor is not active, or the operator hid it): checkout refuses it. */
    available: z.boolean(),
  }),
  /** Metres for metre fabrics, pieces for piece fabrics; 1 for a swatch. */
  quantity: z.number(),
  kind: LineKindSchema,
  /** A remnant line's roll. */
  roll_id: IdSchema.optional(),
  /** The line's price per metre, piece or swatch, and its total by the one rule (lineTotalPaise). */
  unitPrice: z.number(),
  total: z.number(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  /** The coupon the shopper applied (null when none), and what it takes off the items' sum now, in rupees. */
  coupon: AppliedCouponSchema.nullable().optional(),
  discount: z.number().optional(),
  /** Why the applied coupon takes nothing off now (the cart changed, or the coupon ended); checkout would refuse it. */
  couponProblem: z.string().optional(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartQuerySchema = z.object({ userId: OptionalUserIdSchema });

/** `price` is accepted for the spec's client and ignored: the cart always shows the catalog price. */
export const AddToCartRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  items: z
    .array(LineItemRequestSchema, { error: 'items must be a list' })
    .min(1, { error: 'items must hold at least one fabric' })
    .max(50, { error: 'items may hold at most 50 fabrics' }),
});
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;

export const UpdateCartItemRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  fabricId: IdSchema.optional(),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .min(0, { error: 'quantity cannot be negative' })
    .max(MAX_LINE_QUANTITY, { error: `quantity must be at most ${MAX_LINE_QUANTITY}` })
    .refine(hasAtMostTwoDecimals, {
      error: 'quantity must have at most two decimals (whole centimetres)',
    }),
});
export type UpdateCartItemRequest = z.input<typeof UpdateCartItemRequestSchema>;

export const FabricIdParamsSchema = z.object({ fabricId: IdSchema });

/** `DELETE /api/cart/{fabricId}?kind=swatch` removes the fabric's swatch line; without it, its length line. */
export const CartLineQuerySchema = z.object({ kind: LineKindSchema.default('length') });
