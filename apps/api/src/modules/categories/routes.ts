import { CategoryListSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listCategories } from './service';

/** The category list, read by anyone: the vendor's form, the catalog, the operator's console. */
export function registerCategoryRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/categories', { schema: { tags: ['catalog'], response: { 200: CategoryListSchema } } }, async () => ({
    categories: await listCategories(db),
  }));
}
