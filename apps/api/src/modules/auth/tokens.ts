import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { TokenClaims, TokenService } from '../../core/caller';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

const ALGORITHM = 'HS256';
/** How many accepted tokens a process keeps checked: a few MB at most. */
const ACCEPTED_TOKENS_KEPT = 10_000;

/**
 * The tokens this process accepted, each with its claims, until it expires: checking a token's HMAC
 * was the largest part of what authenticating a request cost, and a token checked once says the same
 * until then. Keyed by the whole token; the oldest goes first when full. A refused token is not kept.
 * Who the token names is still read from the database on every request.
 */
class AcceptedTokens {
  private readonly kept = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  claimsOf(token: string): TokenClaims | undefined {
    const entry = this.kept.get(token);
    if (entry && entry.expiresAtMs > Date.now()) return entry.claims;
    if (entry) this.kept.delete(token);
    return undefined;
  }

  keep(token: string, claims: TokenClaims, expiresAtMs: number): void {
    const oldest = this.kept.size >= ACCEPTED_TOKENS_KEPT ? this.kept.keys().next().value : undefined;
    if (oldest !== undefined) this.kept.delete(oldest);
    this.kept.set(token, { claims, expiresAtMs });
  }
}

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: [ALGORITHM] });
  const accepted = new AcceptedTokens();

  function check(token: string): TokenClaims | null {
    try {
      const payload = verifier(token) as { sub?: unknown; sv?: unknown; exp?: unknown };
      if (typeof payload.sub !== 'string') return null;
      // Tokens issued before session versions existed carry none: they belong to version 0.
      const claims = { userId: payload.sub, sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0 };
      if (typeof payload.exp === 'number') accepted.keep(token, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  return {
    sign: (userId, sessionVersion = 0) => signer({ sub: userId, sv: sessionVersion }),
    verify: (token) => accepted.claimsOf(token) ?? check(token),
  };
}

/**
 * The configured secret, or one generated once and kept in the database, so that every process
 * sharing the database accepts the tokens the others issue.
 */
export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('The token secret could not be stored');
  return row.value;
}
