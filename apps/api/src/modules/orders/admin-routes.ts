import {
  AdminOrderPageSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  IdParamsSchema,
  OrderPartParamsSchema,
  PartCancelRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { cancelPartForOperator } from '../../flows/cancel-part';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { getOrderForOperator } from './operator-orders';
import { searchOrders } from './order-search';

/** The operator's orders: the search, one order, and cancelling one of its parts. */
export function registerOrderAdminRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/orders',
    {
      schema: { ...admin, querystring: AdminOrdersQuerySchema, response: { 200: AdminOrderPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => searchOrders(db, request.query),
  );
  api.get(
    '/api/admin/orders/:id',
    { schema: { ...admin, params: IdParamsSchema, response: { 200: AdminOrderSchema } }, preValidation: operatorOnly },
    async (request) => getOrderForOperator(db, request.params.id),
  );
  api.post(
    '/api/admin/orders/:id/parts/:partId/cancel',
    {
      schema: {
        ...admin,
        params: OrderPartParamsSchema,
        body: PartCancelRequestSchema,
        response: { 200: AdminOrderSchema },
      },
      preValidation: operatorOnly,
    },
    async (request) =>
      cancelPartForOperator(db, callerOf(request).id, request.params.id, request.params.partId, request.body.reason),
  );
}
