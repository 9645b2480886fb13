// The catalog's price order, price range and search index read `fabrics.listed_price_paise`, what a
// shopper pays as of the row's last write (a trigger sets it, migration 0028): an index can order a
// stored column, not one that depends on the clock. A sale's start or end changes what a shopper pays
// without a write, so every API process sweeps the rows whose listed price went stale; `skip locked`
// lets them claim different rows at once. The price a card shows stays worked out at every read.
import { inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fabrics } from '../../db/schema';
import type { CatalogChanged } from './catalog-changes';
import { currentPricePaise } from './sale-price';

/** How many fabrics one transaction of the sweep moves. */
const LISTED_PRICE_BATCH = 500;

/**
 * Moves every fabric whose sale started or ended to its new listed price, a batch at a time, and
 * clears the caches if any moved. Answers how many moved.
 */
export async function sweepStaleListedPrices(db: Database, catalogChanged: CatalogChanged): Promise<number> {
  let moved = 0;
  let batch: number;
  do {
    batch = await sweepListedPrices(db, LISTED_PRICE_BATCH);
    moved += batch;
  } while (batch === LISTED_PRICE_BATCH);
  if (moved > 0) catalogChanged();
  return moved;
}

/**
 * Claims up to `limit` fabrics whose sale started or ended since their listed price was set
 * (`fabrics_listed_price_due_idx`) and sets it to what a shopper pays now; the trigger sets when it
 * next goes stale. Answers how many fabrics it moved.
 */
async function sweepListedPrices(db: Database, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fabrics.id })
      .from(fabrics)
      .where(lte(fabrics.listedPriceChangesAt, sql`now()`))
      .orderBy(fabrics.listedPriceChangesAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    await tx
      .update(fabrics)
      .set({ listedPricePaise: currentPricePaise })
      .where(
        inArray(
          fabrics.id,
          due.map((row) => row.id),
        ),
      );
    return due.length;
  });
}
