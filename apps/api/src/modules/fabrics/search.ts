import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { fabricSearchTerms as terms } from '../../db/schema';
import type { ListQuery } from './list-query';

/**
 * Catalog search by word prefix: "ikat silk" finds the fabrics with a word starting with "ikat" and
 * a word starting with "silk" in their name, description or category. The words are indexed by
 * `fabric_search_terms` (migration 0003), which the database's own `search_terms()` fills and
 * which a search splits its text with, so both sides always agree on what a word is.
 */

/**
 * A first word standing for more indexed words than this (a one- or two-letter prefix) is matched
 * by the planner over a range of words, instead of one ordered scan per word.
 */
const MAX_TERMS_PER_PREFIX = 32;

export interface TextSearch {
  /** The search's words, longest first: a longer word is likely rarer, so it leads the scan. */
  prefixes: string[];
  /** Every indexed word starting with prefixes[0], or undefined when there are too many to scan one by one. */
  terms: string[] | undefined;
}

interface SearchPlanRow {
  prefixes: string[];
  terms: string[];
}

/** The words of the search (placeholder q) and, for the first, the indexed words it is the start of: one round trip. */
export function searchPlanQuery(db: Executor) {
  const words = sql`(select array(select word from unnest(search_terms(${sql.placeholder('q')})) as word
    order by length(word) desc, word) as prefixes) as words`;
  return db
    .select({
      prefixes: sql<string[]>`words.prefixes`,
      terms: sql<string[]>`array(select search_terms_starting_with(words.prefixes[1], ${MAX_TERMS_PER_PREFIX + 1}))`,
    })
    .from(words);
}

export function toTextSearch(plan: SearchPlanRow | undefined): TextSearch {
  const found = plan?.terms ?? [];
  return { prefixes: plan?.prefixes ?? [], terms: found.length > MAX_TERMS_PER_PREFIX ? undefined : found };
}

/** True when the search cannot match any fabric: it has no words, or its first word starts none. */
export const matchesNothing = (search: TextSearch) => search.prefixes.length === 0 || search.terms?.length === 0;

/** The highest code point: every word starting with `prefix` sorts (byte order) before prefix + it. */
const AFTER_PREFIX = '\u{10FFFF}';

/** The indexed word `term` starts with the search's word at `index` (placeholders prefixN, prefixEndN). */
const startsWithPrefix = (term: AnyPgColumn, index: number) =>
  and(gte(term, sql.placeholder(`prefix${index}`)), sql`${term} < ${sql.placeholder(`prefixEnd${index}`)}`);

/** The fabric has an indexed word starting with each of the search's words from the second on. */
function hasOtherWords(fabricId: AnyPgColumn, search: TextSearch): SQL[] {
  const other = alias(terms, 'other_term');
  return search.prefixes.slice(1).map(
    (_prefix, index) =>
      sql`exists (select 1 from ${terms} as ${other} where ${other.fabricId} = ${fabricId}
        and ${startsWithPrefix(other.term, index + 1)})`,
  );
}

/**
 * The search as a condition on a fabric id, for the planner to drive either way: from the words
 * (a rare word) or along the sort's index (a common one). Used for every order but newest first,
 * and when the first word stands for too many indexed words.
 */
export function fabricMatchesSearch(fabricId: AnyPgColumn, search: TextSearch): SQL {
  const candidates = sql`select ${terms.fabricId} from ${terms} where ${startsWithPrefix(terms.term, 0)}`;
  return and(sql`${fabricId} in (${candidates})`, ...hasOtherWords(fabricId, search)) as SQL;
}

/** The catalog filters (placeholders category, minPaise, maxPaise), on the copies each indexed word carries. */
function termFilters(query: ListQuery): (SQL | undefined)[] {
  return [
    query.category ? eq(terms.category, sql.placeholder('category')) : undefined,
    query.minPrice !== undefined ? gte(terms.pricePaise, sql.placeholder('minPaise')) : undefined,
    query.maxPrice !== undefined ? lte(terms.pricePaise, sql.placeholder('maxPaise')) : undefined,
  ];
}

/**
 * Up to `rows` (a placeholder) matches for each word the first prefix stands for (placeholders
 * termN), read from `fabric_search_terms_newest_idx` and stopping there. Newest first, the union
 * holds the newest `rows` matches overall, whatever the catalog's size. A fabric with two such
 * words appears twice.
 */
function matchesPerTerm(search: TextSearch, query: ListQuery, newestFirst: boolean): SQL {
  const others = hasOtherWords(terms.fabricId, search);
  const order = newestFirst ? sql`order by ${desc(terms.createdAt)}, ${desc(terms.fabricId)}` : sql``;
  const branches = (search.terms ?? []).map(
    (_term, index) => sql`(select ${terms.fabricId} as fabric_id, ${terms.createdAt} as created_at from ${terms}
      where ${and(eq(terms.term, sql.placeholder(`term${index}`)), ...termFilters(query), ...others)} ${order}
      limit ${sql.placeholder('rows')})`,
  );
  return sql.join(branches, sql` union all `);
}

/**
 * Up to countLimit (a placeholder) ids of the fabrics matching every word of the search and the
 * query's category and price, read from the search index's words and copies alone and stopping
 * there: the facets of a search count this sample, whatever the catalog's size. A fabric with two
 * words starting with the first may come twice; the sample then holds fewer fabrics.
 */
export function searchSample(search: TextSearch, query: ListQuery): SQL {
  const matching = and(
    startsWithPrefix(terms.term, 0),
    ...termFilters(query),
    ...hasOtherWords(terms.fabricId, search),
  );
  return sql`select ${terms.fabricId} from ${terms} where ${matching} limit ${sql.placeholder('countLimit')}`;
}

/** Names a search's shape for the queries that read each indexed word: its numbers of terms and words. */
export const searchShape = (search: TextSearch) => `${search.terms?.length ?? 0}t${search.prefixes.length}p`;

/** The ids (with their dates) of one newest-first page of a search with `terms` (placeholders offset, limit). */
export function newestSearchPage(search: TextSearch, query: ListQuery): SQL {
  return sql`select distinct fabric_id, created_at from (${matchesPerTerm(search, query, true)}) as match
    order by created_at desc, fabric_id desc offset ${sql.placeholder('offset')} limit ${sql.placeholder('limit')}`;
}

/** How many fabrics a search with `terms` matches, counting no further than `rows` each. */
export function searchMatchCount(search: TextSearch, query: ListQuery) {
  const matches = sql`(${matchesPerTerm(search, query, false)}) as match`;
  // One word lists each fabric once; only several can list one twice.
  const counted = search.terms?.length === 1 ? sql`count(*)` : sql`count(distinct match.fabric_id)`;
  return { total: sql<number>`${counted}::int`, from: matches };
}

/** The values of a search query's placeholders: each indexed word (termN) and each search word (prefixN, prefixEndN). */
export function searchPlaceholderValues(search: TextSearch): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  search.terms?.forEach((term, index) => {
    values[`term${index}`] = term;
  });
  search.prefixes.forEach((prefix, index) => {
    values[`prefix${index}`] = prefix;
    values[`prefixEnd${index}`] = prefix + AFTER_PREFIX;
  });
  return values;
}
