import { CommissionSettingsSchema, CommissionSettingsViewSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { changeCommission, readCommissionView } from './service';

/** The operator's commission percents: `GET/PUT /api/admin/commission`. */
export function registerCommissionAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/commission',
    { schema: { ...admin, response: { 200: CommissionSettingsViewSchema } }, preValidation: operatorOnly },
    async () => readCommissionView(db),
  );
  api.put(
    '/api/admin/commission',
    {
      schema: { ...admin, body: CommissionSettingsSchema, response: { 200: CommissionSettingsViewSchema } },
      preValidation: operatorOnly,
    },
    async (request) => changeCommission(db, callerOf(request).id, request.body),
  );
}
