import { FabricListQuerySchema, IdSchema } from '@fabric-store/shared';
import type { StorefrontCatalogQuery, StorefrontData } from '@fabric-store/shared/server-render';
import type { Database } from '../../db/client';
import { type Catalog, countFacets, findFabric, listFabrics } from '../fabrics/catalog';
import type { ListQuery } from '../fabrics/list-query';
import { listReviews } from '../reviews/service';

/** The API's own query from the page's: '' means a filter is not applied. */
function toListQuery(query: StorefrontCatalogQuery): ListQuery {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return FabricListQuerySchema.parse(given);
}

/**
 * The catalog reads of the server-rendered pages, answered by the fabric service in this process:
 * the same queries (prepared per shape) and the same rules as `GET /api/fabrics` and
 * `GET /api/fabrics/{id}`, without a round trip through HTTP.
 */
export function createStorefrontData(catalog: Catalog, db: Database): StorefrontData {
  return {
    async listFabrics(storefrontQuery) {
      const query = toListQuery(storefrontQuery);
      const { fabrics, total, exact } = await listFabrics(catalog, query);
      // The same rule as the API's `Link: rel="next"`: a total that is not exact was counted past this page.
      return { fabrics, total, exact, hasNextPage: query.page * query.limit < total || !exact };
    },
    countFacets: (storefrontQuery) => countFacets(catalog, toListQuery(storefrontQuery)),
    findFabric: async (id) => (IdSchema.safeParse(id).success ? findFabric(catalog, id) : null),
    listReviews: (fabricId) => listReviews(db, fabricId, { page: 1, sort: 'newest' }),
  };
}
