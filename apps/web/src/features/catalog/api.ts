import type { CountedFacets, Fabric } from '@fabric-store/shared';
import { COLOUR_FAMILIES, FIBRES, PATTERNS } from '@fabric-store/shared/fabric-attribute-values';
import { FABRIC_CATEGORIES, FABRIC_SORTS } from '@fabric-store/shared/fabric-catalog';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

export type FabricSort = (typeof FABRIC_SORTS)[number];

/** What the shopper asked the catalog for; every field lives in the /products URL query. */
export interface CatalogFilters extends AttributeFilters {
  q: string;
  category: string;
  sort: FabricSort;
}

/**
 * The price range (rupees) and the typed attribute filters, each '' when not applied; the names
 * are the API's query parameters, so /products and /api/fabrics share one query string.
 */
export interface AttributeFilters {
  minPrice: string;
  maxPrice: string;
  colour: string;
  fibre: string;
  pattern: string;
  minWidth: string;
  maxWidth: string;
  minWeight: string;
  maxWeight: string;
  /** 'true' for the fabrics on sale now. */
  onSale: string;
}

export const NO_ATTRIBUTE_FILTERS: AttributeFilters = {
  minPrice: '',
  maxPrice: '',
  colour: '',
  fibre: '',
  pattern: '',
  minWidth: '',
  maxWidth: '',
  minWeight: '',
  maxWeight: '',
  onSale: '',
};

const ATTRIBUTE_FILTER_NAMES = Object.keys(NO_ATTRIBUTE_FILTERS) as (keyof AttributeFilters)[];

/** Whole numbers up to what the API accepts for each range; prices take up to two decimals. */
const RANGE_LIMITS: Partial<Record<keyof AttributeFilters, number>> = {
  minWidth: 600,
  maxWidth: 600,
  minWeight: 2000,
  maxWeight: 2000,
};

const CHOICES: Partial<Record<keyof AttributeFilters, readonly string[]>> = {
  colour: COLOUR_FAMILIES,
  fibre: FIBRES,
  pattern: PATTERNS,
};

/** A price bound in rupees (up to two decimals, at most what the API accepts), or '' for anything else. */
export function priceFilterValue(raw: string): string {
  const price = raw.trim();
  return /^\d{1,8}(\.\d{1,2})?$/.test(price) && Number(price) <= 10_000_000 ? price : '';
}

/** An attribute filter's value from the URL, or '' when it is not one the API would accept. */
function attributeFilterValue(name: keyof AttributeFilters, raw: string | null): string {
  const value = raw?.trim().toLowerCase() ?? '';
  if (name === 'onSale') return value === 'true' ? 'true' : '';
  const choices = CHOICES[name];
  if (choices) return choices.includes(value) ? value : '';
  if (name === 'minPrice' || name === 'maxPrice') return priceFilterValue(value);
  return /^\d{1,4}$/.test(value) && Number(value) <= (RANGE_LIMITS[name] ?? 0) ? String(Number(value)) : '';
}

/** What a shopper reads for a fabric that does not exist (or an id that is not one). */
export const FABRIC_NOT_FOUND = 'Product not found.';

/** One screenful and a bit on a wide display (4 columns × 6 rows). */
export const CATALOG_PAGE_SIZE = 24;

export const catalogKeys = {
  all: ['fabrics'] as const,
  newArrivals: (limit: number) => [...catalogKeys.all, 'new-arrivals', limit] as const,
  catalog: (filters: CatalogFilters, firstPage: number) => [...catalogKeys.all, 'catalog', filters, firstPage] as const,
  detail: (id: string) => [...catalogKeys.all, 'detail', id] as const,
  facets: (filters: CatalogFilters) => [...catalogKeys.all, 'facets', { ...filters, sort: 'newest' }] as const,
};

function isFabricSort(value: string | null): value is FabricSort {
  return FABRIC_SORTS.some((sort) => sort === value);
}

function isFabricCategory(value: string): boolean {
  return FABRIC_CATEGORIES.some((category) => category === value);
}

/** Reads the filters from a /products query, dropping values the catalog does not offer. */
export function catalogFiltersFromSearch(params: URLSearchParams): CatalogFilters {
  const sort = params.get('sort');
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  return {
    q: params.get('q')?.trim() ?? '',
    category: isFabricCategory(category) ? category : '',
    sort: isFabricSort(sort) ? sort : 'newest',
    ...attributeFiltersFromSearch(params),
  };
}

function attributeFiltersFromSearch(params: URLSearchParams): AttributeFilters {
  const filters = { ...NO_ATTRIBUTE_FILTERS };
  for (const name of ATTRIBUTE_FILTER_NAMES) filters[name] = attributeFilterValue(name, params.get(name));
  return filters;
}

/** True when the shopper narrowed the catalog by anything but the order. */
export function isFiltered(filters: CatalogFilters): boolean {
  return Boolean(filters.q || filters.category || ATTRIBUTE_FILTER_NAMES.some((name) => filters[name]));
}

/** The highest page the API serves. */
const MAX_CATALOG_PAGE = 100_000;

/**
 * The page of the catalog /products starts at (`?page=2`): links page through it where there is no
 * script, and search engines follow them. Anything but a page number counts as the first page.
 */
export function catalogPageFromSearch(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_CATALOG_PAGE ? page : 1;
}

/** The /products query for the filters; defaults are left out so that the plain URL stays /products. */
export function catalogSearchFromFilters(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  for (const name of ATTRIBUTE_FILTER_NAMES) if (filters[name]) params.set(name, filters[name]);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

export interface CatalogPage {
  fabrics: Fabric[];
  page: number;
  /** Fabrics matching the filters; a lower bound when `totalIsExact` is false. */
  total: number;
  totalIsExact: boolean;
  hasNextPage: boolean;
}

/** True when the RFC 8288 `Link` header names a next page. */
export function linksToNextPage(link: string | null): boolean {
  return link?.split(',').some((part) => /;\s*rel="?next"?/.test(part)) ?? false;
}

/** Lists one page of the catalog for the filters, with the count and paging the API sends in headers. */
export async function listCatalogPage(
  filters: CatalogFilters,
  page: number,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const params = catalogSearchFromFilters(filters);
  params.set('page', String(page));
  params.set('limit', String(CATALOG_PAGE_SIZE));
  const { data, headers } = await apiRequestWithHeaders<Fabric[]>(`/api/fabrics?${params}`, { signal });
  const total = Number(headers.get('X-Total-Count') ?? data.length);
  return {
    fabrics: data,
    page,
    total,
    totalIsExact: headers.get('X-Total-Count-Exact') !== 'false',
    hasNextPage: linksToNextPage(headers.get('Link')),
  };
}

/** The grid's pages from `firstPage` on; `load` reads one (the API over HTTP, or the server's own services). */
export function catalogQueryOptions(
  filters: CatalogFilters,
  firstPage = 1,
  load: (page: number, signal: AbortSignal) => Promise<CatalogPage> = (page, signal) =>
    listCatalogPage(filters, page, signal),
) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.catalog(filters, firstPage),
    queryFn: ({ pageParam, signal }) => load(pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last: CatalogPage) => (last.hasNextPage ? last.page + 1 : undefined),
  });
}

/** The /products grid: pages of CATALOG_PAGE_SIZE fabrics, loaded one after another as the shopper asks. */
export function useCatalog(filters: CatalogFilters, firstPage = 1) {
  return useInfiniteQuery(catalogQueryOptions(filters, firstPage));
}

/** How many fabrics each facet choice would give under the other filters; `load` as for the grid. */
export function facetsQueryOptions(
  filters: CatalogFilters,
  load: (signal: AbortSignal) => Promise<CountedFacets> = async (signal) => {
    const params = catalogSearchFromFilters({ ...filters, sort: 'newest' });
    const { data, headers } = await apiRequestWithHeaders<CountedFacets['facets']>(`/api/fabrics/facets?${params}`, {
      signal,
    });
    return { facets: data, exact: headers.get('X-Facet-Counts-Exact') !== 'false' };
  },
) {
  return queryOptions({
    queryKey: catalogKeys.facets(filters),
    queryFn: ({ signal }) => load(signal),
    // The counts of the filters before stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}

export function useFacets(filters: CatalogFilters) {
  return useQuery(facetsQueryOptions(filters));
}

/** The newest fabrics, for the home carousel: only as many as it shows. */
export function newArrivalsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: catalogKeys.newArrivals(limit),
    queryFn: ({ signal }) => apiRequest<Fabric[]>(`/api/fabrics?limit=${limit}`, { signal }),
  });
}

/** How many new arrivals the home page shows. */
export const NEW_ARRIVALS_COUNT = 5;

export function useNewArrivals(limit: number) {
  return useQuery(newArrivalsQueryOptions(limit));
}

export function fabricQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Fabric>(`/api/fabrics/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useFabric(id: string) {
  return useQuery(fabricQueryOptions(id));
}
