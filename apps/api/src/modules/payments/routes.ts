import { IdParamsSchema, OrderSchema, PaymentSubmissionSchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { submitPayment } from './service';

/** The shopper's UPI payment: the UTR of an order it paid. */
export function registerPaymentRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');

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
}
