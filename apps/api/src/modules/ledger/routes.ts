import {
  AdminBalancesQuerySchema,
  IdParamsSchema,
  LedgerEntrySchema,
  LedgerMoveRequestSchema,
  OrderMoneySchema,
  PageQuerySchema,
  VendorBalancePageSchema,
  VendorLedgerSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { orderMoney } from './order-money';
import { recordLedgerMove } from './service';
import { balancesPage, vendorLedgerCsv, vendorLedgerPage } from './vendor-statement';

/** A vendor's ledger and CSV statement; the operator's balances, payouts and collections, and an order's money. */
export function registerLedgerRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');
  const operatorOnly = app.requireRole('admin');
  const vendorDocs = { tags: ['vendor'], security: [{ bearer: [] }] };
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/vendor/ledger',
    {
      schema: { ...vendorDocs, querystring: PageQuerySchema, response: { 200: VendorLedgerSchema } },
      preValidation: vendorOnly,
    },
    async (request) => vendorLedgerPage(db, callerOf(request).id, request.query.page),
  );
  api.get(
    '/api/vendor/ledger.csv',
    { schema: { ...vendorDocs, response: { 200: z.string() } }, preValidation: vendorOnly },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fabric-store-statement.csv"');
      return vendorLedgerCsv(db, callerOf(request).id);
    },
  );

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
