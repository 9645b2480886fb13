import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Writes the fabric's stored rating from its reviews on show, in the transaction of the review's
 * change, so the catalog reads it from the fabric row. A statement-level trigger on `fabrics` sees no
 * live, category or search change in it, so the counters and search terms are left alone.
 */
export async function storeFabricRating(tx: Executor, fabricId: string): Promise<void> {
  await tx.execute(sql`update fabrics set
      rating_count = shown.count, rating_average = shown.average
    from (select count(*)::int as count, coalesce(round(avg(rating), 2), 0)::float8 as average
      from reviews where fabric_id = ${fabricId} and hidden_at is null) as shown
    where fabrics.id = ${fabricId}`);
}
