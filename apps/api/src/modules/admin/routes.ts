import { AdminAuditPageSchema, AdminAuditQuerySchema, AdminOverviewSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listAudit } from './audit-log';
import { operatorOverview } from './overview';

/**
 * The console's own reads (`/api/admin/overview`, `/api/admin/audit`); each domain serves its other
 * operator's endpoints from its own `admin-routes.ts`.
 */
export function registerAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/overview',
    { schema: { ...admin, response: { 200: AdminOverviewSchema } }, preValidation: operatorOnly },
    async () => operatorOverview(db),
  );
  api.get(
    '/api/admin/audit',
    {
      schema: { ...admin, querystring: AdminAuditQuerySchema, response: { 200: AdminAuditPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listAudit(db, request.query),
  );
}
