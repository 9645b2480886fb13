// Facet counts under a price range read from `catalog_price_facet_counts` (migration 0048), which
// the triggers on `fabrics` keep per category, price step and facet choice: a sum over the steps
// of the range instead of a count over the matching fabrics. They answer a query with a price range
// whose bounds are whole hundreds of rupees (the shopper types them; Rs. 500 to Rs. 2,000 is one),
// a category or none, and no other filter; facets.ts counts the others.
import { rupeesToPaise } from '@fabric-store/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogPriceFacetCounts as counts } from '../../db/schema';
import { type Facet, isAttributeFiltered } from './attribute-filters';
import type { ListQuery } from './list-query';

/** Paise in a price band's half: a step is a whole hundred rupees exactly, or the prices between two. */
const STEP_PAISE = 5_000;

/** The highest step the counters' integer column holds. */
const HIGHEST_STEP = 2_147_483_647;

/** A bound's step, or undefined when it is not a whole hundred rupees (or when there is no bound). */
const stepOf = (rupees: number | undefined) => {
  if (rupees === undefined) return undefined;
  const paise = rupeesToPaise(rupees);
  return paise % (2 * STEP_PAISE) === 0 && paise / STEP_PAISE <= HIGHEST_STEP ? paise / STEP_PAISE : undefined;
};

const isWholeHundreds = (rupees: number | undefined) => rupees === undefined || stepOf(rupees) !== undefined;

/** Whether the price-band counters answer this query's facet counts. */
export const readsPriceBandCounters = (query: ListQuery) =>
  (query.minPrice !== undefined || query.maxPrice !== undefined) &&
  isWholeHundreds(query.minPrice) &&
  isWholeHundreds(query.maxPrice) &&
  !query.q &&
  // The counters are kept by triggers; whether a sale is on changes with the clock alone.
  !query.onSale &&
  !query.remnants &&
  !isAttributeFiltered(query);

/** Every facet's choices summed over the range's price steps (placeholders minStep, maxStep, category). */
export function priceBandCountersQuery(db: Database, query: ListQuery) {
  return db
    .select({
      facet: sql<Facet>`${counts.facet}`,
      value: sql<string | null>`${counts.value}`,
      count: sql<number>`sum(${counts.liveFabrics})::int`,
    })
    .from(counts)
    .where(
      and(
        query.category !== undefined ? eq(counts.category, sql.placeholder('category')) : undefined,
        query.minPrice !== undefined ? gte(counts.priceStep, sql.placeholder('minStep')) : undefined,
        query.maxPrice !== undefined ? lte(counts.priceStep, sql.placeholder('maxStep')) : undefined,
      ),
    )
    .groupBy(counts.facet, counts.value);
}

export const priceStepPlaceholderValues = (query: ListQuery) => ({
  minStep: stepOf(query.minPrice),
  maxStep: stepOf(query.maxPrice),
});
