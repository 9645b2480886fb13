import {
  LoginRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  SessionUserSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../../core/caller';
import type { Database } from '../../db/client';
import { registerAccount } from '../../flows/register-account';
import { hitRateLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import { loginUser } from './service';

export function registerAuthRoutes(app: FastifyInstance, db: Database, tokens: TokenService, perMinute: number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/register',
    {
      schema: { tags: ['accounts'], body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } },
      config: { rateLimited: true },
      preValidation: (request) => hitRateLimit(db, `register:${request.ip}`, perMinute),
    },
    async (request, reply) => {
      const user = await registerAccount(db, request.body);
      return reply.status(201).send({ ...user, message: 'Registration successful! Please login.' });
    },
  );

  api.post(
    '/api/auth/login',
    {
      schema: { tags: ['accounts'], body: LoginRequestSchema, response: { 200: SessionUserSchema } },
      config: { rateLimited: true },
      preValidation: (request) => hitRateLimit(db, `login:${request.ip}`, perMinute),
    },
    async (request) => loginUser(db, tokens, request.body),
  );
}
