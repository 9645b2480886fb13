import { groupIndianDigits } from '@fabric-store/shared/money';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FabricCard } from '../../components/fabric-card';
import { PageHead } from '../../components/page-head';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { useCategoryName } from '../../i18n/fabric-text';
import { errorMessage } from '../../lib/api-client';
import { SaveHeart } from '../wishlist/save-heart';
import {
  type CatalogFilters,
  type CatalogPage,
  catalogFiltersFromSearch,
  catalogPageFromSearch,
  catalogSearchFromFilters,
  isFiltered,
  useCatalog,
  useFacets,
} from './api';
import { useAttributeWords } from './attribute-words';
import { CatalogFacets } from './catalog-facets';
import { CatalogFilterBar, CatalogRefineFields } from './catalog-filter-bar';
import { CatalogFiltersDialog } from './catalog-filters-dialog';
import { LoadMore } from './load-more';

/** '1,234 fabrics', or '1,000+ fabrics' when the API only knows that there are at least that many. */
export function fabricCountLabel(total: number, exact: boolean, t: TFunction<'shop'>): string {
  const number = groupIndianDigits(total);
  return exact ? t('catalog.count', { count: total, number }) : t('catalog.countAtLeast', { number });
}

/** The cards that load first are the ones above the fold on a wide screen; they skip lazy loading. */
const EAGER_CARDS = 4;

/**
 * A card's width in the grid below (two columns, three beside the filters, four), for the browser's
 * choice of photo: a phone then fetches the small width, a quarter of the pixels.
 */
const CATALOG_CARD_SIZES =
  '(min-width: 1280px) calc(14.125rem - 2px), (min-width: 1024px) calc((100vw - 22rem) / 3 - 2px), (min-width: 640px) calc((100vw - 4.5rem) / 2 - 2px), calc((100vw - 2.75rem) / 2 - 2px)';

function CatalogGrid({ pages }: { pages: CatalogPage[] }) {
  const { t } = useTranslation('shop');
  return (
    <ul
      aria-label={t('catalog.fabricsFound')}
      className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3 xl:grid-cols-4"
    >
      {pages.flatMap((page, pageIndex) =>
        page.fabrics.map((fabric, position) => (
          <li key={fabric._id}>
            <FabricCard
              fabric={fabric}
              eager={pageIndex === 0 && position < EAGER_CARDS}
              imageSizes={CATALOG_CARD_SIZES}
              headingLevel="h2"
              action={<SaveHeart fabric={fabric} />}
            />
          </li>
        )),
      )}
    </ul>
  );
}

/** The /products address of one page of the filtered catalog; page 1 leaves the number out. */
export function catalogPath(filters: CatalogFilters, page: number): string {
  const params = catalogSearchFromFilters(filters);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

const linkClass =
  'rounded-full border border-ink/20 bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-sand hover:text-clay-700';

/**
 * Plain links to the pages before and after the ones shown: they work without JavaScript, and they
 * are how search engines reach every fabric through the catalog.
 */
function CatalogPageLinks({ filters, pages }: { filters: CatalogFilters; pages: CatalogPage[] }) {
  const { t } = useTranslation('shop');
  const first = pages[0];
  const last = pages.at(-1);
  if (!first || !last) return null;
  const previous = first.page > 1 ? first.page - 1 : undefined;
  const next = last.hasNextPage ? last.page + 1 : undefined;
  if (previous === undefined && next === undefined) return null;
  return (
    <nav aria-label={t('catalog.pages')} className="mt-8 flex items-center justify-between gap-4">
      {previous === undefined ? (
        <span />
      ) : (
        <Link to={catalogPath(filters, previous)} rel="prev" className={linkClass}>
          {t('catalog.previousPage')}
        </Link>
      )}
      {next === undefined ? null : (
        <Link to={catalogPath(filters, next)} rel="next" className={linkClass}>
          {t('catalog.nextPage')}
        </Link>
      )}
    </nav>
  );
}

/** The page's summary for search engines: what the filters narrow the catalog to, in the reader's words. */
function useCatalogDescription() {
  const { t } = useTranslation('shop');
  const attributeWords = useAttributeWords();
  const categoryName = useCategoryName();
  return (filters: CatalogFilters) => {
    // Lower case inside the sentence: 'blue silk fabrics'.
    const kind = [
      ...[filters.colour, filters.pattern, filters.fibre].filter(Boolean).map(attributeWords),
      ...(filters.category ? [categoryName(filters.category)] : []),
    ]
      .map((word) => word.toLowerCase())
      .join(' ');
    const what = kind ? t('catalog.describedKind', { kind }) : t('catalog.describedAll');
    const matching = filters.q ? t('catalog.describedMatching', { q: filters.q }) : '';
    return t('catalog.description', { what, matching });
  };
}

/** How many filters narrow the catalog besides the search words, for the Filters button. */
function activeFilterCount(filters: CatalogFilters): number {
  const { q: _search, sort: _sort, minWidth, maxWidth, minWeight, maxWeight, ...single } = filters;
  const bands = [minWidth || maxWidth, minWeight || maxWeight];
  return [...Object.values(single), ...bands].filter(Boolean).length;
}

export function FabricsPage() {
  const { t } = useTranslation('shop');
  const catalogDescription = useCatalogDescription();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = catalogFiltersFromSearch(searchParams);
  const firstPage = catalogPageFromSearch(searchParams);
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useCatalog(filters, firstPage);
  const { data: counted } = useFacets(filters);
  // Counts taken over the first matches only would grey out choices that do give fabrics: show none then.
  const facets = counted?.exact ? counted.facets : undefined;

  // Each change is a history entry, so back and forward step through the shopper's searches.
  const changeFilters = useCallback(
    (next: CatalogFilters) => setSearchParams(catalogSearchFromFilters(next)),
    [setSearchParams],
  );

  const shownFirst = data?.pages[0];
  const filtered = isFiltered(filters);
  const facetPath = (next: CatalogFilters) => catalogPath(next, 1);
  const clearAll = filtered ? (
    <Link to="/products" className="mt-3 inline-block px-2 text-sm font-semibold text-clay-700 hover:underline">
      {t('catalog.clearAll')}
    </Link>
  ) : null;
  const title = firstPage > 1 ? t('catalog.titlePaged', { page: firstPage }) : t('catalog.title');
  const failure = t('catalog.error', { message: errorMessage(error, t('catalog.fetchFailed')) });

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageHead title={title} description={catalogDescription(filters)} path={catalogPath(filters, firstPage)} />
      <PageTitle eyebrow={t('catalog.eyebrow')}>{t('catalog.heading')}</PageTitle>
      <CatalogFilterBar
        filters={filters}
        onChange={changeFilters}
        narrowScreenFilters={
          <CatalogFiltersDialog activeCount={activeFilterCount(filters)}>
            <CatalogRefineFields filters={filters} onChange={changeFilters} />
            <CatalogFacets filters={filters} facets={facets} pathFor={facetPath} />
            {clearAll}
          </CatalogFiltersDialog>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
        {/* Beside the grid on a wide screen; behind the Filters button on a narrow one. */}
        <div className="hidden lg:block">
          <CatalogFacets filters={filters} facets={facets} pathFor={facetPath} />
          {clearAll}
        </div>
        <div>
          {isPending ? (
            <Loading />
          ) : !data ? (
            <ErrorMessage>{failure}</ErrorMessage>
          ) : shownFirst === undefined || shownFirst.fabrics.length === 0 ? (
            <div className="py-16 text-center text-muted">
              <p>{t('catalog.noFabrics')}</p>
              {filtered ? <p className="mt-2 text-sm">{t('catalog.tryAnother')}</p> : null}
            </div>
          ) : (
            <>
              <p role="status" className="mb-4 text-sm font-semibold text-muted">
                {fabricCountLabel(shownFirst.total, shownFirst.totalIsExact, t)}
              </p>
              <CatalogGrid pages={data.pages} />
              {error ? <ErrorMessage>{failure}</ErrorMessage> : null}
              {hasNextPage ? <LoadMore onLoadMore={() => fetchNextPage()} loading={isFetchingNextPage} /> : null}
              <CatalogPageLinks filters={filters} pages={data.pages} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
