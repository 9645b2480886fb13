import { CategoryCreateRequestSchema, CategoryListSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { addCategory, listCategories } from './service';

/** The category list: read by anyone (the vendor's form, the operator's console), added to by the operator. */
export function registerCategoryRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/categories', { schema: { tags: ['catalog'], response: { 200: CategoryListSchema } } }, async () => ({
    categories: await listCategories(db),
  }));
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
