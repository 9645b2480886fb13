import type { DatabaseHandle } from '../../db/client';
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
 * All three keep entries for `ttlMs`; a write through this process clears them at once, and
 * `shareCatalogChanges` tells every other process (another API worker or host) within a few
 * milliseconds. Without that channel, or while it is down, another process's answers show the change
 * within `ttlMs`.
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

const CATALOG_CHANNEL = 'catalog_changed';

/**
 * Makes a catalog change clear every process's caches through PostgreSQL's NOTIFY: the returned
 * function clears this process's at once and announces the change; each process hearing it clears
 * its own, and once more when the replicas have replayed the change, since a read in between may have
 * filled a cache from a replica that had not. Without notices (PGlite, one process) it clears here only.
 */
export async function shareCatalogChanges(
  clearHere: CatalogChanged,
  database: Pick<DatabaseHandle, 'notices' | 'replicas'>,
): Promise<CatalogChanged> {
  const { notices, replicas } = database;
  if (!notices) return clearHere;
  await notices.listen(CATALOG_CHANNEL, (position) => {
    clearHere();
    if (position !== undefined) replicas?.whenReplicasReach(position, clearHere);
  });
  return () => {
    clearHere();
    void notices.announce(CATALOG_CHANNEL);
  };
}
