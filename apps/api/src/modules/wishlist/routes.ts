import { WishlistChangeResponseSchema, WishlistParamsSchema, WishlistResponseSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listSavedFabrics, saveFabric, unsaveFabric } from './service';

/** The shopper's saved fabrics (the heart); vendors and the operator are refused in the service. */
export function registerWishlistRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['wishlist'], security: [{ bearer: [] }] };

  api.get(
    '/api/wishlist',
    { schema: { ...schema, response: { 200: WishlistResponseSchema } }, preValidation: app.requireUser },
    async (request) => ({ items: await listSavedFabrics(db, callerOf(request)) }),
  );

  api.put(
    '/api/wishlist/:fabricId',
    {
      schema: { ...schema, params: WishlistParamsSchema, response: { 200: WishlistChangeResponseSchema } },
      preValidation: app.requireUser,
    },
    (request) => saveFabric(db, callerOf(request), request.params.fabricId),
  );

  api.delete(
    '/api/wishlist/:fabricId',
    {
      schema: { ...schema, params: WishlistParamsSchema, response: { 200: WishlistChangeResponseSchema } },
      preValidation: app.requireUser,
    },
    (request) => unsaveFabric(db, callerOf(request), request.params.fabricId),
  );
}
