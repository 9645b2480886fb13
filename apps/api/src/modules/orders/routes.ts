import {
  IdParamsSchema,
  MessageResponseSchema,
  OrderCancelSchema,
  OrderSchema,
  OrdersPageQuerySchema,
  PartStatusChangeSchema,
  VendorOrderCountsSchema,
  VendorOrderSchema,
  VendorOrdersQuerySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { getOrderForCaller, listCustomerOrders } from './customer-orders';
import { cancelOrderForShopper, changePartStatus, deleteVendorOrder } from './service';
import { countVendorOrders, listVendorOrders } from './vendor-orders';

const OrderIdParamsSchema = z.object({ orderId: IdParamsSchema.shape.id });

const bearer = [{ bearer: [] }];

export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');
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
    '/api/orders/vendor/orders',
    {
      schema: {
        tags: ['vendor'],
        security: bearer,
        querystring: VendorOrdersQuerySchema,
        response: { 200: z.array(VendorOrderSchema) },
      },
      preValidation: vendorOnly,
    },
    async (request) => listVendorOrders(db, callerOf(request).id, request.query),
  );

  api.get(
    '/api/orders/vendor/orders/counts',
    {
      schema: { tags: ['vendor'], security: bearer, response: { 200: VendorOrderCountsSchema } },
      preValidation: vendorOnly,
    },
    async (request) => countVendorOrders(db, callerOf(request).id),
  );

  api.patch(
    '/api/orders/vendor/orders/:orderId/status',
    {
      schema: {
        tags: ['vendor'],
        security: bearer,
        params: OrderIdParamsSchema,
        body: PartStatusChangeSchema,
        response: { 200: VendorOrderSchema },
      },
      preValidation: vendorOnly,
    },
    async (request) => changePartStatus(db, callerOf(request), request.params.orderId, request.body),
  );

  api.delete(
    '/api/orders/vendor/orders/:id',
    {
      schema: { tags: ['vendor'], security: bearer, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
      preValidation: vendorOnly,
    },
    async (request) => {
      await deleteVendorOrder(db, callerOf(request), request.params.id);
      return { message: 'Order deleted successfully!' };
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
