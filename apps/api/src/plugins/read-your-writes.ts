import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { formatWalPosition, parseWalPosition, readingAfter, type WalPosition } from '../db/wal-position';

/** The cookie that carries where a caller's last write stands in the primary's log, signed by the server. */
export const WROTE_AT_COOKIE = 'fs_wrote_at';
/** Past this a replica within REPLICA_MAX_LAG_MS has long replayed the write, so the cookie may go. */
const WROTE_AT_MAX_AGE_SECONDS = 60;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes across processes and replicas, with no state kept in any process: after a write
 * that succeeded, the answer carries the primary's log position in a signed cookie; a later request
 * from that caller, to whichever process, reads from a replica only once it has replayed that position
 * (db/replica-reads.ts), and from the primary until then. Registered only when there are replicas.
 */
export function registerReadYourWrites(app: FastifyInstance, primary: Database, secret: string): void {
  const key = createHmac('sha256', secret).update('read-your-writes').digest();
  const signature = (text: string) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);

  const signedPosition = (cookieHeader: string | undefined): WalPosition | undefined => {
    const value = readCookie(cookieHeader, WROTE_AT_COOKIE);
    const [text, signed] = value?.split('.') ?? [];
    if (!text || !signed || signed.length !== 22) return undefined;
    if (!timingSafeEqual(Buffer.from(signed), Buffer.from(signature(text)))) return undefined;
    return parseWalPosition(text);
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const position = signedPosition(request.headers.cookie);
    if (position === undefined) done();
    else readingAfter(position, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    // Taken after the write committed, so it is at or past the write's own position.
    const [row] = await queryRows<{ position: string }>(
      primary,
      sql`select pg_current_wal_lsn()::text as position`,
    ).catch(() => []);
    const position = row && parseWalPosition(row.position);
    if (position === undefined) return payload;
    const text = formatWalPosition(position);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${WROTE_AT_COOKIE}=${text}.${signature(text)}; Path=/; Max-Age=${WROTE_AT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
    return payload;
  });
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
