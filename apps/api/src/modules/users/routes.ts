import { ProfileUpdateRequestSchema, UserIdBodySchema } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { assertOwnUserId } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { VendorFabrics } from '../fabrics/service';
import { deleteAccount, updateProfile } from './service';

export function registerUserRoutes(app: FastifyInstance, db: Database, vendorFabrics: VendorFabrics): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/users/profile/update',
    { schema: { body: ProfileUpdateRequestSchema }, preValidation: app.requireUser },
    async (request) => {
      const caller = assertOwnUserId(request, request.body.userId);
      const updatedUser = await updateProfile(db, caller, request.body);
      return { message: 'User updated successfully!', updatedUser };
    },
  );

  api.delete(
    '/api/users/profile/delete',
    { schema: { body: UserIdBodySchema }, preValidation: app.requireUser },
    async (request) => {
      const caller = assertOwnUserId(request, request.body?.userId);
      await deleteAccount(db, caller, vendorFabrics);
      return { message: 'User deleted successfully!' };
    },
  );
}
