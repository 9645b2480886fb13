import {
  AddToCartRequestSchema,
  ApplyCouponRequestSchema,
  CartLineQuerySchema,
  CartQuerySchema,
  CartSchema,
  FabricIdParamsSchema,
  UpdateCartItemRequestSchema,
  UserIdBodySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../core/errors';
import type { Database } from '../../db/client';
import { assertOwnUserId, callerOf } from '../../plugins/auth';
import { hitCouponGuessLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon';
import { addToCart, clearCart, getCart, removeFromCart, setCartQuantity } from './service';

const CartWithMessageSchema = CartSchema.extend({ message: z.string() });
const cart = { 200: CartSchema };
const bearer = [{ bearer: [] }];

export function registerCartRoutes(app: FastifyInstance, db: Database, codeAttemptsPerMinute: number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');

  api.get(
    '/api/cart',
    {
      schema: { tags: ['cart'], security: bearer, querystring: CartQuerySchema, response: cart },
      preValidation: customerOnly,
    },
    async (request) => getCart(db, assertOwnUserId(request, request.query.userId).id),
  );

  api.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        security: bearer,
        body: AddToCartRequestSchema,
        response: { 200: CartWithMessageSchema },
      },
      preValidation: customerOnly,
    },
    async (request) => {
      const caller = assertOwnUserId(request, request.body.userId);
      return { message: 'Item added to cart!', ...(await addToCart(db, caller.id, request.body.items)) };
    },
  );

  // Registered before the `:fabricId` route only for readers: Fastify always prefers the static path.
  api.delete(
    '/api/cart/clear',
    {
      schema: { tags: ['cart'], security: bearer, body: UserIdBodySchema, response: { 200: CartWithMessageSchema } },
      preValidation: customerOnly,
    },
    async (request) => {
      await clearCart(db, assertOwnUserId(request, request.body?.userId).id);
      return { message: 'Cart cleared.', items: [] };
    },
  );

  api.put(
    '/api/cart/:fabricId',
    {
      schema: {
        tags: ['cart'],
        security: bearer,
        params: FabricIdParamsSchema,
        body: UpdateCartItemRequestSchema,
        response: cart,
      },
      preValidation: customerOnly,
    },
    async (request) => {
      const caller = assertOwnUserId(request, request.body.userId);
      const { fabricId } = request.params;
      if (request.body.fabricId !== undefined && request.body.fabricId !== fabricId) {
        throw badRequest('FABRIC_ID_MISMATCH', 'fabricId in the body does not match the one in the path.');
      }
      return setCartQuantity(db, caller.id, fabricId, request.body.quantity);
    },
  );

  api.delete(
    '/api/cart/:fabricId',
    {
      schema: {
        tags: ['cart'],
        security: bearer,
        params: FabricIdParamsSchema,
        querystring: CartLineQuerySchema,
        body: UserIdBodySchema,
        response: cart,
      },
      preValidation: customerOnly,
    },
    async (request) =>
      removeFromCart(
        db,
        assertOwnUserId(request, request.body?.userId).id,
        request.params.fabricId,
        request.query.kind,
      ),
  );

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
      preValidation: [
        customerOnly,
        async (request) => hitCouponGuessLimit(db, callerOf(request).id, request.ip, codeAttemptsPerMinute),
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
