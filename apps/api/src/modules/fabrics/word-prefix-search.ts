// The catalog search in PostgreSQL: word prefixes looked up in `fabric_search_terms` (search.ts),
// run by the catalog's prepared statements (catalog.ts), the page and its total side by side.
import type { CatalogQueries } from './catalog';
import type { CatalogSearch, SearchQuery } from './catalog-search';
import { matchesNothing } from './search';

export class WordPrefixSearch implements CatalogSearch {
  constructor(private readonly queries: CatalogQueries) {}

  async page(query: SearchQuery) {
    const search = await this.queries.planSearch(query.q);
    if (matchesNothing(search)) return { rows: [], count: { total: 0, exact: true } };
    const [rows, count] = await Promise.all([
      this.queries.searchPage(search, query),
      this.queries.searchCount(search, query),
    ]);
    return { rows, count };
  }

  async facets(query: SearchQuery) {
    const search = await this.queries.planSearch(query.q);
    if (matchesNothing(search)) return { rows: [], onSale: 0, exact: true };
    const [counted, onSale] = await Promise.all([
      this.queries.facetCounts(query, search),
      this.queries.saleCount(query, search),
    ]);
    return { ...counted, onSale };
  }
}
