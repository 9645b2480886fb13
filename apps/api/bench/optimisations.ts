import { FabricListQuerySchema } from '@fabric-store/shared';
import { type SQL, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database, Executor } from '../src/db/client';
import { listFabrics } from '../src/modules/fabrics/service';
import { SEARCH_WORD } from './seed-catalog';

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

/** Runs `work` inside a transaction that is always rolled back, so a dropped index comes back. */
async function withinRollback(db: Database, work: (tx: Executor) => Promise<number>): Promise<number> {
  let result = Number.NaN;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result;
}

/**
 * Times what two catalog optimisations save, on the seeded database with the server stopped:
 * the trigram index for search (the service's own search, with the index dropped inside a
 * transaction that is rolled back) and the trigger-kept totals (count(*) against catalog_counts).
 */
export async function measureOptimisations(db: Database): Promise<OptimisationTiming[]> {
  const searchQuery = FabricListQuerySchema.parse({ q: SEARCH_WORD, limit: '24' });
  // listFabrics wants the database; inside the transaction the transaction stands in for it.
  const search = (executor: Executor) => () => listFabrics(executor as Database, searchQuery);
  const searchWith = await medianMilliseconds(search(db));
  const searchWithout = await withinRollback(db, async (tx) => {
    await tx.execute(sql`drop index fabrics_live_search_idx`);
    return medianMilliseconds(search(tx));
  });

  const time = (query: SQL) => medianMilliseconds(() => db.execute(query));
  return [
    { name: `search "${SEARCH_WORD}" (page + capped total): trigram index`, without: searchWithout, with: searchWith },
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
