import {
  AdminReturnPageSchema,
  IdParamsSchema,
  ReturnDecisionSchema,
  ReturnSchema,
  ReturnsQuerySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { decideReturn } from '../../flows/move-return';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listEscalatedReturns } from './return-reads';

const bearer = [{ bearer: [] }];

/** The operator's returns: the escalated ones, and the decision on one. */
export function registerReturnAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');

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
