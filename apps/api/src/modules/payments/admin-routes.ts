import {
  AdminOrderSchema,
  AdminPaymentPageSchema,
  AdminPaymentsQuerySchema,
  AdminRefundPageSchema,
  AdminRefundSchema,
  AdminRefundsQuerySchema,
  IdParamsSchema,
  PaymentConfirmRequestSchema,
  ReasonRequestSchema,
  RefundReferenceSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { decidePayment } from '../../flows/decide-payment';
import { sendRefund } from '../../flows/send-refund';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listPayments } from './payment-list';
import { listRefunds } from './refunds';

/** The operator's payments: the list of UPI payments, confirming or rejecting one, and the refunds due for cancelled parts. */
export function registerPaymentAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/payments',
    {
      schema: { ...admin, querystring: AdminPaymentsQuerySchema, response: { 200: AdminPaymentPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listPayments(db, request.query),
  );

  api.post(
    '/api/admin/orders/:id/payment/confirm',
    {
      schema: {
        ...admin,
        params: IdParamsSchema,
        body: PaymentConfirmRequestSchema,
        response: { 200: AdminOrderSchema },
      },
      preValidation: operatorOnly,
    },
    async (request) =>
      decidePayment(db, callerOf(request).id, request.params.id, {
        confirm: true,
        paidInFull: request.body?.paidInFull === true,
      }),
  );

  api.post(
    '/api/admin/orders/:id/payment/reject',
    {
      schema: { ...admin, params: IdParamsSchema, body: ReasonRequestSchema, response: { 200: AdminOrderSchema } },
      preValidation: operatorOnly,
    },
    async (request) =>
      decidePayment(db, callerOf(request).id, request.params.id, { confirm: false, reason: request.body.reason }),
  );

  api.get(
    '/api/admin/refunds',
    {
      schema: { ...admin, querystring: AdminRefundsQuerySchema, response: { 200: AdminRefundPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listRefunds(db, request.query),
  );

  api.post(
    '/api/admin/refunds/:id/refunded',
    {
      schema: { ...admin, params: IdParamsSchema, body: RefundReferenceSchema, response: { 200: AdminRefundSchema } },
      preValidation: operatorOnly,
    },
    async (request) => sendRefund(db, callerOf(request).id, request.params.id, request.body.reference),
  );
}
