import {
  AdminUserPageSchema,
  AdminUsersQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { makeOperator } from '../../flows/make-operator';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listPeople } from './people';

const NO_REASON = z.object({ reason: z.string().optional() }).nullish();

/** The operator's people: every open account, and making a shopper an operator. */
export function registerUserAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/users',
    {
      schema: { ...admin, querystring: AdminUsersQuerySchema, response: { 200: AdminUserPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listPeople(db, request.query),
  );
  api.post(
    '/api/admin/users/:id/make-operator',
    {
      schema: { ...admin, params: IdParamsSchema, body: NO_REASON, response: { 200: MessageResponseSchema } },
      preValidation: operatorOnly,
    },
    async (request) => {
      await makeOperator(db, callerOf(request).id, request.params.id);
      return { message: 'The account is now an operator.' };
    },
  );
}
