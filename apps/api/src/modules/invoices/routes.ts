import {
  CreditNoteParamsSchema,
  IdSchema,
  PartDocumentParamsSchema,
  TaxDocumentLinkSchema,
  TaxDocumentSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listOrderDocuments, readCreditNote, readPartInvoice } from './document-reads';
import { PdfBytesSchema, sendPdf } from './http';
import { taxDocumentPdf } from './tax-document-pdf';

const bearer = [{ bearer: [] }];
const OrderDocumentsSchema = z.array(TaxDocumentLinkSchema.extend({ partId: IdSchema }));

/**
 * A part's tax invoice and credit notes, as JSON and as PDF, for the order's shopper, the part's
 * vendor and the operator (404 for anyone else), and the list the order pages link from.
 */
export function registerInvoiceRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const invoice = '/api/orders/:orderId/parts/:partId/invoice';
  const creditNote = '/api/orders/:orderId/parts/:partId/credit-notes/:id';
  const options = <Params extends z.ZodType, Answer extends z.ZodType>(params: Params, answer: Answer) => ({
    schema: { tags: ['invoices'], security: bearer, params, response: { 200: answer } },
    preValidation: app.requireUser,
  });

  api.get(invoice, options(PartDocumentParamsSchema, TaxDocumentSchema), async (request) =>
    readPartInvoice(db, callerOf(request), request.params.orderId, request.params.partId),
  );
  api.get(`${invoice}.pdf`, options(PartDocumentParamsSchema, PdfBytesSchema), async (request, reply) =>
    sendPdf(
      reply,
      await readPartInvoice(db, callerOf(request), request.params.orderId, request.params.partId),
      taxDocumentPdf,
    ),
  );
  api.get(creditNote, options(CreditNoteParamsSchema, TaxDocumentSchema), async (request) => {
    const { orderId, partId, id } = request.params;
    return readCreditNote(db, callerOf(request), orderId, partId, id);
  });
  api.get(`${creditNote}.pdf`, options(CreditNoteParamsSchema, PdfBytesSchema), async (request, reply) => {
    const { orderId, partId, id } = request.params;
    return sendPdf(reply, await readCreditNote(db, callerOf(request), orderId, partId, id), taxDocumentPdf);
  });
  api.get(
    '/api/orders/:orderId/tax-documents',
    options(z.object({ orderId: IdSchema }), OrderDocumentsSchema),
    async (request) => listOrderDocuments(db, callerOf(request), request.params.orderId),
  );
}
