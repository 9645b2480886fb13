import { type Fabric, FabricListQuerySchema, IdSchema } from '@fabric-store/shared';
import type { StorefrontData } from '@fabric-store/shared/server-render';
import { AppError } from '../../plugins/errors';
import { type CatalogQueries, getFabric, listFabrics } from '../fabrics/catalog';

/**
 * The catalog reads of the server-rendered pages, answered by the fabric service in this process:
 * the same queries (prepared per shape) and the same rules as `GET /api/fabrics` and
 * `GET /api/fabrics/{id}`, without a round trip through HTTP.
 */
export function createStorefrontData(catalog: CatalogQueries): StorefrontData {
  return {
    async listFabrics({ q, category, sort, page, limit }) {
      const query = FabricListQuerySchema.parse({
        q: q || undefined,
        category: category || undefined,
        sort,
        page,
        limit,
      });
      const { body, total, exact } = await listFabrics(catalog, query);
      const fabrics = JSON.parse(body) as Fabric[];
      // The same rule as the API's `Link: rel="next"`: a total that is not exact was counted past this page.
      return { fabrics, total, exact, hasNextPage: query.page * query.limit < total || !exact };
    },
    async findFabric(id) {
      if (!IdSchema.safeParse(id).success) return null;
      try {
        return await getFabric(catalog, id);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}
