import { VariantCache } from '../fabric-images/variant-cache';
import { CatalogCache } from './catalog-cache';
import type { SaleBoundaries } from './sale-price';

/**
 * Every cache that shows the catalog, and `catalogChanged`, the one function each catalog write
 * calls once it has committed (fabrics created, updated, deleted or withdrawn with their vendor;
 * photos added, removed or reordered). Not an order's stock: checkout reads stock from the database,
 * and clearing on every sale would rebuild the first page after almost every order.
 *
 * - `catalogCache`: the plain browse pages and the unfiltered facet counts, which nearly every visitor
 *   asks for.
 * - `pageCache`: the rendered storefront pages, a cache of their own so that a crawler walking
 *   product pages never pushes out the catalog answers every visitor asks for.
 * - `variantCache`: recently served photo bytes, so a removed photo's URL answers 404 at once.
 *
 * `Answer` is what the two answer caches keep: the routes' ready answers (plugins/compression.ts).
 * All three keep entries for `ttlMs`; a write through this process clears them at once, and one
 * through any other process (another API worker or host) shows within `ttlMs`. No channel tells the
 * other processes: it would buy under a second of freshness, which shoppers already accept from
 * another host.
 */
export function createCatalogCaches<Answer>(ttlMs: number, saleBoundaries?: SaleBoundaries) {
  // Answers show prices, which change by themselves when a sale starts or ends: none is kept past that.
  const nextBoundary = saleBoundaries ? () => saleBoundaries.next() : undefined;
  const catalogCache = new CatalogCache<Answer>(ttlMs, undefined, nextBoundary);
  const pageCache = new CatalogCache<Answer>(ttlMs, undefined, nextBoundary);
  const variantCache = new VariantCache(ttlMs);
  const catalogChanged: CatalogChanged = () => {
    saleBoundaries?.forget();
    catalogCache.clear();
    pageCache.clear();
    variantCache.clear();
  };
  return { catalogCache, pageCache, variantCache, catalogChanged };
}

/** What a catalog write calls once it has committed: clears every cache that shows the catalog. */
export type CatalogChanged = () => void;
