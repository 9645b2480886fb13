import { AdminSettingsSchema, AdminSettingsUpdateSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { changeSettings, readSettings } from './service';

/** The operator's settings: `GET/PUT /api/admin/settings`. */
export function registerSettingsAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/settings',
    { schema: { ...admin, response: { 200: AdminSettingsSchema } }, preValidation: operatorOnly },
    async () => readSettings(db),
  );
  api.put(
    '/api/admin/settings',
    {
      schema: { ...admin, body: AdminSettingsUpdateSchema, response: { 200: AdminSettingsSchema } },
      preValidation: operatorOnly,
    },
    async (request) => changeSettings(db, callerOf(request).id, request.body),
  );
}
