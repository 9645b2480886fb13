import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  CuttingPlanRequestSchema,
  CuttingPlanSchema,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { placeOrder } from '../../flows/place-order';
import { assertOwnUserId, callerOf } from '../../plugins/auth';
import { hitCouponGuessLimit, hitRateLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import { planCuts } from './cutting-plan';

// Loose: the validated headers replace request.headers, and the Authorization header must survive.
const CheckoutHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() });

/** Whether a request's body (before it is validated) names a coupon code. */
const namesCouponCode = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { couponCode?: unknown }).couponCode === 'string';

export function registerCheckoutRoutes(
  app: FastifyInstance,
  db: Database,
  ordersPerMinute: number,
  codeAttemptsPerMinute: number,
): void {
  const customerOnly = app.requireRole('customer');

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/checkout',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        body: CheckoutRequestSchema,
        headers: CheckoutHeadersSchema,
        // 200 answers a repeated Idempotency-Key with the order it placed the first time.
        response: { 201: CheckoutResponseSchema, 200: CheckoutResponseSchema },
      },
      config: { rateLimited: true },
      preValidation: [
        customerOnly,
        async (request) => hitRateLimit(db, `checkout:${callerOf(request).id}`, ordersPerMinute),
        // A code named here is a guess as one tried at the cart is (an unknown code answers otherwise than
        // a known one), so it counts toward the same limits.
        async (request) => {
          if (namesCouponCode(request.body))
            await hitCouponGuessLimit(db, callerOf(request).id, request.ip, codeAttemptsPerMinute);
        },
      ],
    },
    async (request, reply) => {
      const customer = assertOwnUserId(request, request.body.userId);
      const { order, created } = await placeOrder(db, customer, request.body, request.headers[IDEMPOTENCY_KEY_HEADER]);
      // The catalog's cached pages keep their stock figures for up to CATALOG_CACHE_MS: clearing them on
      // every order would rebuild the first page after almost every sale, and checkout takes stock from
      // the database, so nothing oversells.
      if (!created) reply.header('Idempotent-Replayed', 'true');
      return reply.status(created ? 201 : 200).send({ ...order, message: 'Order placed successfully!' });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/checkout/cutting-plan',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        description:
          'What checkout would cut for these lines, before paying: `dyeLotNotices` names each fabric whose lengths would come from two dye lots (`lots`), which may differ in shade, with the English sentence in `message`. Nothing is taken.',
        body: CuttingPlanRequestSchema,
        response: { 200: CuttingPlanSchema },
      },
      preValidation: customerOnly,
    },
    async (request) => planCuts(db, assertOwnUserId(request, request.body.userId), request.body),
  );
}
