// The typed attributes on the catalog's read path: the columns a fabric's JSON shows, and
// the filters by colour family, fibre, pattern, width and weight, as placeholders of the queries
// that catalog.ts and facets.ts prepare once per shape.
import type { FabricAttributes } from '@fabric-store/shared';
import { eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { fabrics } from '../../db/schema';
import type { ListQuery } from './list-query';

export const attributeColumns = {
  composition: fabrics.composition,
  widthCm: fabrics.widthCm,
  weightGsm: fabrics.weightGsm,
  construction: fabrics.construction,
  pattern: fabrics.pattern,
  colourFamily: fabrics.colourFamily,
  careNotes: fabrics.careNotes,
};

export interface AttributeRow {
  composition: { fibre: string; percent: number }[];
  widthCm: number | null;
  weightGsm: number | null;
  construction: string | null;
  pattern: string | null;
  colourFamily: string | null;
  careNotes: string;
}

/** The attributes as the fabric JSON carries them; the columns hold only values the shared schemas accepted. */
export const toFabricAttributes = (row: AttributeRow) =>
  ({
    composition: row.composition,
    widthCm: row.widthCm,
    weightGsm: row.weightGsm,
    construction: row.construction,
    pattern: row.pattern,
    colourFamily: row.colourFamily,
    careNotes: row.careNotes,
  }) as FabricAttributes;

/** The catalog's facets: each one a filter whose choices are counted by `GET /api/fabrics/facets`. */
export const FACETS = ['colour', 'fibre', 'pattern', 'width', 'weight'] as const;
export type Facet = (typeof FACETS)[number];

/** The query parameters of each facet's filter. */
const FACET_PARAMETERS = {
  colour: ['colour'],
  fibre: ['fibre'],
  pattern: ['pattern'],
  width: ['minWidth', 'maxWidth'],
  weight: ['minWeight', 'maxWeight'],
} as const satisfies Record<Facet, readonly (keyof ListQuery)[]>;

/** Which facets a query filters by. */
const appliedFacets = (query: ListQuery): Facet[] =>
  FACETS.filter((facet) => FACET_PARAMETERS[facet].some((name) => query[name] !== undefined));

export const isAttributeFiltered = (query: ListQuery) => appliedFacets(query).length > 0;

/** Short names of the attribute filters, for statement names (PostgreSQL keeps 63 bytes of a name). */
const FILTER_CODES = {
  colour: 'co',
  fibre: 'fi',
  pattern: 'pa',
  minWidth: 'wn',
  maxWidth: 'wx',
  minWeight: 'gn',
  maxWeight: 'gx',
} as const;

/** Which attribute filters a query uses, e.g. "cofi" for a colour and a fibre, part of its statement's name. */
export const attributeFilterShape = (query: ListQuery) =>
  Object.entries(FILTER_CODES)
    .filter(([name]) => query[name as keyof typeof FILTER_CODES] !== undefined)
    .map(([, code]) => code)
    .join('');

/**
 * The query's attribute filters as conditions on `fabrics`, with their values in placeholders;
 * `except` leaves one facet's filter out, for counting that facet's choices.
 */
export function attributeConditions(query: ListQuery, except?: Facet): (SQL | undefined)[] {
  const applies = (facet: Facet, value: unknown) => facet !== except && value !== undefined;
  return [
    applies('colour', query.colour) ? eq(fabrics.colourFamily, sql.placeholder('colour')) : undefined,
    // `@>` on the array, so the GIN index on `fibres` finds them.
    applies('fibre', query.fibre) ? sql`${fabrics.fibres} @> array[${sql.placeholder('fibre')}]::text[]` : undefined,
    applies('pattern', query.pattern) ? eq(fabrics.pattern, sql.placeholder('pattern')) : undefined,
    applies('width', query.minWidth) ? gte(fabrics.widthCm, sql.placeholder('minWidth')) : undefined,
    applies('width', query.maxWidth) ? lte(fabrics.widthCm, sql.placeholder('maxWidth')) : undefined,
    applies('weight', query.minWeight) ? gte(fabrics.weightGsm, sql.placeholder('minWeight')) : undefined,
    applies('weight', query.maxWeight) ? lte(fabrics.weightGsm, sql.placeholder('maxWeight')) : undefined,
  ];
}

export const attributePlaceholderValues = (query: ListQuery) => ({
  colour: query.colour,
  fibre: query.fibre,
  pattern: query.pattern,
  minWidth: query.minWidth,
  maxWidth: query.maxWidth,
  minWeight: query.minWeight,
  maxWeight: query.maxWeight,
});
