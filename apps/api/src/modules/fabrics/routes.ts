import {
  FabricCreateRequestSchema,
  FabricListQuerySchema,
  FabricUpdateRequestSchema,
  IdParamsSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogCache } from './catalog-cache';
import {
  createFabric,
  deleteFabric,
  getFabric,
  getVendorFabric,
  listFabrics,
  listVendorFabrics,
  updateFabric,
} from './service';

export function registerFabricRoutes(app: FastifyInstance, db: Database, catalogCache: CatalogCache): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');

  api.get('/api/fabrics', { schema: { querystring: FabricListQuerySchema } }, async (request, reply) => {
    // The parsed query has its keys in schema order, so equal queries make equal keys.
    const { body, total, exact } = await catalogCache.get(JSON.stringify(request.query), () =>
      listFabrics(db, request.query),
    );
    reply.header('X-Total-Count', String(total));
    if (!exact) reply.header('X-Total-Count-Exact', 'false');
    const link = paginationLinks(request.url, request.query.page, request.query.limit, total);
    if (link) reply.header('Link', link);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  api.get('/api/fabrics/vendor/fabrics', { preValidation: vendorOnly }, async (request) =>
    listVendorFabrics(db, callerOf(request).id),
  );

  api.get(
    '/api/fabrics/vendor/fabrics/:id',
    { schema: { params: IdParamsSchema }, preValidation: vendorOnly },
    async (request) => getVendorFabric(db, callerOf(request).id, request.params.id),
  );

  api.get('/api/fabrics/:id', { schema: { params: IdParamsSchema } }, async (request) =>
    getFabric(db, request.params.id),
  );

  api.post(
    '/api/fabrics',
    { schema: { body: FabricCreateRequestSchema }, preValidation: vendorOnly },
    async (request, reply) => {
      const fabric = await createFabric(db, callerOf(request).id, request.body);
      catalogCache.clear();
      return reply.status(201).send(fabric);
    },
  );

  api.put(
    '/api/fabrics/:id',
    { schema: { params: IdParamsSchema, body: FabricUpdateRequestSchema }, preValidation: vendorOnly },
    async (request) => {
      const fabric = await updateFabric(db, callerOf(request).id, request.params.id, request.body);
      catalogCache.clear();
      return fabric;
    },
  );

  api.delete('/api/fabrics/:id', { schema: { params: IdParamsSchema }, preValidation: vendorOnly }, async (request) => {
    await deleteFabric(db, callerOf(request).id, request.params.id);
    catalogCache.clear();
    return { message: 'Product deleted successfully!' };
  });
}

/** RFC 8288 next/prev links for the catalog, keeping every other query parameter. */
function paginationLinks(url: string, page: number, limit: number, total: number): string | undefined {
  const base = new URL(url, 'http://store.local');
  const linkTo = (target: number, rel: string) => {
    base.searchParams.set('page', String(target));
    base.searchParams.set('limit', String(limit));
    return `<${base.pathname}${base.search}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(linkTo(page - 1, 'prev'));
  if (page * limit < total) links.push(linkTo(page + 1, 'next'));
  return links.length > 0 ? links.join(', ') : undefined;
}
