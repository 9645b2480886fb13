// `GET /api/fabrics/facets`: how many fabrics each choice of each facet would give, under the
// query's other filters, where no trigger-kept counters answer it (facet-counters.ts,
// price-band-counters.ts). One statement per query shape: for each facet, its choices counted over
// the first countLimit fabrics matching the query without that facet's own filter, in one UNION
// ALL. Counting no further keeps a search's or an odd price range's facets bounded at any catalog
// size, as its total is (past `countBound` a total reads "at least"); the answer says when a facet
// stopped there.
import {
  COLOUR_FAMILIES,
  type FabricFacets,
  type FacetCount,
  FIBRES,
  type MeasureBand,
  PATTERNS,
  WEIGHT_BANDS,
  WIDTH_BANDS,
} from '@fabric-store/shared';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fabrics } from '../../db/schema';
import { type Facet, isAttributeFiltered } from './attribute-filters';
import { placeholderFilter } from './catalog-filter';
import type { ListQuery } from './list-query';
import { searchSample, type TextSearch } from './search';

export interface FacetRow {
  /** A facet, or 'words': how many fabrics a search's sample held (facetCountsQuery). */
  facet: Facet | 'words';
  value: string | null;
  count: number;
}

/** One of this module's own constant words as an SQL literal (never a request's value). */
const literal = (word: string) => sql.raw(`'${word.replace(/'/g, "''")}'`);

/** The band (its value) a width or weight falls in, as SQL: the bands' bounds are constants. */
function bandOf(column: SQL, bands: readonly MeasureBand[]): SQL {
  const cases = bands.map(
    (band) =>
      sql`when ${sql.raw(String(band.max ?? Number.MAX_SAFE_INTEGER))} >= ${column} then ${literal(band.value)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} end`;
}

/**
 * The statement counting every facet's choices for a query's shape, each facet over the first
 * countLimit (a placeholder) fabrics its filters match. Fibre '' counts each fabric of the fibres'
 * sample once, as the counters do, so that its cap shows. A search's matches are its sample from
 * the search index (search.ts), whose size is the row of 'words'.
 */
export function facetCountsQuery(db: Database, query: ListQuery, search?: TextSearch) {
  const searched = search && sql`${fabrics.id} in (${searchSample(search, query)})`;
  // A price range alone is sampled in price order, as its total is counted (catalog.ts), so that the
  // price index bounds the read whatever plan the planner estimates best.
  const order =
    !search && (query.minPrice !== undefined || query.maxPrice !== undefined) && !isAttributeFiltered(query)
      ? sql`order by ${fabrics.listedPricePaise}, ${fabrics.id}`
      : sql``;
  const sample = (facet: Facet, column: SQL) =>
    sql`(select ${column} as value from ${fabrics} where ${and(placeholderFilter(query, undefined, facet), searched)}
      ${order} limit ${sql.placeholder('countLimit')}) as sample`;
  const grouped = (facet: Facet, value: SQL, from: SQL) =>
    sql`(select ${literal(facet)} as facet, ${value} as value, count(*)::int as count from ${from} group by 2)`;
  const branches = [
    grouped('colour', sql`sample.value`, sample('colour', sql`${fabrics.colourFamily}`)),
    grouped(
      'fibre',
      sql`fibre`,
      sql`${sample('fibre', sql`${fabrics.fibres}`)} cross join unnest(array[''] || sample.value) as fibre`,
    ),
    grouped('pattern', sql`sample.value`, sample('pattern', sql`${fabrics.pattern}`)),
    grouped('width', bandOf(sql`sample.value`, WIDTH_BANDS), sample('width', sql`${fabrics.widthCm}`)),
    grouped('weight', bandOf(sql`sample.value`, WEIGHT_BANDS), sample('weight', sql`${fabrics.weightGsm}`)),
    ...(search
      ? [
          sql`(select 'words' as facet, null as value, count(*)::int as count from (${searchSample(search, query)}) as words)`,
        ]
      : []),
  ];
  return db
    .select({
      facet: sql<FacetRow['facet']>`facets.facet`,
      value: sql<string | null>`facets.value`,
      count: sql<number>`facets.count`,
    })
    .from(sql`(${sql.join(branches, sql` union all `)}) as facets`);
}

/** Whether every facet of facetCountsQuery's rows was counted whole: none matched more than `bound` fabrics. */
export function countedWhole(rows: FacetRow[], bound: number): boolean {
  const counted = new Map<FacetRow['facet'], number>();
  for (const { facet, value, count } of rows) {
    // The fibres' sample is counted once under fibre ''; a fabric of two fibres is in two other rows.
    if (facet === 'fibre' && value !== '') continue;
    counted.set(facet, (counted.get(facet) ?? 0) + count);
  }
  return [...counted.values()].every((fabricCount) => fabricCount <= bound);
}

/** Every choice of every facet in the store's order, with its count (0 when no row names it). */
export function toFabricFacets(rows: FacetRow[]): FabricFacets {
  const counts = new Map(rows.map((row) => [`${row.facet} ${row.value}`, row.count]));
  const choices = (facet: Facet, values: readonly string[]): FacetCount[] =>
    values.map((value) => ({ value, count: counts.get(`${facet} ${value}`) ?? 0 }));
  return {
    colour: choices('colour', COLOUR_FAMILIES),
    fibre: choices('fibre', FIBRES),
    pattern: choices('pattern', PATTERNS),
    width: choices(
      'width',
      WIDTH_BANDS.map((band) => band.value),
    ),
    weight: choices(
      'weight',
      WEIGHT_BANDS.map((band) => band.value),
    ),
  };
}
