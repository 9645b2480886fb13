import {
  AdminBalancesQuerySchema,
  IdParamsSchema,
  LedgerEntrySchema,
  LedgerMoveRequestSchema,
  VendorBalancePageSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { balancesPage, recordLedgerMove } from './service';

/** The operator's ledgers: every vendor's balance, and recording a payout or a collection. */
export function registerLedgerAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/balances',
    {
      schema: { ...admin, querystring: AdminBalancesQuerySchema, response: { 200: VendorBalancePageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => balancesPage(db, request.query),
  );

  for (const [path, kind] of [
    ['payouts', 'payout'],
    ['collections', 'collection'],
  ] as const) {
    api.post(
      `/api/admin/vendors/:id/${path}`,
      {
        schema: {
          ...admin,
          params: IdParamsSchema,
          body: LedgerMoveRequestSchema,
          response: { 200: LedgerEntrySchema, 201: LedgerEntrySchema },
        },
        preValidation: operatorOnly,
      },
      async (request, reply) => {
        const { entry, created } = await recordLedgerMove(
          db,
          callerOf(request).id,
          request.params.id,
          kind,
          request.body,
        );
        return reply.code(created ? 201 : 200).send(entry);
      },
    );
  }
}
