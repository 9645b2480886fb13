import {
  IdParamsSchema,
  OrderCancelSchema,
  OrderSchema,
  OrdersPageQuerySchema,
  VendorOrderSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { cancelOrderForShopper } from '../../flows/cancel-part';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { getOrderForCaller, listCustomerOrders } from './customer-orders';

const bearer = [{ bearer: [] }];

/** The shopper's orders: the list, one order, and cancelling it. */
export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = app.requireRole('customer');

  api.get(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        querystring: OrdersPageQuerySchema,
        response: { 200: z.array(OrderSchema) },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { orders, total } = await listCustomerOrders(db, callerOf(request).id, request.query);
      // The spec's answer is the array; the total for paging rides in a header, as the catalog's does.
      reply.header('X-Total-Count', String(total));
      return orders;
    },
  );

  api.get(
    '/api/orders/:id',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: IdParamsSchema,
        // The customer's own order, or a vendor's part of it.
        response: { 200: z.union([OrderSchema, VendorOrderSchema]) },
      },
      preValidation: app.requireUser,
    },
    async (request) => getOrderForCaller(db, callerOf(request), request.params.id),
  );

  api.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        security: bearer,
        params: IdParamsSchema,
        body: OrderCancelSchema,
        response: { 200: OrderSchema },
      },
      preValidation: customerOnly,
    },
    async (request) => cancelOrderForShopper(db, callerOf(request), request.params.id, request.body?.reason),
  );
}
