import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query-rows';
import { refuseNewUsers } from './refused-users';
import { createTestApp, signUp, type TestContext, usingPostgres } from './test-app';

/** The embedded database behind a test app: the same object when a kept database is handed on. */
const engineOf = (ctx: TestContext) => (ctx.database.db as unknown as { $client: object }).$client;

const countUsers = async (ctx: TestContext) =>
  (await queryRows<{ users: number }>(ctx.database.db, sql`select count(*)::int as users from users`))[0]?.users;

describe.runIf(!usingPostgres())('the PGlite databases kept between test files', () => {
  it('hands on a database whose rows alone changed, emptied back to the rows of a new one', async () => {
    const first = await createTestApp();
    const usersAtFirst = await countUsers(first);
    await signUp(first.app, 'customer');
    await first.close();

    const second = await createTestApp();
    try {
      expect(engineOf(second)).toBe(engineOf(first));
      expect(await countUsers(second)).toBe(usersAtFirst);
    } finally {
      await second.close();
    }
  });

  it('never hands on a database whose schema a file changed: the next file registers as on a new one', async () => {
    const first = await createTestApp();
    await refuseNewUsers(first.database.db);
    await first.close();

    const second = await createTestApp();
    try {
      expect(engineOf(second)).not.toBe(engineOf(first));
      const shopper = await signUp(second.app, 'customer');
      expect(shopper.role).toBe('customer');
    } finally {
      await second.close();
    }
  });
});
