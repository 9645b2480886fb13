import { IdParamsSchema, ReturnEscalationSchema, ReturnRequestSchema, ReturnSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { escalateReturn } from '../../flows/move-return';
import { requestReturn } from '../../flows/request-return';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';

const bearer = [{ bearer: [] }];

/** The shopper's returns: asking for one on a delivered part, and escalating it to the operator. */
export function registerReturnRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');

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
}
