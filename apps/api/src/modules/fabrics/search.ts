import { rupeesToPaise } from '@fabric-store/shared';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared-statements';
import { fabricSearchTerms as terms } from '../../db/schema';
import type { ListQuery } from './service';

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
export const MAX_TERMS_PER_PREFIX = 32;

export interface TextSearch {
  /** The search's words, longest first: a longer word is likely rarer, so it leads the scan. */
  prefixes: string[];
  /** Every indexed word starting with prefixes[0], or undefined when there are too many to scan one by one. */
  terms: string[] | undefined;
}

/** The words of `q` and, for the first, the indexed words it is the start of: one round trip. */
export async function planTextSearch(db: Executor, q: string): Promise<TextSearch> {
  const words = sql`(select array(select word from unnest(search_terms(${q})) as word order by length(word) desc, word) as prefixes) as words`;
  const [plan] = await executePrepared(
    db
      .select({
        prefixes: sql<string[]>`words.prefixes`,
        terms: sql<string[]>`array(select search_terms_starting_with(words.prefixes[1], ${MAX_TERMS_PER_PREFIX + 1}))`,
      })
      .from(words),
  );
  const prefixes = plan?.prefixes ?? [];
  const found = plan?.terms ?? [];
  return { prefixes, terms: found.length > MAX_TERMS_PER_PREFIX ? undefined : found };
}

/** True when the search cannot match any fabric: it has no words, or its first word starts none. */
export const matchesNothing = (search: TextSearch) => search.prefixes.length === 0 || search.terms?.length === 0;

/** The highest code point: every word starting with `prefix` sorts (byte order) before prefix + it. */
const AFTER_PREFIX = '\u{10FFFF}';

const startsWith = (term: AnyPgColumn, prefix: string) =>
  and(gte(term, prefix), sql`${term} < ${prefix + AFTER_PREFIX}`);

/** The fabric has an indexed word starting with each of `prefixes`. */
function hasWordsStartingWith(fabricId: AnyPgColumn, prefixes: string[]): SQL[] {
  const other = alias(terms, 'other_term');
  return prefixes.map(
    (prefix) =>
      sql`exists (select 1 from ${terms} as ${other} where ${other.fabricId} = ${fabricId} and ${startsWith(other.term, prefix)})`,
  );
}

/**
 * The search as a condition on a fabric id, for the planner to drive either way: from the words
 * (a rare word) or along the sort's index (a common one). Used for every order but newest first.
 */
export function fabricMatchesSearch(fabricId: AnyPgColumn, search: TextSearch): SQL {
  const [first = '', ...others] = search.prefixes;
  const candidates = sql`select ${terms.fabricId} from ${terms} where ${startsWith(terms.term, first)}`;
  return and(sql`${fabricId} in (${candidates})`, ...hasWordsStartingWith(fabricId, others)) as SQL;
}

/** The catalog filters, on the copies of category and price each indexed word carries. */
function termFilters(query: ListQuery): (SQL | undefined)[] {
  return [
    query.category ? eq(terms.category, query.category) : undefined,
    query.minPrice !== undefined ? gte(terms.pricePaise, rupeesToPaise(query.minPrice)) : undefined,
    query.maxPrice !== undefined ? lte(terms.pricePaise, rupeesToPaise(query.maxPrice)) : undefined,
  ];
}

/**
 * Up to `rows` matches for each word the first prefix stands for, read from
 * `fabric_search_terms_newest_idx` and stopping there. Newest first, the union holds the newest
 * `rows` matches overall, whatever the catalog's size. A fabric with two such words appears twice.
 */
function matchesPerTerm(search: TextSearch, query: ListQuery, rows: number, newestFirst: boolean): SQL {
  const others = hasWordsStartingWith(terms.fabricId, search.prefixes.slice(1));
  const order = newestFirst ? sql`order by ${desc(terms.createdAt)}, ${desc(terms.fabricId)}` : sql``;
  const branches = (search.terms ?? []).map(
    (term) => sql`(select ${terms.fabricId} as fabric_id, ${terms.createdAt} as created_at from ${terms}
      where ${and(eq(terms.term, term), ...termFilters(query), ...others)} ${order} limit ${rows})`,
  );
  return sql.join(branches, sql` union all `);
}

/** The ids (with their dates) of one newest-first page of a search with `terms`. */
export function newestSearchPage(search: TextSearch, query: ListQuery): SQL {
  const offset = (query.page - 1) * query.limit;
  return sql`select distinct fabric_id, created_at from (${matchesPerTerm(search, query, offset + query.limit, true)}) as match
    order by created_at desc, fabric_id desc offset ${offset} limit ${query.limit}`;
}

/** How many fabrics a search with `terms` matches, counting no further than `cap` + 1. */
export async function countSearchMatches(db: Executor, search: TextSearch, query: ListQuery, cap: number) {
  const matches = sql`(${matchesPerTerm(search, query, cap + 1, false)}) as match`;
  // One word lists each fabric once; only several can list one twice.
  const counted = search.terms?.length === 1 ? sql`count(*)` : sql`count(distinct match.fabric_id)`;
  const [row] = await executePrepared(db.select({ total: sql<number>`${counted}::int` }).from(matches));
  return row?.total ?? 0;
}
