import {
  ACTIONS_NEEDING_REASON,
  AdminVendorPageSchema,
  AdminVendorsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ReasonRequestSchema,
  VENDOR_ACTIONS,
  VendorTaxProfileSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { moveVendor } from '../../flows/move-vendor';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { readTaxProfile } from './tax-profile';
import { listVendors } from './vendor-list';

const NO_REASON = z.object({ reason: z.string().optional() }).nullish();
const VENDOR_DONE = {
  approve: 'Vendor approved.',
  reject: 'Vendor rejected.',
  suspend: 'Vendor suspended.',
  reinstate: 'Vendor reinstated.',
} as const;

/** The operator's vendors: the list, each one's tax profile, and each move of a vendor's standing (`/api/admin/vendors/:id/<action>`). */
export function registerVendorAdminRoutes(app: FastifyInstance, db: Database, catalogChanged: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const operatorOnly = app.requireRole('admin');
  const admin = { tags: ['admin'], security: [{ bearer: [] }] };

  api.get(
    '/api/admin/vendors',
    {
      schema: { ...admin, querystring: AdminVendorsQuerySchema, response: { 200: AdminVendorPageSchema } },
      preValidation: operatorOnly,
    },
    async (request) => listVendors(db, request.query),
  );
  // What the operator reads before approving a vendor: its tax profile, the bank account masked.
  api.get(
    '/api/admin/vendors/:id/profile',
    {
      schema: { ...admin, params: IdParamsSchema, response: { 200: VendorTaxProfileSchema } },
      preValidation: operatorOnly,
    },
    async (request) => readTaxProfile(db, request.params.id),
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
          response: { 200: MessageResponseSchema },
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
}
