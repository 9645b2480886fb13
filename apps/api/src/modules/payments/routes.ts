import {
  AdminOrderSchema,
  AdminPaymentPageSchema,
  AdminPaymentsQuerySchema,
  IdParamsSchema,
  OrderSchema,
  PaymentSubmissionSchema,
  ReasonRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { EXPIRY_SWEEP_MS, expireUnpaidOrders } from './expiry';
import { listPayments } from './payment-list';
import { decidePayment, submitPayment } from './service';

/** A UPI order's payment: the shopper's UTR, the operator's list, confirmation or rejection, and the sweep of unpaid ones. */
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
}
