import { VendorDashboardSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { vendorDashboard } from './service';

export function registerDashboardVendorRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vendor/dashboard',
    {
      schema: { tags: ['vendor'], security: [{ bearer: [] }], response: { 200: VendorDashboardSchema } },
      preValidation: app.requireRole('vendor'),
    },
    async (request) => vendorDashboard(db, callerOf(request).id),
  );
}
