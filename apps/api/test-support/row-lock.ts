import pg from 'pg';

type LockedTable = 'orders' | 'fabrics';

/** A row locked by a connection of the test's own, so that a test can line racing requests up behind it. */
export interface HeldRow {
  /** Resolves once `count` other statements wait for a lock in this database (the held row, or one behind it). */
  waiters(count: number): Promise<void>;
  /** Locks one more row in the same transaction, waiting for it as any request would. */
  alsoLock(table: LockedTable, id: string): Promise<void>;
  /** Commits, letting the waiters through in the order they came. */
  release(): Promise<void>;
}

/**
 * Locks the row of `table` with this `id` (`FOR UPDATE`) on PostgreSQL at `databaseUrl`. Requests sent
 * after it queue behind it in the order they reach the lock; `waiters` tells when they have.
 */
export async function holdRow(databaseUrl: string, table: LockedTable, id: string): Promise<HeldRow> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const lock = async (lockedTable: LockedTable, lockedId: string) => {
    await client.query(`select 1 from ${lockedTable} where id = $1 for update`, [lockedId]);
  };
  await client.connect();
  await client.query('begin');
  await lock(table, id);
  return {
    alsoLock: lock,
    async waiters(count) {
      for (;;) {
        const { rows } = await client.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.waiting ?? 0) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}
