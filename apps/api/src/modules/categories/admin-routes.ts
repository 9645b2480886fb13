import { CategoryCreateRequestSchema, CategoryListSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { addCategory } from './service';

/** The operator adds a category to the store's one list. */
export function registerCategoryAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/admin/categories',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: CategoryCreateRequestSchema,
        response: { 201: CategoryListSchema },
      },
      preValidation: app.requireRole('admin'),
    },
    async (request, reply) =>
      reply.status(201).send({ categories: await addCategory(db, callerOf(request).id, request.body.name) }),
  );
}
