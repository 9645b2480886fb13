import {
  CommissionCreditNoteSchema,
  CommissionInvoiceParamsSchema,
  CommissionInvoiceSchema,
  PageQuerySchema,
  TaxMonthQuerySchema,
  TaxQuarterQuerySchema,
  TcsReturnSchema,
  TdsReturnSchema,
  VendorLedgerSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { commissionCreditNote, commissionInvoice } from '../../flows/commission-invoice';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { commissionDocumentPdf } from '../invoices/commission-document-pdf';
import { PdfBytesSchema, sendPdf } from '../invoices/http';
import { tcsReturn, tdsReturn } from './tax-returns';
import { vendorLedgerCsv, vendorLedgerPage } from './vendor-statement';

/** A vendor's ledger, a page at a time and as a CSV statement, and its monthly commission invoices. */
export function registerLedgerVendorRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');
  const vendorDocs = { tags: ['vendor'], security: [{ bearer: [] }] };

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

  // The vendor's own lines of the marketplace's returns: the TCS it claims in its GST return, the TDS it finds in Form 26AS.
  api.get(
    '/api/vendor/tax/tcs',
    {
      schema: { ...vendorDocs, querystring: TaxMonthQuerySchema, response: { 200: TcsReturnSchema } },
      preValidation: vendorOnly,
    },
    async (request) => tcsReturn(db, request.query, callerOf(request).id),
  );
  api.get(
    '/api/vendor/tax/tds',
    {
      schema: { ...vendorDocs, querystring: TaxQuarterQuerySchema, response: { 200: TdsReturnSchema } },
      preValidation: vendorOnly,
    },
    async (request) => tdsReturn(db, request.query, callerOf(request).id),
  );

  api.get(
    '/api/vendor/commission-invoices/:month',
    {
      schema: { ...vendorDocs, params: CommissionInvoiceParamsSchema, response: { 200: CommissionInvoiceSchema } },
      preValidation: vendorOnly,
    },
    async (request) => commissionInvoice(db, callerOf(request).id, request.params.month),
  );

  api.get(
    '/api/vendor/commission-credit-notes/:month',
    {
      schema: { ...vendorDocs, params: CommissionInvoiceParamsSchema, response: { 200: CommissionCreditNoteSchema } },
      preValidation: vendorOnly,
    },
    async (request) => commissionCreditNote(db, callerOf(request).id, request.params.month),
  );

  const pdfOptions = {
    schema: { ...vendorDocs, params: CommissionInvoiceParamsSchema, response: { 200: PdfBytesSchema } },
    preValidation: vendorOnly,
  };
  api.get('/api/vendor/commission-invoices/:month.pdf', pdfOptions, async (request, reply) =>
    sendPdf(reply, await commissionInvoice(db, callerOf(request).id, request.params.month), commissionDocumentPdf),
  );
  api.get('/api/vendor/commission-credit-notes/:month.pdf', pdfOptions, async (request, reply) =>
    sendPdf(reply, await commissionCreditNote(db, callerOf(request).id, request.params.month), commissionDocumentPdf),
  );
}
