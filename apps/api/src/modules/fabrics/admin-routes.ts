import {
  AdminFabricPageSchema,
  AdminFabricsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ReasonRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from './catalog-changes';
import { listFabricsForOperator, setFabricHidden } from './operator-listings';

const NO_REASON = z.object({ reason: z.string().optional() }).nullish();

/** The operator's fabrics: every live fabric, and hiding one from the storefront or showing it again. */
export function registerFabricAdminRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  const done = { 200: MessageResponseSchema };

  api.get(
    '/api/admin/fabrics',
    {
      schema: { ...admin, querystring: AdminFabricsQuerySchema, response: { 200: AdminFabricPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listFabricsForOperator(db, request.query),
  );
  api.post(
    '/api/admin/fabrics/:id/hide',
    {
      schema: { ...admin, params: IdParamsSchema, body: ReasonRequestSchema, response: done },
      preValidation: operatorOnly,
    },
    async (request) => {
      await setFabricHidden(db, catalogChanged, callerOf(request).id, request.params.id, request.body);
      return { message: 'Fabric hidden from the storefront.' };
    },
  );
  api.post(
    '/api/admin/fabrics/:id/unhide',
    { schema: { ...admin, params: IdParamsSchema, body: NO_REASON, response: done }, preValidation: operatorOnly },
    async (request) => {
      await setFabricHidden(db, catalogChanged, callerOf(request).id, request.params.id, false);
      return { message: 'Fabric shown in the storefront again.' };
    },
  );
}
