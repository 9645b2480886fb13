import { z } from 'zod';
import { IdSchema } from './common';
import { FabricSchema } from './fabrics';

/** A fabric the shopper saved: as the catalog shows it, and whether it is still in the storefront. */
export const SavedFabricSchema = z.object({
  fabric: FabricSchema,
  savedAt: z.string(),
  /** False once the fabric left the storefront (deleted, hidden, or its vendor no longer active). */
  available: z.boolean(),
});
export type SavedFabric = z.infer<typeof SavedFabricSchema>;

/** `GET /api/wishlist`: the shopper's saved fabrics, newest first. */
export const WishlistResponseSchema = z.object({ items: z.array(SavedFabricSchema) });
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

export const WishlistParamsSchema = z.object({ fabricId: IdSchema });

/** `PUT` and `DELETE /api/wishlist/{fabricId}`: whether the fabric is saved now. */
export const WishlistChangeResponseSchema = z.object({ fabricId: IdSchema, saved: z.boolean() });
export type WishlistChange = z.infer<typeof WishlistChangeResponseSchema>;
