import type { FabricListQuerySchema } from '@fabric-store/shared';
import type { z } from 'zod';

/** A catalog request's query as the route validated it: filters, sort and page. */
export type ListQuery = z.output<typeof FabricListQuerySchema>;

/**
 * Past this many matches (or the end of the page asked for, when further) a filtered total is
 * reported as this many, with `exact: false`, so that no request counts a million rows for a number
 * the shopper reads as "1,000+".
 */
const COUNT_CAP = 1_000;

/**
 * How far a filtered total is counted: COUNT_CAP, or to the end of the page asked for when that is
 * further, so that a total past it always means there is a next page.
 */
export const countBound = (query: ListQuery) => Math.max(COUNT_CAP, query.page * query.limit);

/** A catalog total: exact, or (with `exact` false) "at least this many", counted no further than `countBound`. */
export interface CatalogCount {
  total: number;
  exact: boolean;
}
