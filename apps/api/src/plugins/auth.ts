import type { Role } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, TokenService } from '../core/caller';
import { forbidden, unauthorized } from '../core/errors';
import type { Database } from '../db/client';
import { preparedRows } from '../db/query-rows';

declare module 'fastify' {
  interface FastifyRequest {
    authUser: Caller | null;
    /** The caller's session version, which its token carries (set with authUser). */
    sessionVersion: number;
  }
  interface FastifyInstance {
    /** preValidation: any logged-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preValidation: a logged-in user of this role. */
    requireRole: (role: Role) => (request: FastifyRequest) => Promise<void>;
  }
}

const ROLE_REFUSALS: Record<Role, string> = {
  vendor: 'Only vendors can do this.',
  customer: 'Vendors do not have a cart or orders of their own; use a customer account to shop.',
  admin: 'Only the Fabric-Store operator can do this.',
};

/**
 * The caller is whoever the bearer token names, looked up on every request: a deleted account's
 * token stops working at once, and nothing about identity is kept in process memory.
 */
export function registerAuth(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('sessionVersion', 0);

  async function authenticate(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('LOGIN_REQUIRED', 'Please login to continue.');
    const claims = tokens.verify(match[1]);
    if (!claims) throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please login again.');
    const [row] = await preparedRows<Caller & { sessionVersion: number }>(
      db,
      'caller',
      sql`select id, name, email, phone, address, city, state, postal_code as "postalCode", country, role,
          language, session_version as "sessionVersion"
        from users where id = ${claims.userId} and deleted_at is null`,
    );
    // A token from before the account was signed out everywhere (a reset, a change, a revoke) is spent.
    if (!row || row.sessionVersion !== claims.sessionVersion) {
      throw unauthorized('SESSION_EXPIRED', 'Your session has expired. Please login again.');
    }
    const { sessionVersion, ...user } = row;
    request.authUser = user;
    request.sessionVersion = sessionVersion;
    return user;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });
  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    const user = await authenticate(request);
    if (user.role !== role) throw forbidden('ROLE_REFUSED', ROLE_REFUSALS[role]);
  });
}

/** The authenticated caller; only for handlers behind requireUser or requireRole. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.authUser) throw unauthorized('LOGIN_REQUIRED');
  return request.authUser;
}

/** The spec's calls carry a userId; one that is not the caller's is refused rather than obeyed. */
export function assertOwnUserId(request: FastifyRequest, userId: string | undefined): Caller {
  const caller = callerOf(request);
  if (userId !== undefined && userId !== caller.id)
    throw forbidden('NOT_YOUR_ACCOUNT', 'You can only act on your own account.');
  return caller;
}
