import {
  AdminReturnPageSchema,
  IdParamsSchema,
  ReturnDecisionSchema,
  ReturnEscalationSchema,
  ReturnRequestSchema,
  ReturnSchema,
  ReturnsQuerySchema,
  VendorReturnMoveSchema,
  VendorReturnPageSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listEscalatedReturns, listVendorReturns } from './return-reads';
import { requestReturn } from './return-request';
import { decideReturn, escalateReturn, moveReturnAsVendor } from './service';

const bearer = [{ bearer: [] }];

/** Returns and refunds (issue 33): the shopper's request and escalation, the vendor's moves, the operator's decision. */
export function registerReturnRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');
  const vendorOnly = app.requireRole('vendor');
  const operatorOnly = app.requireRole('admin');

  api.post(
    '/api/orders/:id/returns',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        params: IdParamsSchema,
        body: ReturnRequestSchema,
        response: { 201: ReturnSchema },
      },
      preValidation: customerOnly,
    },
    async (request, reply) => {
      const created = await requestReturn(db, callerOf(request), request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/api/returns/:id/escalate',
    {
      schema: {
        tags: ['returns'],
        security: bearer,
        params: IdParamsSchema,
        body: ReturnEscalationSchema,
        response: { 200: ReturnSchema },
      },
      preValidation: customerOnly,
    },
    async (request) => escalateReturn(db, callerOf(request), request.params.id, request.body.note),
  );

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

  api.get(
    '/api/admin/returns',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        querystring: ReturnsQuerySchema,
        response: { 200: AdminReturnPageSchema },
      },
      preValidation: operatorOnly,
    },
    async (request) => listEscalatedReturns(db, request.query),
  );

  api.post(
    '/api/admin/returns/:id/decide',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        params: IdParamsSchema,
        body: ReturnDecisionSchema,
        response: { 200: ReturnSchema },
      },
      preValidation: operatorOnly,
    },
    async (request) => decideReturn(db, callerOf(request), request.params.id, request.body),
  );
}
