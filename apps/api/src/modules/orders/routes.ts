import { IdParamsSchema, OrdersPageQuerySchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { archiveVendorOrder, getOrderForCaller, listCustomerOrders, listVendorOrders } from './service';

export function registerOrderRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');

  api.get(
    '/api/orders',
    { schema: { querystring: OrdersPageQuerySchema }, preValidation: app.requireUser },
    async (request) => listCustomerOrders(db, callerOf(request).id, request.query),
  );

  api.get(
    '/api/orders/vendor/orders',
    { schema: { querystring: OrdersPageQuerySchema }, preValidation: vendorOnly },
    async (request) => listVendorOrders(db, callerOf(request).id, request.query),
  );

  api.delete(
    '/api/orders/vendor/orders/:id',
    { schema: { params: IdParamsSchema }, preValidation: vendorOnly },
    async (request) => {
      await archiveVendorOrder(db, callerOf(request).id, request.params.id);
      return { message: 'Order deleted successfully!' };
    },
  );

  api.get('/api/orders/:id', { schema: { params: IdParamsSchema }, preValidation: app.requireUser }, async (request) =>
    getOrderForCaller(db, callerOf(request), request.params.id),
  );
}
