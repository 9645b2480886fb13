import { FabricFacetsSchema, FabricListQuerySchema, FabricSchema, IdParamsSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ReadyAnswer, sendBuiltAnswer, sendKeptAnswer } from '../../plugins/compression';
import type { ZodTypeProvider } from '../../plugins/validation';
import { isAttributeFiltered } from './attribute-filters';
import { type Catalog, countFacets, getFabric, listFabrics } from './catalog';
import type { CatalogCache } from './catalog-cache';
import type { ListQuery } from './list-query';
import { openCatalog } from './open-catalog';

/** The storefront's catalog: pages of fabrics, their facets, and one fabric. */
export function registerFabricRoutes(
  app: FastifyInstance,
  db: Database,
  catalogCache: CatalogCache<ReadyAnswer>,
): void {
  const catalog = openCatalog(db);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fabric = { 200: FabricSchema };

  api.get(
    '/api/fabrics',
    {
      schema: {
        tags: ['catalog'],
        description:
          'One page of the catalog. X-Total-Count says how many fabrics match (with X-Total-Count-Exact: false when counted only up to the page limit), Link the next and previous pages.',
        querystring: FabricListQuerySchema,
        response: { 200: z.array(FabricSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const build = () => buildCatalogAnswer(catalog, query);
      if (!isSharedBrowsePage(query)) return sendBuiltAnswer(reply, await build());
      // The parsed query has its keys in schema order, so equal queries make equal keys.
      return sendKeptAnswer(request, reply, await catalogCache.get(JSON.stringify(query), build));
    },
  );

  api.get(
    '/api/fabrics/facets',
    {
      schema: {
        tags: ['catalog'],
        description:
          'How many fabrics each choice of each facet (colour family, fibre, pattern, width band, weight band) would give, under the other filters of the query: the same query parameters as GET /api/fabrics. With a search or a price range the counters do not answer, each facet is counted over its first 1,000 matches; X-Facet-Counts-Exact: false says one had more.',
        querystring: FabricListQuerySchema,
        response: { 200: FabricFacetsSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const build = async (): Promise<ReadyAnswer> => {
        const { facets, exact } = await countFacets(catalog, query);
        const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
        if (!exact) headers['x-facet-counts-exact'] = 'false';
        return { body: JSON.stringify(facets), headers };
      };
      // Only the unfiltered counts, which every visit to /products asks for, are worth keeping.
      if (!isUnfiltered(query)) return sendBuiltAnswer(reply, await build());
      return sendKeptAnswer(request, reply, await catalogCache.get('facets', build));
    },
  );

  api.get(
    '/api/fabrics/:id',
    { schema: { tags: ['catalog'], params: IdParamsSchema, response: fabric } },
    async (request) => getFabric(catalog, request.params.id),
  );
}

/**
 * Whether an answer is worth keeping in the catalog cache: the browse pages without a price filter
 * or a search, a few dozen that every visitor asks for. Price ranges and searches come in endless
 * combinations, each asked for rarely: kept, they would push those pages out of the cache and
 * leave the garbage collector copying answers nobody asks for again.
 */
const isSharedBrowsePage = (query: ListQuery) =>
  !query.q &&
  !query.remnants &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  !isAttributeFiltered(query);

/** A query without a search or any filter: the whole catalog. */
const isUnfiltered = (query: ListQuery) => isSharedBrowsePage(query) && !query.category && !query.onSale;

async function buildCatalogAnswer(catalog: Catalog, query: ListQuery): Promise<ReadyAnswer> {
  const { fabrics, total, exact } = await listFabrics(catalog, query);
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'x-total-count': String(total),
  };
  if (!exact) headers['x-total-count-exact'] = 'false';
  const link = paginationLinks(query, total, exact);
  if (link) headers.link = link;
  return { body: JSON.stringify(fabrics), headers };
}

/**
 * RFC 8288 next/prev links for the catalog, carrying every parameter of the query. A total that is
 * not exact was counted past the end of this page, so more fabrics follow it.
 */
function paginationLinks(query: ListQuery, total: number, exact: boolean): string | undefined {
  const linkTo = (page: number, rel: string) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, page }))
      if (value !== undefined) params.set(key, String(value));
    return `</api/fabrics?${params}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (query.page > 1) links.push(linkTo(query.page - 1, 'prev'));
  if (query.page * query.limit < total || !exact) links.push(linkTo(query.page + 1, 'next'));
  return links.length > 0 ? links.join(', ') : undefined;
}
