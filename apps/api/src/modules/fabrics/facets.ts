// `GET /api/fabrics/facets`: how many fabrics each choice of each facet would give, under the
// query's other filters. One statement per query shape: a count grouped by the facet's column for
// each facet, each without that facet's own filter, in one UNION ALL.
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
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { fabrics } from '../../db/schema';
import type { Facet } from './attribute-filters';
import { placeholderFilter } from './catalog-filter';
import type { ListQuery } from './list-query';
import type { TextSearch } from './search';

export interface FacetRow {
  facet: Facet;
  value: string | null;
  count: number;
}

/** One of this module's own constant words as an SQL literal (never a request's value). */
const literal = (word: string) => sql.raw(`'${word.replace(/'/g, "''")}'`);

/** The band (its value) a width or weight falls in, as SQL: the bands' bounds are constants. */
function bandOf(column: AnyPgColumn, bands: readonly MeasureBand[]): SQL {
  const cases = bands.map(
    (band) =>
      sql`when ${sql.raw(String(band.max ?? Number.MAX_SAFE_INTEGER))} >= ${column} then ${literal(band.value)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} end`;
}

/** The statement counting every facet's choices for a query's shape (and a search's, when it has one). */
export function facetCountsQuery(db: Database, query: ListQuery, search?: TextSearch) {
  const where = (facet: Facet) => placeholderFilter(query, search, facet);
  const grouped = (facet: Facet, value: SQL, from: SQL = sql`${fabrics}`) =>
    sql`(select ${literal(facet)} as facet, ${value} as value, count(*)::int as count from ${from}
      where ${where(facet)} group by 2)`;
  const branches = [
    grouped('colour', sql`${fabrics.colourFamily}`),
    grouped('fibre', sql`fibre`, sql`${fabrics} cross join unnest(${fabrics.fibres}) as fibre`),
    grouped('pattern', sql`${fabrics.pattern}`),
    grouped('width', bandOf(fabrics.widthCm, WIDTH_BANDS)),
    grouped('weight', bandOf(fabrics.weightGsm, WEIGHT_BANDS)),
  ];
  return db
    .select({
      facet: sql<Facet>`facets.facet`,
      value: sql<string | null>`facets.value`,
      count: sql<number>`facets.count`,
    })
    .from(sql`(${sql.join(branches, sql` union all `)}) as facets`);
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
