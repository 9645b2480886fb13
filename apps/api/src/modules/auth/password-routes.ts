import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ForgotPasswordRequestSchema,
  MessageResponseSchema,
  ResetPasswordRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../../core/caller';
import type { Database } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import { hitRateLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import {
  changePassword,
  PASSWORD_RESET_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  requestPasswordReset,
  resetPassword,
  revokeSessions,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
} from './password-reset';

/** Reset links one address may be sent in an hour, however many clients ask. */
export const RESETS_PER_ADDRESS_PER_HOUR = 5;

const bearer = [{ bearer: [] }];

/** Forgot, reset and change password, and signing out everywhere (OWASP Forgot Password cheat sheet). */
export function registerPasswordRoutes(app: FastifyInstance, db: Database, tokens: TokenService, perMinute: number) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Reset requests run after their answer; closing waits for them, so none is cut off by a shutdown.
  const inFlight = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(inFlight);
  });

  api.post(
    '/api/auth/password/forgot',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Mails a reset link to the account at `email`, if there is one. Answers 202 at once, the same for any address, and does the work after answering, so neither the answer nor its timing tells whether an account exists.',
        body: ForgotPasswordRequestSchema,
        response: { 202: MessageResponseSchema },
      },
      config: { rateLimited: true },
      preValidation: async (request) => {
        await hitRateLimit(db, `forgot:${request.ip}`, perMinute);
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email === 'string') {
          await hitRateLimit(db, `forgot-address:${email.trim().toLowerCase()}`, RESETS_PER_ADDRESS_PER_HOUR, 3600);
        }
      },
    },
    async (request, reply) => {
      const work = requestPasswordReset(db, request.body.email).catch((error: unknown) => {
        request.log.error(
          { failure: error instanceof Error ? error.name : 'Error' },
          'a password reset request failed',
        );
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      return reply.status(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  api.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['accounts'],
        description:
          'Sets a new password with the token of a reset link (single use, 30 minutes, only the newest works). Signs the account out on every device; it does not sign in: login with the new password.',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
      config: { rateLimited: true },
      preValidation: (request) => hitRateLimit(db, `reset:${request.ip}`, perMinute),
    },
    async (request) => {
      await resetPassword(db, request.body);
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );

  api.post(
    '/api/auth/password/change',
    {
      schema: {
        tags: ['accounts'],
        security: bearer,
        description:
          'Changes the password after checking the current one (400 when it is wrong). Every token issued before stops working, the caller’s included: the answer carries a fresh `token` for the calling session, which the client stores in place of its old one.',
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema },
      },
      config: { rateLimited: true },
      preValidation: [
        app.requireUser,
        (request) => hitRateLimit(db, `password-change:${callerOf(request).id}`, perMinute),
      ],
    },
    async (request) => changePassword(db, tokens, callerOf(request), request.body),
  );

  api.post(
    '/api/auth/sessions/revoke',
    {
      schema: {
        tags: ['accounts'],
        security: bearer,
        description: 'Signs the account out on every device, this one included: every token issued before answers 401.',
        response: { 200: MessageResponseSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => {
      await revokeSessions(db, callerOf(request));
      return { message: SIGNED_OUT_EVERYWHERE_MESSAGE };
    },
  );
}
