import {
  FabricCreateRequestSchema,
  FabricSchema,
  FabricUpdateRequestSchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { addFabric } from '../../flows/add-fabric';
import { changeFabric } from '../../flows/change-fabric';
import { deleteFabric } from '../../flows/delete-fabric';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from './catalog-changes';
import { listVendorFabrics, vendorFabric } from './service';

/**
 * A vendor's own fabrics: the list, one fabric, and adding, changing and deleting one (flows, which
 * clear the catalog's caches through `catalogChanged` once committed).
 */
export function registerFabricVendorRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');
  const fabric = { 200: FabricSchema };
  const bearer = [{ bearer: [] }];

  api.get(
    '/api/fabrics/vendor/fabrics',
    {
      schema: { tags: ['vendor'], security: bearer, response: { 200: z.array(FabricSchema) } },
      preValidation: vendorOnly,
    },
    async (request) => listVendorFabrics(db, callerOf(request).id),
  );

  api.get(
    '/api/fabrics/vendor/fabrics/:id',
    {
      schema: { tags: ['vendor'], security: bearer, params: IdParamsSchema, response: fabric },
      preValidation: vendorOnly,
    },
    async (request) => vendorFabric(db, callerOf(request).id, request.params.id),
  );

  api.post(
    '/api/fabrics',
    {
      schema: { tags: ['vendor'], security: bearer, body: FabricCreateRequestSchema, response: { 201: FabricSchema } },
      preValidation: vendorOnly,
    },
    async (request, reply) => {
      const fabric = await addFabric(db, catalogChanged, callerOf(request).id, request.body);
      return reply.status(201).send(fabric);
    },
  );

  api.put(
    '/api/fabrics/:id',
    {
      schema: {
        tags: ['vendor'],
        security: bearer,
        params: IdParamsSchema,
        body: FabricUpdateRequestSchema,
        response: fabric,
      },
      preValidation: vendorOnly,
    },
    async (request) => changeFabric(db, catalogChanged, callerOf(request).id, request.params.id, request.body),
  );

  const deleteSchema = {
    tags: ['vendor'],
    security: bearer,
    params: IdParamsSchema,
    response: { 200: MessageResponseSchema },
  };
  api.delete('/api/fabrics/:id', { schema: deleteSchema, preValidation: vendorOnly }, async (request) => {
    await deleteFabric(db, catalogChanged, callerOf(request).id, request.params.id);
    return { message: 'Product deleted successfully!' };
  });
}
