/**
 * The catalog's constants without zod, so that storefront screens on the first-paint path
 * (`@fabric-store/shared/fabric-catalog`) can import them without pulling in the schema library.
 */
export const FABRIC_CATEGORIES = ['cotton', 'silk', 'linen', 'wool', 'denim', 'chiffon', 'velvet'] as const;
export type FabricCategory = (typeof FABRIC_CATEGORIES)[number];

export const FABRIC_SORTS = ['newest', 'price_asc', 'price_desc', 'name', 'rating'] as const;

/** The largest `limit` that `GET /api/fabrics` accepts, and its default. */
export const MAX_PAGE_SIZE = 100;
