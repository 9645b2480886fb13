import { CatalogCache, type CatalogChangeChannel } from '../fabrics/catalog-cache';

/**
 * The rendered pages' cache and the catalog cache it follows. Pages get a cache of their own, so a
 * crawler walking product pages never pushes the catalog answers every visitor asks for out of
 * theirs, but they keep the catalog's rule: the same TTL, and cleared by every write that clears
 * the catalog cache, in this process at once and in the cluster's other workers through `cluster`.
 */
export function createCatalogAndPageCaches(ttlMs: number, cluster?: CatalogChangeChannel) {
  const listeners = new Set<() => void>();
  // The catalog cache announces its clears here: to this process's page cache, then to the cluster.
  const catalogChannel: CatalogChangeChannel = {
    announce() {
      for (const listener of listeners) listener();
      cluster?.announce();
    },
    onChange(listener) {
      cluster?.onChange(listener);
    },
  };
  const pageChannel: CatalogChangeChannel = {
    announce: () => undefined,
    onChange(listener) {
      listeners.add(listener);
      cluster?.onChange(listener);
    },
  };
  return {
    catalogCache: new CatalogCache(ttlMs, catalogChannel),
    pageCache: new CatalogCache(ttlMs, pageChannel),
    /** Hears every clear of the catalog cache, this process's and its cluster's (the photo variant cache). */
    onCatalogChange: pageChannel.onChange,
  };
}
