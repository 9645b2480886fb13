import {
  IdParamsSchema,
  MessageResponseSchema,
  PartStatusChangeSchema,
  VendorOrderCountsSchema,
  VendorOrderSchema,
  VendorOrdersQuerySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { deleteVendorPart } from '../../flows/cancel-part';
import { changePartStatus } from '../../flows/move-part';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { countVendorOrders, listVendorOrders } from './vendor-orders';

const OrderIdParamsSchema = z.object({ orderId: IdParamsSchema.shape.id });

const bearer = [{ bearer: [] }];

/** A vendor's parts of orders: the list, its tab counts, moving a part, and archiving one. */
export function registerOrderVendorRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const vendorOnly = app.requireRole('vendor');

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
      await deleteVendorPart(db, callerOf(request), request.params.id);
      return { message: 'Order deleted successfully!' };
    },
  );
}
