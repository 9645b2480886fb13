// Facet counts and attribute-filtered totals read from `catalog_facet_counts` (migration 0013),
// which the triggers on `fabrics` keep: sums over a few counter rows instead of counts over the
// matching fabrics. They answer any query without a search or a price range whose width and
// weight ranges, if any, are whole bands; facets.ts counts the others.
import { type MeasureBand, WEIGHT_BANDS, WIDTH_BANDS } from '@fabric-store/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { catalogFacetCounts as counts } from '../../db/schema';
import type { Facet } from './attribute-filters';
import type { ListQuery } from './list-query';

/** The band a range is, '' when there is no range, or undefined when it is not one band exactly. */
function bandOfRange(min: number | undefined, max: number | undefined, bands: readonly MeasureBand[]) {
  if (min === undefined && max === undefined) return '';
  return bands.find((band) => band.min === min && band.max === max)?.value;
}

const widthBand = (query: ListQuery) => bandOfRange(query.minWidth, query.maxWidth, WIDTH_BANDS);
const weightBand = (query: ListQuery) => bandOfRange(query.minWeight, query.maxWeight, WEIGHT_BANDS);

/** Whether the counters answer this query's facet counts and total. */
export const readsFacetCounters = (query: ListQuery) =>
  !query.q &&
  // The counters are kept by triggers; whether a sale is on changes with the clock alone.
  !query.onSale &&
  query.minPrice === undefined &&
  query.maxPrice === undefined &&
  !query.remnants &&
  widthBand(query) !== undefined &&
  weightBand(query) !== undefined;

/** The counter rows of the query's filters, `except` one facet's (placeholders as in counterPlaceholderValues). */
function counterFilter(query: ListQuery, except?: Facet): SQL | undefined {
  const when = (applies: boolean, column: AnyPgColumn, placeholder: string) =>
    applies ? eq(column, sql.placeholder(placeholder)) : undefined;
  return and(
    // Fibre '' counts each fabric once; a fibre's rows count the fabrics with it. '' is written as
    // a literal, as a parameter it would be one more value to bind (and one pgbench cannot be given).
    except === 'fibre'
      ? sql`${counts.fibre} <> ''`
      : query.fibre === undefined
        ? sql`${counts.fibre} = ''`
        : eq(counts.fibre, sql.placeholder('fibre')),
    when(except !== 'colour' && query.colour !== undefined, counts.colourFamily, 'colour'),
    when(except !== 'pattern' && query.pattern !== undefined, counts.pattern, 'pattern'),
    when(query.category !== undefined, counts.category, 'category'),
    when(except !== 'width' && widthBand(query) !== '', counts.widthBand, 'widthBand'),
    when(except !== 'weight' && weightBand(query) !== '', counts.weightBand, 'weightBand'),
  );
}

const FACET_COLUMNS: Record<Facet, AnyPgColumn> = {
  colour: counts.colourFamily,
  fibre: counts.fibre,
  pattern: counts.pattern,
  width: counts.widthBand,
  weight: counts.weightBand,
};

/** Every facet's choices summed from the counters, as rows of facet, value ('' for unstated) and count. */
export function facetCountersQuery(db: Database, query: ListQuery) {
  const branches = (Object.entries(FACET_COLUMNS) as [Facet, AnyPgColumn][]).map(
    ([facet, column]) => sql`(select ${sql.raw(`'${facet}'`)} as facet, ${column} as value,
      sum(${counts.liveFabrics})::int as count from ${counts} where ${counterFilter(query, facet)} group by 2)`,
  );
  return db
    .select({
      facet: sql<Facet>`facets.facet`,
      value: sql<string | null>`facets.value`,
      count: sql<number>`facets.count`,
    })
    .from(sql`(${sql.join(branches, sql` union all `)}) as facets`);
}

/** How many live fabrics pass the query's attribute filters (and category), summed from the counters. */
export const facetCountersTotal = (query: ListQuery) =>
  sql<number>`(select coalesce(sum(${counts.liveFabrics}), 0)::int from ${counts} where ${counterFilter(query)})`;

export const counterPlaceholderValues = (query: ListQuery) => ({
  widthBand: widthBand(query),
  weightBand: weightBand(query),
});
