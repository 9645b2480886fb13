// The catalog query's filters as conditions on `fabrics`, with the request's values in
// placeholders: the statements are prepared once per shape (catalog.ts, facets.ts).
import { rupeesToPaise } from '@fabric-store/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { fabrics } from '../../db/schema';
import { attributeConditions, attributeFilterShape, attributePlaceholderValues, type Facet } from './attribute-filters';
import { isInStorefront } from './fabric-row';
import { counterPlaceholderValues } from './facet-counters';
import { countBound, type ListQuery } from './list-query';
import { priceStepPlaceholderValues } from './price-band-counters';
import { hasRemnant } from './roll-fields';
import { isOnSale } from './sale-price';
import { fabricMatchesSearch, type TextSearch } from './search';

/** Which of the optional filters a query uses, e.g. "c-min-" for a category and a price floor. */
export const filterShape = (query: ListQuery) =>
  [
    query.category ? 'c' : '',
    query.minPrice !== undefined ? 'min' : '',
    query.maxPrice !== undefined ? 'max' : '',
    attributeFilterShape(query),
    query.onSale ? 's' : '',
    query.remnants ? 'r' : '',
  ].join('-');

/** The query's filters on `fabrics`; `except` leaves one facet's filter out (facets.ts). */
export const placeholderFilter = (query: ListQuery, search?: TextSearch, except?: Facet) =>
  and(
    isInStorefront,
    search ? fabricMatchesSearch(fabrics.id, search) : undefined,
    query.category ? eq(fabrics.category, sql.placeholder('category')) : undefined,
    query.minPrice !== undefined ? gte(fabrics.listedPricePaise, sql.placeholder('minPaise')) : undefined,
    query.maxPrice !== undefined ? lte(fabrics.listedPricePaise, sql.placeholder('maxPaise')) : undefined,
    ...attributeConditions(query, except),
    query.onSale ? isOnSale : undefined,
    query.remnants ? hasRemnant : undefined,
  );

/** The largest price PostgreSQL's integer holds: a range without a ceiling ends there. */
const HIGHEST_PAISE = 2_147_483_647;

/** A price bound in paise; one above any price a fabric can have means the same as that highest price. */
const boundPaise = (rupees: number) => Math.min(rupeesToPaise(rupees), HIGHEST_PAISE);

export const placeholderValues = (query: ListQuery) => ({
  category: query.category,
  countedCategory: query.category ?? '',
  minPaise: query.minPrice === undefined ? undefined : boundPaise(query.minPrice),
  maxPaise: query.maxPrice === undefined ? undefined : boundPaise(query.maxPrice),
  limit: query.limit,
  offset: (query.page - 1) * query.limit,
  countLimit: countBound(query) + 1,
  ...attributePlaceholderValues(query),
  ...counterPlaceholderValues(query),
  ...priceStepPlaceholderValues(query),
});
