import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

/**
 * Fails the test unless every journal entry's postings sum to zero, and so the whole journal: the
 * database refuses an unbalanced commit, and this says so after any test's operations in one line.
 * Each posting must also carry its entry's time, to the microsecond: a vendor's statement is paged by it.
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
  const [untimed] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from journal_postings p join journal_entries e on e.id = p.entry_id
      where p.created_at <> e.created_at`,
  );
  expect({ unbalanced, whole: Number(whole?.sum), postingsNotAtTheirEntrysTime: untimed?.count }).toEqual({
    unbalanced: [],
    whole: 0,
    postingsNotAtTheirEntrysTime: 0,
  });
}
