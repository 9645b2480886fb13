import { z } from 'zod';
import { IdSchema, LineQuantitySchema } from './common';
import { FabricUnitSchema, LineKindSchema } from './selling';

/**
 * A line as the shopper's client sends it, to the cart and to checkout alike: a fabric, how many
 * metres (or pieces) of it, or a swatch. `price` and `unit` are what the shopper was shown; the server
 * reads the catalog's own.
 */
export const LineItemRequestSchema = z
  .object({
    fabric_id: IdSchema,
    price: z.number().optional(),
    /** Omitted for a swatch line (one swatch). */
    quantity: LineQuantitySchema.optional(),
    kind: LineKindSchema.default('length'),
    /** The unit the shopper was shown the length in: checkout refuses the line if the fabric is now sold in the other. */
    unit: FabricUnitSchema.optional(),
    /** A remnant line names the roll it is; its quantity, when sent, is the remnant's length. */
    roll_id: IdSchema.optional(),
  })
  .refine((item) => item.kind !== 'length' || item.quantity !== undefined, {
    error: 'quantity is required',
    path: ['quantity'],
  })
  .refine((item) => (item.kind === 'remnant') === (item.roll_id !== undefined), {
    error: 'roll_id names the roll of a remnant line, and only of one',
    path: ['roll_id'],
  });
export type LineItemRequest = z.input<typeof LineItemRequestSchema>;
