import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl, usingPostgres } from '../../test-support/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { queryRows } from './query-rows';

/** prepared-statements.ts's limit of named statements per connection. */
const MAX_PREPARED_PER_CONNECTION = 200;

describe.runIf(usingPostgres())('prepared statements on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // One connection, so that every query below runs in the session whose statements it inspects.
    database = await openDatabase({ databaseUrl: await createTestDatabaseUrl(), poolSize: 1 });
    await database.migrate();
  });
  afterAll(() => database.close());

  const preparedStatements = () =>
    queryRows<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements`);
  const oneRow = sql`(select 1) as one`;

  it('prepares a named query once per connection and reuses it, with the right answers', async () => {
    const answers = [];
    for (const value of [1, 2, 3]) {
      const [row] = await database.db
        .select({ doubled: sql<number>`${sql.placeholder('value')}::int * 2` })
        .from(oneRow)
        .prepare('doubled')
        .execute({ value });
      answers.push(row?.doubled);
    }
    expect(answers).toEqual([2, 4, 6]);
    const statements = await preparedStatements();
    expect(statements.filter((row) => row.statement.includes('::int * 2'))).toHaveLength(1);
  });

  it('leaves queries without a name unprepared', async () => {
    await database.db.select({ tripled: sql<number>`${1}::int * 3` }).from(oneRow);
    expect((await preparedStatements()).some((row) => row.statement.includes('::int * 3'))).toBe(false);
  });

  it('plans a prepared statement for the values of each of its first runs, as PostgreSQL chooses', async () => {
    const planCounts = async (db: typeof database.db) => {
      for (const limit of [1, 2, 3]) {
        await db
          .select({ value: sql<number>`g` })
          .from(sql`generate_series(1, 10) as g`)
          .where(sql`g >= ${sql.placeholder('floor')}`)
          .limit(sql.placeholder('limit'))
          .prepare('plan_counted')
          .execute({ floor: limit, limit });
      }
      const [counts] = await queryRows<{ generic: number; custom: number }>(
        db,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'plan_counted'`,
      );
      return counts;
    };
    expect(await planCounts(database.db)).toEqual({ generic: 0, custom: 3 });
  });

  it(`keeps at most ${MAX_PREPARED_PER_CONNECTION} per connection, and still answers past that`, async () => {
    for (let shape = 0; shape <= MAX_PREPARED_PER_CONNECTION; shape++) {
      const [row] = await database.db
        .select({ shape: sql<number>`${shape}::int + ${sql.raw(String(shape))}` })
        .from(oneRow)
        .prepare(`shape${shape}`)
        .execute();
      expect(row?.shape).toBe(shape * 2);
    }
    expect(await preparedStatements()).toHaveLength(MAX_PREPARED_PER_CONNECTION);
  });
});

describe.runIf(usingPostgres())('statements behind a transaction-mode pooler (DATABASE_POOL_MODE=transaction)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabaseUrl();
    database = await openDatabase({ databaseUrl, directUrl: databaseUrl, poolMode: 'transaction', poolSize: 1 });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('runs a query drizzle prepares under a name unnamed, so that no server connection keeps it, with the right answers', async () => {
    const answers = [];
    for (const value of [1, 2, 3]) {
      const [row] = await database.db
        .select({ doubled: sql<number>`${sql.placeholder('value')}::int * 2` })
        .from(sql`(select 1) as one`)
        .prepare('doubled')
        .execute({ value });
      answers.push(row?.doubled);
    }
    expect(answers).toEqual([2, 4, 6]);
    const statements = await queryRows(database.db, sql`select name from pg_prepared_statements`);
    expect(statements).toEqual([]);
  });

  it("sends no per-connection setting, which a transaction pooler refuses: the timeouts are the server's own", async () => {
    const [row] = await queryRows<{ timeout: string }>(
      database.db,
      sql`select current_setting('statement_timeout') as timeout`,
    );
    expect(row?.timeout).toBe('0');
  });
});
