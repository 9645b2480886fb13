import {
  AdminBalancesQuerySchema,
  IdParamsSchema,
  LedgerEntrySchema,
  LedgerMoveRequestSchema,
  OrderMoneySchema,
  VendorBalancePageSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { orderMoney } from './order-money';
import { recordLedgerMove } from './service';
import { balancesPage } from './vendor-statement';

/** The operator's ledgers: every vendor's balance, recording a payout or a collection, and an order's money. */
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
  api.get(
    '/api/admin/orders/:id/money',
    {
      schema: { ...admin, params: IdParamsSchema, response: { 200: OrderMoneySchema } },
      preValidation: operatorOnly,
    },
    async (request) => orderMoney(db, request.params.id),
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
