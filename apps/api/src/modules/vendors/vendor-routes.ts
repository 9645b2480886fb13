import { VendorStandingSchema, VendorTaxProfileRequestSchema, VendorTaxProfileSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { vendorStanding } from './standing';
import { readTaxProfile, saveTaxProfile } from './tax-profile';

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

/** A vendor's tax profile: `GET` and `PUT /api/vendor/profile`. */
export function registerVendorProfileRoutes(app: FastifyInstance, db: Database, catalogChanged: () => void): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/vendor/profile',
    {
      schema: { tags: ['vendor'], security: [{ bearer: [] }], response: { 200: VendorTaxProfileSchema } },
      preValidation: app.requireRole('vendor'),
    },
    async (request) => readTaxProfile(db, callerOf(request).id),
  );
  typed.put(
    '/api/vendor/profile',
    {
      schema: {
        tags: ['vendor'],
        security: [{ bearer: [] }],
        body: VendorTaxProfileRequestSchema,
        response: { 200: VendorTaxProfileSchema },
      },
      preValidation: app.requireRole('vendor'),
    },
    async (request) => saveTaxProfile(db, catalogChanged, callerOf(request).id, request.body),
  );
}
