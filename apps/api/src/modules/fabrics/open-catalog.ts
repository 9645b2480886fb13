import type { Database } from '../../db/client';
import { type Catalog, CatalogQueries } from './catalog';
import { WordPrefixSearch } from './word-prefix-search';

/** The catalog read from `db`, and the one place where its search's implementation is chosen. */
export function openCatalog(db: Database): Catalog {
  const queries = new CatalogQueries(db);
  return { queries, search: new WordPrefixSearch(queries) };
}
