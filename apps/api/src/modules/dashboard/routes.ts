import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { vendorDashboard } from './service';

export function registerDashboardRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/vendor/dashboard', { preValidation: app.requireRole('vendor') }, async (request) =>
    vendorDashboard(db, callerOf(request).id),
  );
}
