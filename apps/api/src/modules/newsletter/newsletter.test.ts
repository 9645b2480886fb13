import { NEWSLETTER_SUBSCRIBED_MESSAGE } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, messageOf, type TestContext } from '../../../test-support/test-app';
import { newsletterSubscribers } from '../../db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload });

async function rowsFor(email: string): Promise<number> {
  const rows = await ctx.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return rows.length;
}

describe('POST /api/newsletter', () => {
  it('keeps the address once, however often it is sent, in whatever case', async () => {
    const email = `reader-${crypto.randomUUID()}@test.example`;
    const first = await subscribe({ email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    const again = await subscribe({ email: ` ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(200);
    expect(await rowsFor(email)).toBe(1);
  });

  it('refuses a missing or malformed address with 400, storing nothing', async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toMatch(/Email is required/);
    const malformed = await subscribe({ email: 'not-an-address' });
    expect(malformed.statusCode).toBe(400);
    expect(messageOf(malformed)).toMatch(/valid email/);
    expect(await rowsFor('not-an-address')).toBe(0);
  });
});
