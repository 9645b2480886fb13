import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

const RUNS = 5;

export interface OptimisationTiming {
  name: string;
  /** Median milliseconds without the optimisation. */
  without: number;
  /** Median milliseconds with it. */
  with: number;
}

/** Median wall time of RUNS calls, after one untimed call that warms the cache. */
async function medianMilliseconds(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? Number.NaN;
}

/**
 * Times what the trigger-kept totals save (count(*) against catalog_counts), on the seeded
 * database with the server stopped. The search index's gain is measured by the load itself:
 * docs/performance.md compares the search scenario before and after it.
 */
export async function measureOptimisations(db: Database): Promise<OptimisationTiming[]> {
  const time = (query: SQL) => medianMilliseconds(() => db.execute(query));
  return [
    {
      name: 'catalog total: catalog_counts instead of count(*)',
      without: await time(sql`select count(*) from fabrics where deleted_at is null`),
      with: await time(sql`select live_fabrics from catalog_counts where category = ''`),
    },
    {
      name: 'category total (silk): catalog_counts instead of count(*)',
      without: await time(sql`select count(*) from fabrics where deleted_at is null and category = 'silk'`),
      with: await time(sql`select live_fabrics from catalog_counts where category = 'silk'`),
    },
  ];
}
