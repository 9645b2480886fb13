// The catalog's read path: the public pages, search and a fabric by id. The vendor's own fabrics
// and every catalog write are in service.ts.
import { type Fabric, type FabricFacets, searchInIndexWords } from '@fabric-store/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Database } from '../../db/client';
import type { PreparableQuery, PreparedQuery } from '../../db/prepared-statements';
import { catalogCounts, fabrics, users } from '../../db/schema';
import { sellerTaxFacts } from '../vendors/tax-profile';
import { isAttributeFiltered } from './attribute-filters';
import { filterShape, placeholderFilter, placeholderValues } from './catalog-filter';
import type { CatalogSearch } from './catalog-search';
import { FABRIC_NOT_FOUND, type FabricRow, fabricColumns, isInStorefront, selectFabrics, toFabric } from './fabric-row';
import { facetCountersQuery, facetCountersTotal, readsFacetCounters } from './facet-counters';
import { countedWhole, type FacetRow, facetCountsQuery, toFabricFacets } from './facets';
import { type CatalogCount, countBound, type ListQuery } from './list-query';
import { priceBandCountersQuery, readsPriceBandCounters } from './price-band-counters';
import {
  newestSearchPage,
  searchMatchCount,
  searchPlaceholderValues,
  searchPlanQuery,
  searchShape,
  type TextSearch,
  toTextSearch,
} from './search';

// The price order (and the price range, catalog-filter.ts) goes by the stored listed price, which
// follows a sale's start or end within the sweep's period (listed-price.ts); an index can order it.
const SORT_ORDER = {
  newest: [desc(fabrics.createdAt), desc(fabrics.id)],
  price_asc: [asc(fabrics.listedPricePaise), asc(fabrics.id)],
  price_desc: [desc(fabrics.listedPricePaise), desc(fabrics.id)],
  name: [asc(fabrics.name), asc(fabrics.id)],
  rating: [desc(fabrics.ratingAverage), desc(fabrics.ratingCount), desc(fabrics.id)],
} as const;

const capped = (total: number, query: ListQuery): CatalogCount => {
  const bound = countBound(query);
  return total > bound ? { total: bound, exact: false } : { total, exact: true };
};

/**
 * Query shapes one process keeps prepared, per kind: browsing has 40 at most; searches have one
 * per number of words and terms, and past this many run without being kept.
 */
const MAX_SHAPES = 100;

/**
 * The catalog's queries, built and prepared once per shape (sort, filters, number of search words)
 * and run with the request's values in placeholders: building a drizzle query took 29% of the
 * server's time on the filtered page (CPU profile). On PostgreSQL each connection parses a shape
 * once.
 */
export class CatalogQueries {
  readonly #browsePages = new Map<string, PreparedQuery<(FabricRow & { total: number })[]>>();
  readonly #pages = new Map<string, PreparedQuery<FabricRow[]>>();
  readonly #counts = new Map<string, PreparedQuery<{ total: number }[]>>();
  readonly #facets = new Map<string, PreparedQuery<FacetRow[]>>();
  readonly #counted: PreparedQuery<{ total: number }[]>;
  readonly #byId: PreparedQuery<FabricRow[]>;
  readonly #searchPlan: PreparedQuery<Parameters<typeof toTextSearch>[0][]>;

  constructor(private readonly db: Database) {
    this.#searchPlan = searchPlanQuery(db).prepare('search_plan');
    this.#counted = db.select({ total: countedTotal }).from(sql`(select 1) as one`).prepare('catalog_counted_total');
    this.#byId = selectFabrics(db)
      .where(and(eq(fabrics.id, sql.placeholder('id')), isInStorefront))
      .prepare('fabric_by_id');
  }

  /** The state an unregistered vendor (complete profile, no GSTIN) may deliver to, or null when it sells anywhere. */
  async shipsWithin(vendorId: string): Promise<string | null> {
    const seller = (await sellerTaxFacts(this.db, [vendorId])).get(vendorId);
    return seller && !seller.gstin ? seller.stateName : null;
  }

  /** The prepared query of a shape, built by `build` the first time; past MAX_SHAPES, built every time. */
  #shaped<T>(cache: Map<string, PreparedQuery<T>>, name: string, build: () => PreparableQuery<T>): PreparedQuery<T> {
    const known = cache.get(name);
    if (known) return known;
    const built = build();
    if (cache.size >= MAX_SHAPES) return built;
    const prepared = built.prepare(name);
    cache.set(name, prepared);
    return prepared;
  }

  /** One page of the catalog without a search, and its total, in one statement. */
  async browse(query: ListQuery): Promise<{ rows: FabricRow[]; count: CatalogCount }> {
    const prepared = this.#shaped(this.#browsePages, `catalog_page_${query.sort}_${filterShape(query)}`, () =>
      browsePageQuery(this.db, query),
    );
    const rows = await prepared.execute(placeholderValues(query));
    const total = rows[0]?.total;
    // A page past the last one has no row to carry the total; the total then takes its own query.
    if (total === undefined) return { rows, count: await this.count(query) };
    return { rows, count: browseCount(total, query) };
  }

  /** Whole catalog and category totals from the trigger-kept counters; price filters counted up to `countBound`. */
  async count(query: ListQuery): Promise<CatalogCount> {
    const prepared = isCountFiltered(query)
      ? this.#shaped(this.#counts, `catalog_count_${filterShape(query)}`, () =>
          this.db.select({ total: browseTotal(query) }).from(sql`(select 1) as one`),
        )
      : this.#counted;
    const [row] = await prepared.execute(placeholderValues(query));
    return browseCount(row?.total ?? 0, query);
  }

  /** The search's words as the index holds them: Hindi fabric words (रेशम) become the English ones fabrics are described by. */
  async planSearch(q: string): Promise<TextSearch> {
    const [plan] = await this.#searchPlan.execute({ q: searchInIndexWords(q) });
    return toTextSearch(plan);
  }

  /**
   * One page of a search. Newest first with few enough indexed words, from the per-word scans of
   * the search index; otherwise the planner drives it from the words or along the sort's index.
   */
  searchPage(search: TextSearch, query: ListQuery): Promise<FabricRow[]> {
    const values = { ...placeholderValues(query), ...searchPlaceholderValues(search) };
    if (readsSearchIndexAlone(search, query) && query.sort === 'newest') {
      const prepared = this.#shaped(this.#pages, `search_page_${searchShape(search)}_${filterShape(query)}`, () =>
        selectFabrics(this.db)
          .innerJoin(sql`(${newestSearchPage(search, query)}) as page`, sql`page.fabric_id = ${fabrics.id}`)
          .where(isInStorefront)
          .orderBy(sql`page.created_at desc`, sql`page.fabric_id desc`),
      );
      return prepared.execute({ ...values, rows: values.offset + values.limit });
    }
    const name = `search_planned_page_${query.sort}_${search.prefixes.length}p_${filterShape(query)}`;
    const prepared = this.#shaped(this.#pages, name, () =>
      selectFabrics(this.db)
        .where(placeholderFilter(query, search))
        .orderBy(...SORT_ORDER[query.sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
    return prepared.execute(values);
  }

  /** How many fabrics a search matches, up to `countBound`: from the search index, or by the planner. */
  async searchCount(search: TextSearch, query: ListQuery): Promise<CatalogCount> {
    const values = { ...placeholderValues(query), ...searchPlaceholderValues(search) };
    const prepared = readsSearchIndexAlone(search, query)
      ? this.#shaped(this.#counts, `search_count_${searchShape(search)}_${filterShape(query)}`, () => {
          const { total, from } = searchMatchCount(search, query);
          return this.db.select({ total }).from(from);
        })
      : this.#shaped(this.#counts, `search_planned_count_${search.prefixes.length}p_${filterShape(query)}`, () =>
          this.db.select({ total: searchedCount(query, search) }).from(sql`(select 1) as one`),
        );
    const [row] = await prepared.execute({ ...values, rows: values.countLimit });
    return capped(row?.total ?? 0, query);
  }

  /**
   * Every facet's choices counted under the query's other filters (and its search, when it has
   * one): from the trigger-kept counters where they answer the query, whole; else each facet over
   * its first `countBound` matches, `exact` false when one had more.
   */
  async facetCounts(query: ListQuery, search?: TextSearch): Promise<{ rows: FacetRow[]; exact: boolean }> {
    if (!search && readsFacetCounters(query)) {
      const prepared = this.#shaped(this.#facets, `catalog_facet_counters_${filterShape(query)}`, () =>
        facetCountersQuery(this.db, query),
      );
      return { rows: await prepared.execute(placeholderValues(query)), exact: true };
    }
    if (!search && readsPriceBandCounters(query)) {
      const prepared = this.#shaped(this.#facets, `catalog_price_facet_counters_${filterShape(query)}`, () =>
        priceBandCountersQuery(this.db, query),
      );
      return { rows: await prepared.execute(placeholderValues(query)), exact: true };
    }
    const searchPart = search ? `${search.prefixes.length}p_` : '';
    const prepared = this.#shaped(this.#facets, `catalog_facets_${searchPart}${filterShape(query)}`, () =>
      facetCountsQuery(this.db, query, search),
    );
    const values = { ...placeholderValues(query), ...(search && searchPlaceholderValues(search)) };
    const rows = await prepared.execute(values);
    return { rows, exact: countedWhole(rows, countBound(query)) };
  }

  /** How many fabrics under the query's other filters are on sale now: the sale facet's count. */
  async saleCount(query: ListQuery, search?: TextSearch): Promise<number> {
    const onSale = { ...query, onSale: true as const };
    const searchPart = search ? `${search.prefixes.length}p_` : '';
    const prepared = this.#shaped(this.#counts, `catalog_sale_count_${searchPart}${filterShape(onSale)}`, () =>
      this.db.select({ total: sql<number>`count(*)::int` }).from(fabrics).where(placeholderFilter(onSale, search)),
    );
    const values = { ...placeholderValues(onSale), ...(search && searchPlaceholderValues(search)) };
    const [row] = await prepared.execute(values);
    return row?.total ?? 0;
  }

  byId(id: string): Promise<FabricRow[]> {
    return this.#byId.execute({ id });
  }
}

const isPriceFiltered = (query: ListQuery) => query.minPrice !== undefined || query.maxPrice !== undefined;

/** Whether a browse total depends on filters rather than the category alone. */
const isCountFiltered = (query: ListQuery) =>
  isPriceFiltered(query) || isAttributeFiltered(query) || query.onSale === true || query.remnants === true;

/** Whether a browse total is summed from the facet counters (exact) instead of counted up to `countBound`. */
const isTotalFromFacetCounters = (query: ListQuery) => isAttributeFiltered(query) && readsFacetCounters(query);

/**
 * Whether a search's page and total can come from the search index's per-word scans alone: those
 * carry copies of the category and price only, so attribute filters go by the planner instead.
 */
const readsSearchIndexAlone = (search: TextSearch, query: ListQuery): search is TextSearch & { terms: string[] } =>
  search.terms !== undefined && !isAttributeFiltered(query) && !query.onSale && !query.remnants;

/** A browse total: the trigger-kept counters are exact; a filter's count stops past `countBound`. */
const browseCount = (total: number, query: ListQuery): CatalogCount =>
  isCountFiltered(query) && !isTotalFromFacetCounters(query) ? capped(total, query) : { total, exact: true };

/** A browse shape's total: from the counters where they answer it, else counted up to `countBound`. */
const browseTotal = (query: ListQuery) =>
  isTotalFromFacetCounters(query)
    ? facetCountersTotal(query)
    : isCountFiltered(query)
      ? filteredCount(query)
      : countedTotal;

/**
 * The statement of a browse shape: one page of the catalog and its total, the total a subquery run
 * once (the trigger-kept counters, or a count up to `countBound` for a price filter) and repeated on
 * every row, so the page needs one round trip instead of two.
 */
const browsePageQuery = (db: Database, query: ListQuery) =>
  db
    .select({ ...fabricColumns, total: browseTotal(query) })
    .from(fabrics)
    .innerJoin(users, eq(users.id, fabrics.vendorId))
    .where(placeholderFilter(query))
    .orderBy(...SORT_ORDER[query.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));

/** The live fabrics of the query's category (placeholder countedCategory; '' for all), as the triggers count them. */
const countedTotal = sql<number>`coalesce((select ${catalogCounts.liveFabrics} from ${catalogCounts}
  where ${catalogCounts.category} = ${sql.placeholder('countedCategory')}), 0)`;

/**
 * How many fabrics match a price filter without a search, counting no further than the placeholder
 * countLimit (`countBound` + 1). The count walks the price order, so that a price index bounds its
 * range in every plan, even one made before the table had statistics.
 */
const priceFilteredCount = (query: ListQuery) =>
  sql<number>`(select count(*)::int from (select 1 from ${fabrics} where ${placeholderFilter(query)}
    order by ${fabrics.listedPricePaise}, ${fabrics.id} limit ${sql.placeholder('countLimit')}) as matching)`;

/**
 * How many fabrics match the query's filters without a search, up to the placeholder countLimit:
 * along the price order for a price filter alone, in whatever order the planner finds them
 * (colour, pattern, fibre or a width or weight range) with attribute filters.
 */
const filteredCount = (query: ListQuery) =>
  isAttributeFiltered(query)
    ? sql<number>`(select count(*)::int from (select 1 from ${fabrics} where ${placeholderFilter(query)}
      limit ${sql.placeholder('countLimit')}) as matching)`
    : priceFilteredCount(query);

/** How many fabrics match a search and the query's filters, counting no further than the placeholder countLimit. */
const searchedCount = (query: ListQuery, search: TextSearch) =>
  sql<number>`(select count(*)::int from (select 1 from ${fabrics} where ${placeholderFilter(query, search)}
    limit ${sql.placeholder('countLimit')}) as matching)`;

export interface CatalogPage {
  fabrics: Fabric[];
  total: number;
  /** False when `total` stands for "at least that many" (COUNT_CAP, or the end of a later page). */
  exact: boolean;
}

/** The catalog's reads: the browse queries, and the search that answers a query with words (open-catalog.ts). */
export interface Catalog {
  queries: CatalogQueries;
  search: CatalogSearch;
}

/** One page of the public catalog, and how many fabrics match. */
export async function listFabrics({ queries, search }: Catalog, query: ListQuery): Promise<CatalogPage> {
  const { rows, count } = query.q ? await search.page({ ...query, q: query.q }) : await queries.browse(query);
  return { fabrics: rows.map((row) => toFabric(row)), ...count };
}

/**
 * How many fabrics each choice of each facet would give under the query's other filters; `exact`
 * false when a facet was counted over its first `countBound` matches only.
 */
export async function countFacets(
  { queries, search }: Catalog,
  query: ListQuery,
): Promise<{ facets: FabricFacets; exact: boolean }> {
  const { rows, onSale, exact } = query.q
    ? await search.facets({ ...query, q: query.q })
    : await Promise.all([queries.facetCounts(query), queries.saleCount(query)]).then(([counted, onSale]) => ({
        ...counted,
        onSale,
      }));
  return { facets: { ...toFabricFacets(rows), onSale: [{ value: 'true', count: onSale }] }, exact };
}

/** The live fabric with this id, or null when there is none. */
export async function findFabric({ queries }: Catalog, id: string): Promise<Fabric | null> {
  const [row] = await queries.byId(id);
  if (!row) return null;
  const shipsWithinState = await queries.shipsWithin(row.vendorId);
  return { ...toFabric(row), ...(shipsWithinState && { shipsWithinState }) };
}

export async function getFabric(catalog: Catalog, id: string): Promise<Fabric> {
  const fabric = await findFabric(catalog, id);
  if (!fabric) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  return fabric;
}
