import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSigner, createVerifier } from 'fast-jwt';
import type { TokenService } from '../../core/caller';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

const ALGORITHM = 'HS256';
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const signer = createSigner({ key: secret, algorithm: ALGORITHM, expiresIn: ttlSeconds * 1000 });
  // A token checked once is not checked again until it expires (or ten minutes pass): the HMAC was the
  // largest part of what authenticating a request cost. The last 10,000 tokens a process saw (a few MB),
  // each keyed by itself, not by fast-jwt's digest of it, which cost as much again. Who the token names
  // is still read from the database on every request.
  const verifier = createVerifier({
    key: secret,
    algorithms: [ALGORITHM],
    cache: VERIFIED_TOKENS_KEPT,
    cacheKeyBuilder: (token) => token,
  });
  return {
    sign: (userId, sessionVersion = 0) => signer({ sub: userId, sv: sessionVersion }),
    verify: (token) => {
      try {
        const payload = verifier(token) as { sub?: unknown; sv?: unknown };
        if (typeof payload.sub !== 'string') return null;
        // Tokens issued before session versions existed carry none: they belong to version 0.
        return { userId: payload.sub, sessionVersion: typeof payload.sv === 'number' ? payload.sv : 0 };
      } catch {
        return null;
      }
    },
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
