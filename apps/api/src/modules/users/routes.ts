import {
  MessageResponseSchema,
  ProfileUpdateRequestSchema,
  ProfileUpdateResponseSchema,
  UserIdBodySchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { deleteAccount } from '../../flows/delete-account';
import { assertOwnUserId } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from '../fabrics/catalog-changes';
import { updateProfile } from './service';

export function registerUserRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/api/users/profile/update',
    {
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: ProfileUpdateRequestSchema,
        response: { 200: ProfileUpdateResponseSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const caller = assertOwnUserId(request, request.body.userId);
      const updatedUser = await updateProfile(db, catalogChanged, caller, request.body);
      return { message: 'User updated successfully!', updatedUser };
    },
  );

  api.delete(
    '/api/users/profile/delete',
    {
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: UserIdBodySchema,
        response: { 200: MessageResponseSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      const caller = assertOwnUserId(request, request.body?.userId);
      await deleteAccount(db, caller, catalogChanged);
      return { message: 'User deleted successfully!' };
    },
  );
}
