import {
  MessageResponseSchema,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NewsletterSubscribeRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { hitRateLimit } from '../../plugins/rate-limit';
import type { ZodTypeProvider } from '../../plugins/validation';
import { subscribeToNewsletter } from './service';

/** Anyone may subscribe; the per-IP limit of login and register keeps it from being used to fill the table. */
export function registerNewsletterRoutes(app: FastifyInstance, db: Database, perMinute: number): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/newsletter',
    {
      schema: { tags: ['accounts'], body: NewsletterSubscribeRequestSchema, response: { 200: MessageResponseSchema } },
      config: { rateLimited: true },
      preValidation: (request) => hitRateLimit(db, `newsletter:${request.ip}`, perMinute),
    },
    async (request) => {
      await subscribeToNewsletter(db, request.body.email);
      return { message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },
  );
}
