import {
  IdParamsSchema,
  MessageResponseSchema,
  SavedAddressListSchema,
  SavedAddressRequestSchema,
  SavedAddressSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import { addSavedAddress, deleteSavedAddress, listSavedAddresses, updateSavedAddress } from './service';

/** The shopper's address book for checkout; the profile's own address is the users module's. */
export function registerSavedAddressRoutes(app: FastifyInstance, db: Database): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['accounts'], security: [{ bearer: [] }] };

  api.get(
    '/api/users/addresses',
    { schema: { ...schema, response: { 200: SavedAddressListSchema } }, preValidation: app.requireUser },
    async (request) => ({ addresses: await listSavedAddresses(db, callerOf(request)) }),
  );

  api.post(
    '/api/users/addresses',
    {
      schema: { ...schema, body: SavedAddressRequestSchema, response: { 201: SavedAddressSchema } },
      preValidation: app.requireUser,
    },
    async (request, reply) => reply.code(201).send(await addSavedAddress(db, callerOf(request), request.body)),
  );

  api.put(
    '/api/users/addresses/:id',
    {
      schema: {
        ...schema,
        params: IdParamsSchema,
        body: SavedAddressRequestSchema,
        response: { 200: SavedAddressSchema },
      },
      preValidation: app.requireUser,
    },
    (request) => updateSavedAddress(db, callerOf(request), request.params.id, request.body),
  );

  api.delete(
    '/api/users/addresses/:id',
    {
      schema: { ...schema, params: IdParamsSchema, response: { 200: MessageResponseSchema } },
      preValidation: app.requireUser,
    },
    async (request) => {
      await deleteSavedAddress(db, callerOf(request), request.params.id);
      return { message: 'Address deleted.' };
    },
  );
}
