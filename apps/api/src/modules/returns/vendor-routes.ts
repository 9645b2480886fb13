import {
  IdParamsSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  VendorReturnMoveSchema,
  VendorReturnPageSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { moveReturnAsVendor } from '../../flows/move-return';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listVendorReturns } from './return-reads';

const bearer = [{ bearer: [] }];

/** A vendor's returns: its list, and its moves of one. */
export function registerReturnVendorRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');

  api.get(
    '/api/orders/vendor/returns',
    {
      schema: {
        tags: ['vendor'],
        security: bearer,
        querystring: ReturnsQuerySchema,
        response: { 200: VendorReturnPageSchema },
      },
      preValidation: vendorOnly,
    },
    async (request) => listVendorReturns(db, callerOf(request).id, request.query),
  );

  api.patch(
    '/api/orders/vendor/returns/:id',
    {
      schema: {
        tags: ['vendor'],
        security: bearer,
        params: IdParamsSchema,
        body: VendorReturnMoveSchema,
        response: { 200: ReturnSchema },
      },
      preValidation: vendorOnly,
    },
    async (request) => moveReturnAsVendor(db, callerOf(request), request.params.id, request.body),
  );
}
