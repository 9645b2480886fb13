import {
  AdminBalancesQuerySchema,
  CommissionCreditNoteSchema,
  CommissionInvoiceSchema,
  IdParamsSchema,
  LedgerEntrySchema,
  LedgerMoveRequestSchema,
  OrderMoneySchema,
  TaxMonthQuerySchema,
  TaxQuarterQuerySchema,
  TcsReturnSchema,
  TdsReturnSchema,
  VendorBalancePageSchema,
  VendorCommissionInvoiceParamsSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commissionCreditNote, commissionInvoice } from '../../flows/commission-invoice';
import { recordLedgerMove } from '../../flows/record-ledger-move';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { commissionDocumentPdf } from '../invoices/commission-document-pdf';
import { PdfBytesSchema, sendPdf } from '../invoices/http';
import { orderMoney } from './order-money';
import { tcsReturn, tcsReturnCsv, tdsReturn, tdsReturnCsv } from './tax-returns';
import { balancesPage } from './vendor-statement';

/**
 * The operator's ledgers: every vendor's balance, recording a payout or a collection, an order's money,
 * and the tax returns of what the marketplace withheld (TCS by month, TDS by quarter, JSON or CSV).
 */
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
  api.get(
    '/api/admin/vendors/:id/commission-invoices/:month',
    {
      schema: { ...admin, params: VendorCommissionInvoiceParamsSchema, response: { 200: CommissionInvoiceSchema } },
      preValidation: operatorOnly,
    },
    async (request) => commissionInvoice(db, request.params.id, request.params.month),
  );
  api.get(
    '/api/admin/vendors/:id/commission-credit-notes/:month',
    {
      schema: { ...admin, params: VendorCommissionInvoiceParamsSchema, response: { 200: CommissionCreditNoteSchema } },
      preValidation: operatorOnly,
    },
    async (request) => commissionCreditNote(db, request.params.id, request.params.month),
  );
  const pdfOptions = {
    schema: { ...admin, params: VendorCommissionInvoiceParamsSchema, response: { 200: PdfBytesSchema } },
    preValidation: operatorOnly,
  };
  api.get('/api/admin/vendors/:id/commission-invoices/:month.pdf', pdfOptions, async (request, reply) =>
    sendPdf(reply, await commissionInvoice(db, request.params.id, request.params.month), commissionDocumentPdf),
  );
  api.get('/api/admin/vendors/:id/commission-credit-notes/:month.pdf', pdfOptions, async (request, reply) =>
    sendPdf(reply, await commissionCreditNote(db, request.params.id, request.params.month), commissionDocumentPdf),
  );
  api.get(
    '/api/admin/tax/tcs',
    {
      schema: { ...admin, querystring: TaxMonthQuerySchema, response: { 200: TcsReturnSchema } },
      preValidation: operatorOnly,
    },
    async (request) => tcsReturn(db, request.query),
  );
  api.get(
    '/api/admin/tax/tcs.csv',
    {
      schema: { ...admin, querystring: TaxMonthQuerySchema, response: { 200: z.string() } },
      preValidation: operatorOnly,
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tcs-${request.query.month}.csv"`);
      return tcsReturnCsv(await tcsReturn(db, request.query));
    },
  );
  api.get(
    '/api/admin/tax/tds',
    {
      schema: { ...admin, querystring: TaxQuarterQuerySchema, response: { 200: TdsReturnSchema } },
      preValidation: operatorOnly,
    },
    async (request) => tdsReturn(db, request.query),
  );
  api.get(
    '/api/admin/tax/tds.csv',
    {
      schema: { ...admin, querystring: TaxQuarterQuerySchema, response: { 200: z.string() } },
      preValidation: operatorOnly,
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tds-${request.query.quarter}.csv"`);
      return tdsReturnCsv(await tdsReturn(db, request.query));
    },
  );
}
