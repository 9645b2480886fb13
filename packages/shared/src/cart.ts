import { z } from 'zod';
import { IdSchema, LineQuantitySchema, MAX_LINE_QUANTITY, OptionalUserIdSchema } from './common';
import { FabricImageSchema } from './fabrics';

export const CartItemSchema = z.object({
  product: z.object({
    _id: IdSchema,
    name: z.string(),
    price: z.number(),
    image: z.string(),
    stock: z.number().int(),
    /** The cover photo, with its widths and formats, when the vendor uploaded photos (else `image` is the pasted URL or swatch). */
    photo: FabricImageSchema.optional(),
  }),
  quantity: z.number().int(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({ items: z.array(CartItemSchema) });
export type Cart = z.infer<typeof CartSchema>;

export const CartQuerySchema = z.object({ userId: OptionalUserIdSchema });

/** `price` is accepted for the spec's client and ignored: the cart always shows the catalog price. */
export const AddToCartRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  items: z
    .array(
      z.object({
        fabric_id: IdSchema,
        price: z.number().optional(),
        quantity: LineQuantitySchema,
      }),
      { error: 'items must be a list' },
    )
    .min(1, { error: 'items must hold at least one fabric' })
    .max(50, { error: 'items may hold at most 50 fabrics' }),
});
export type AddToCartRequest = z.input<typeof AddToCartRequestSchema>;

export const UpdateCartItemRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  fabricId: IdSchema.optional(),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .int({ error: 'quantity must be a whole number' })
    .min(0, { error: 'quantity cannot be negative' })
    .max(MAX_LINE_QUANTITY, { error: `quantity must be at most ${MAX_LINE_QUANTITY}` }),
});
export type UpdateCartItemRequest = z.input<typeof UpdateCartItemRequestSchema>;

export const FabricIdParamsSchema = z.object({ fabricId: IdSchema });
