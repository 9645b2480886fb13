import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

/**
 * Fails the test unless every journal entry's postings sum to zero, and so the whole journal: the
 * database refuses an unbalanced commit, and this says so after any test's operations in one line.
 */
export async function expectJournalBalanced(db: Executor): Promise<void> {
  const unbalanced = await queryRows<{ entry: string; event: string; sum: number }>(
    db,
    sql`select e.id as entry, e.event, sum(p.amount_paise)::float8 as sum
      from journal_entries e join journal_postings p on p.entry_id = e.id
      group by e.id having sum(p.amount_paise) <> 0`,
  );
  const [whole] = await queryRows<{ sum: number }>(
    db,
    sql`select coalesce(sum(amount_paise), 0)::float8 as sum from journal_postings`,
  );
  expect({ unbalanced, whole: Number(whole?.sum) }).toEqual({ unbalanced: [], whole: 0 });
}
