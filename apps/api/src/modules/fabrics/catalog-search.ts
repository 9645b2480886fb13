// The catalog's text search behind the two questions the storefront asks of it, so that a search
// engine can answer them in place of PostgreSQL by changing `openCatalog` (open-catalog.ts) alone: the routes, the
// server-rendered pages and the browse queries (no words) stay as they are. See
// docs/decisions/catalog-search-interface.md.
import type { FabricRow } from './fabric-row';
import type { FacetRow } from './facets';
import type { CatalogCount, ListQuery } from './list-query';

/** A catalog query with words to search for, besides its filters, sort and page. */
export type SearchQuery = ListQuery & { q: string };

export interface CatalogSearch {
  /**
   * One page of the storefront's fabrics matching every word of `q` and the query's filters, in
   * the query's sort, and how many match (counted up to `countBound`, as a browse total is).
   */
  page(query: SearchQuery): Promise<{ rows: FabricRow[]; count: CatalogCount }>;
  /**
   * Of the same matches: each facet choice's count under the query's other filters, and how many
   * are on sale; `exact` false when the counts are of the first `countBound` matches only.
   */
  facets(query: SearchQuery): Promise<{ rows: FacetRow[]; onSale: number; exact: boolean }>;
}
