import { ErrorAnswerSchema } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** 200 once the server can answer from its database; 503 while it cannot. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const schema = { tags: ['health'], response: { 200: HealthSchema, 503: ErrorAnswerSchema } };
  app.get('/api/health', { schema }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The database is not reachable.', code: 'DATABASE_UNAVAILABLE' });
    }
  });
}
