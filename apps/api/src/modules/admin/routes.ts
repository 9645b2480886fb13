import {
  ACTIONS_NEEDING_REASON,
  AdminAuditPageSchema,
  AdminAuditQuerySchema,
  AdminFabricPageSchema,
  AdminFabricsQuerySchema,
  AdminOrderPageSchema,
  AdminOrderSchema,
  AdminOrdersQuerySchema,
  AdminOverviewSchema,
  AdminSettingsSchema,
  AdminSettingsUpdateSchema,
  AdminUserPageSchema,
  AdminUsersQuerySchema,
  AdminVendorPageSchema,
  AdminVendorsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  OrderPartParamsSchema,
  PartCancelRequestSchema,
  ReasonRequestSchema,
  VENDOR_ACTIONS,
  VendorStandingSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { moveVendor } from '../../flows/move-vendor';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from '../fabrics/catalog-changes';
import { listFabricsForOperator, setFabricHidden } from '../fabrics/operator-listings';
import { getOrderForOperator } from '../orders/operator-orders';
import { searchOrders } from '../orders/order-search';
import { cancelPartForOperator } from '../orders/service';
import { changeSettings, readSettings } from '../settings/service';
import { listPeople, makeOperator } from '../users/people';
import { vendorStanding } from '../vendors/standing';
import { listVendors } from '../vendors/vendor-list';
import { operatorOverview } from './overview';

const NO_REASON = z.object({ reason: z.string().optional() }).nullish();
const VENDOR_DONE = {
  approve: 'Vendor approved.',
  reject: 'Vendor rejected.',
  suspend: 'Vendor suspended.',
  reinstate: 'Vendor reinstated.',
} as const;

/** The operator's console (`/api/admin/*`, operators only) and a vendor's view of its own standing. */
export function registerAdminRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };
  const done = { 200: MessageResponseSchema };

  api.get(
    '/api/admin/settings',
    { schema: { ...admin, response: { 200: AdminSettingsSchema } }, preValidation: operatorOnly },
    async () => readSettings(db),
  );
  api.put(
    '/api/admin/settings',
    {
      schema: { ...admin, body: AdminSettingsUpdateSchema, response: { 200: AdminSettingsSchema } },
      preValidation: operatorOnly,
    },
    async (request) => changeSettings(db, callerOf(request).id, request.body),
  );

  api.get(
    '/api/admin/vendors',
    {
      schema: { ...admin, querystring: AdminVendorsQuerySchema, response: { 200: AdminVendorPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listVendors(db, request.query),
  );
  for (const action of VENDOR_ACTIONS) {
    const needsReason = ACTIONS_NEEDING_REASON.includes(action);
    api.post(
      `/api/admin/vendors/:id/${action}`,
      {
        schema: {
          ...admin,
          params: IdParamsSchema,
          body: needsReason ? ReasonRequestSchema : NO_REASON,
          response: done,
        },
        preValidation: operatorOnly,
      },
      async (request) => {
        const reason = request.body?.reason;
        await moveVendor(db, catalogChanged, callerOf(request).id, request.params.id, action, reason);
        return { message: VENDOR_DONE[action] };
      },
    );
  }

  api.get(
    '/api/admin/fabrics',
    {
      schema: { ...admin, querystring: AdminFabricsQuerySchema, response: { 200: AdminFabricPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listFabricsForOperator(db, request.query),
  );
  api.post(
    '/api/admin/fabrics/:id/hide',
    {
      schema: { ...admin, params: IdParamsSchema, body: ReasonRequestSchema, response: done },
      preValidation: operatorOnly,
    },
    async (request) => {
      await setFabricHidden(db, catalogChanged, callerOf(request).id, request.params.id, request.body);
      return { message: 'Fabric hidden from the storefront.' };
    },
  );
  api.post(
    '/api/admin/fabrics/:id/unhide',
    { schema: { ...admin, params: IdParamsSchema, body: NO_REASON, response: done }, preValidation: operatorOnly },
    async (request) => {
      await setFabricHidden(db, catalogChanged, callerOf(request).id, request.params.id, false);
      return { message: 'Fabric shown in the storefront again.' };
    },
  );

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

  api.get(
    '/api/admin/users',
    {
      schema: { ...admin, querystring: AdminUsersQuerySchema, response: { 200: AdminUserPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listPeople(db, request.query),
  );
  api.post(
    '/api/admin/users/:id/make-operator',
    { schema: { ...admin, params: IdParamsSchema, body: NO_REASON, response: done }, preValidation: operatorOnly },
    async (request) => {
      await makeOperator(db, callerOf(request).id, request.params.id);
      return { message: 'The account is now an operator.' };
    },
  );

  api.get(
    '/api/admin/overview',
    { schema: { ...admin, response: { 200: AdminOverviewSchema } }, preValidation: operatorOnly },
    async () => operatorOverview(db),
  );
  api.get(
    '/api/admin/audit',
    {
      schema: { ...admin, querystring: AdminAuditQuerySchema, response: { 200: AdminAuditPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listAudit(db, request.query.page),
  );

  api.get(
    '/api/vendor/standing',
    {
      schema: { tags: ['vendor'], security: [{ bearer: [] }], response: { 200: VendorStandingSchema } },
      preValidation: app.requireRole('vendor'),
    },
    async (request) => vendorStanding(db, callerOf(request).id),
  );
}
