import { VendorStandingSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { vendorStanding } from './standing';

/** A vendor's view of its own standing: `GET /api/vendor/standing`. */
export function registerVendorStandingRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vendor/standing',
    {
      schema: { tags: ['vendor'], security: [{ bearer: [] }], response: { 200: VendorStandingSchema } },
      preValidation: app.requireRole('vendor'),
    },
    async (request) => vendorStanding(db, callerOf(request).id),
  );
}
