import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';

/** 200 once the server can answer from its database; 503 while it cannot. */
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ok', database: database.kind };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The database is not reachable.' });
    }
  });
}
