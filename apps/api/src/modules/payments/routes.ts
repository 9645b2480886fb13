import {
  AdminOrderSchema,
  AdminPaymentPageSchema,
  AdminPaymentsQuerySchema,
  AdminRefundPageSchema,
  AdminRefundSchema,
  AdminRefundsQuerySchema,
  IdParamsSchema,
  OrderSchema,
  PaymentSubmissionSchema,
  ReasonRequestSchema,
  RefundReferenceSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { EXPIRY_SWEEP_MS, expireUnpaidOrders } from '../../jobs/payment-expiry';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { listPayments } from './payment-list';
import { listRefunds, markRefunded } from './refunds';
import { decidePayment, submitPayment } from './service';

/**
 * A UPI order's payment: the shopper's UTR, the operator's list, confirmation or rejection, the sweep of
 * unpaid ones, and the refunds of cancelled parts the operator sends back.
 */
export function registerPaymentRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  const sweeper = setInterval(() => {
    expireUnpaidOrders(db).catch((error: unknown) => app.log.warn({ err: error }, 'could not expire unpaid orders'));
  }, EXPIRY_SWEEP_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  api.post(
    '/api/orders/:id/payment',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        body: PaymentSubmissionSchema,
        response: { 200: OrderSchema },
      },
      preValidation: customerOnly,
    },
    async (request) => submitPayment(db, callerOf(request), request.params.id, request.body.utr),
  );
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
    { schema: { ...admin, params: IdParamsSchema, response: { 200: AdminOrderSchema } }, preValidation: operatorOnly },
    async (request) => decidePayment(db, callerOf(request).id, request.params.id, { confirm: true }),
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
    async (request) => markRefunded(db, callerOf(request).id, request.params.id, request.body.reference),
  );
}
