import { lt, sql } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { Database } from '../db/client';
import { rateLimitBuckets } from '../db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts each request against a rate limit (`hitRateLimit`), so it may answer 429. */
    rateLimited?: boolean;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * Counts one hit against a fixed window kept in the database, so that every API process sharing
 * the database enforces the same limit. Throws 429 once the window's limit is passed.
 */
export async function hitRateLimit(db: Database, key: string, limit: number, windowSeconds = 60): Promise<void> {
  const windowEnded = sql`${rateLimitBuckets.windowStartedAt} <= now() - ${windowSeconds} * interval '1 second'`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then now() else ${rateLimitBuckets.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits });
  if ((bucket?.hits ?? 0) > limit) throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

/**
 * Counts one coupon code tried, wherever a shopper names one (the cart, checkout): a code is a secret
 * worth guessing, like a password, so it counts per shopper, and per address for the many accounts one
 * guesser may open.
 */
export async function hitCouponGuessLimit(db: Database, shopperId: string, ip: string, perMinute: number) {
  await hitRateLimit(db, `coupon:${shopperId}`, perMinute);
  await hitRateLimit(db, `coupon-ip:${ip}`, perMinute);
}

/** Drops windows that ended long ago; any process may run it, it only deletes what nobody counts. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 3600): Promise<void> {
  await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, sql`now() - ${olderThanSeconds} * interval '1 second'`));
}
