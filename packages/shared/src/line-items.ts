import { z } from 'zod';
import { IdSchema, LineQuantitySchema } from './common';
import { LineKindSchema } from './selling';

/**
 * A line as the shopper's client sends it, to the cart and to checkout alike: a fabric, how many
 * metres (or pieces) of it, or a swatch. `price` is what the shopper was shown; the server reads the
 * catalog's own.
 */
export const LineItemRequestSchema = z
  .object({
    fabric_id: IdSchema,
    price: z.number().optional(),
    /** Omitted for a swatch line (one swatch). */
    quantity: LineQuantitySchema.optional(),
    kind: LineKindSchema.default('length'),
  })
  .refine((item) => item.kind === 'swatch' || item.quantity !== undefined, {
    error: 'quantity is required',
    path: ['quantity'],
  });
export type LineItemRequest = z.input<typeof LineItemRequestSchema>;
