import {
  ApplyCouponRequestSchema,
  CartSchema,
  CouponCreateRequestSchema,
  CouponSchema,
  CouponUseSchema,
  IdParamsSchema,
} from '@fabric-store/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { hitRateLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';
import { type CouponOwner, createCoupon, disableCoupon, listCoupons, listCouponUses } from './service';

const bearer = [{ bearer: [] }];
const CartWithMessageSchema = CartSchema.extend({ message: z.string() });

/**
 * Coupons (issue 34): the operator's under /api/admin/coupons, each vendor's under
 * /api/vendor/coupons (the same routes, over its own coupons only), and the shopper's one code in
 * the cart.
 */
export function registerCouponRoutes(app: FastifyInstance, db: Database, codeAttemptsPerMinute: number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const makers = [
    {
      prefix: '/api/admin/coupons',
      tag: 'admin',
      role: 'admin' as const,
      owner: (id: string): CouponOwner => ({ operatorId: id }),
    },
    {
      prefix: '/api/vendor/coupons',
      tag: 'vendor',
      role: 'vendor' as const,
      owner: (id: string): CouponOwner => ({ vendorId: id }),
    },
  ];
  for (const { prefix, tag, role, owner } of makers) {
    const preValidation = app.requireRole(role);
    const ownerOf = (request: FastifyRequest) => owner(callerOf(request).id);
    const schema = { tags: [tag], security: bearer };

    api.post(
      prefix,
      { schema: { ...schema, body: CouponCreateRequestSchema, response: { 201: CouponSchema } }, preValidation },
      async (request, reply) => reply.status(201).send(await createCoupon(db, ownerOf(request), request.body)),
    );
    api.get(
      prefix,
      { schema: { ...schema, response: { 200: z.array(CouponSchema) } }, preValidation },
      async (request) => listCoupons(db, ownerOf(request)),
    );
    api.post(
      `${prefix}/:id/disable`,
      { schema: { ...schema, params: IdParamsSchema, response: { 200: CouponSchema } }, preValidation },
      async (request) => disableCoupon(db, ownerOf(request), request.params.id),
    );
    api.get(
      `${prefix}/:id/uses`,
      { schema: { ...schema, params: IdParamsSchema, response: { 200: z.array(CouponUseSchema) } }, preValidation },
      async (request) => listCouponUses(db, ownerOf(request), request.params.id),
    );
  }

  const customerOnly = app.requireRole('customer');
  api.post(
    '/api/cart/coupon',
    {
      schema: {
        tags: ['cart'],
        security: bearer,
        body: ApplyCouponRequestSchema,
        response: { 200: CartWithMessageSchema },
      },
      config: { rateLimited: true },
      // A code is a secret worth guessing, like a password: counted per shopper, and per address for
      // the many accounts one guesser may open.
      preValidation: [
        customerOnly,
        async (request) => hitRateLimit(db, `coupon:${callerOf(request).id}`, codeAttemptsPerMinute),
        async (request) => hitRateLimit(db, `coupon-ip:${request.ip}`, codeAttemptsPerMinute),
      ],
    },
    async (request) => {
      const cart = await applyCartCoupon(db, callerOf(request).id, request.body.code);
      return { message: `Coupon ${cart.coupon?.code ?? request.body.code} applied.`, ...cart };
    },
  );
  api.delete(
    '/api/cart/coupon',
    {
      schema: { tags: ['cart'], security: bearer, response: { 200: CartWithMessageSchema } },
      preValidation: customerOnly,
    },
    async (request) => ({ message: 'Coupon removed.', ...(await removeCartCoupon(db, callerOf(request).id)) }),
  );
}
