import type { Role } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { preparedRows } from '../db/query-rows';
import type { TokenService } from '../modules/auth/tokens';
import { forbidden, unauthorized } from './errors';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The street; city, state, postalCode and country are the address's other parts. */
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
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
};

/**
 * The caller is whoever the bearer token names, looked up on every request: a deleted account's
 * token stops working at once, and nothing about identity is kept in process memory.
 */
export function registerAuth(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.decorateRequest('authUser', null);
  app.decorateRequest('sessionVersion', 0);

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('Please login to continue.');
    const claims = tokens.verify(match[1]);
    if (!claims) throw unauthorized('Your session has expired. Please login again.');
    const [row] = await preparedRows<AuthUser & { sessionVersion: number }>(
      db,
      'caller',
      sql`select id, name, email, phone, address, city, state, postal_code as "postalCode", country, role,
          session_version as "sessionVersion"
        from users where id = ${claims.userId} and deleted_at is null`,
    );
    // A token from before the account was signed out everywhere (a reset, a change, a revoke) is spent.
    if (!row || row.sessionVersion !== claims.sessionVersion) {
      throw unauthorized('Your session has expired. Please login again.');
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
    if (user.role !== role) throw forbidden(ROLE_REFUSALS[role]);
  });
}

/** The authenticated caller; only for handlers behind requireUser or requireRole. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The spec's calls carry a userId; one that is not the caller's is refused rather than obeyed. */
export function assertOwnUserId(request: FastifyRequest, userId: string | undefined): AuthUser {
  const caller = callerOf(request);
  if (userId !== undefined && userId !== caller.id) throw forbidden('You can only act on your own account.');
  return caller;
}
