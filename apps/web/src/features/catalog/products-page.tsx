import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FabricCard } from '../../components/fabric-card';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import {
  type CatalogFilters,
  type CatalogPage,
  catalogFiltersFromSearch,
  catalogSearchFromFilters,
  useCatalog,
} from './api';
import { CatalogFilterBar } from './catalog-filter-bar';
import { LoadMore } from './load-more';

const countFormat = new Intl.NumberFormat('en-IN');

/** '1,234 fabrics', or '1,000+ fabrics' when the API only knows that there are at least that many. */
export function fabricCountLabel(total: number, exact: boolean): string {
  const noun = total === 1 && exact ? 'fabric' : 'fabrics';
  return `${countFormat.format(total)}${exact ? '' : '+'} ${noun}`;
}

/** The cards that load first are the ones above the fold on a wide screen; they skip lazy loading. */
const EAGER_CARDS = 4;

function CatalogGrid({ pages }: { pages: CatalogPage[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {pages.flatMap((page, pageIndex) =>
        page.fabrics.map((fabric, position) => (
          <li key={fabric._id}>
            <FabricCard fabric={fabric} eager={pageIndex === 0 && position < EAGER_CARDS} headingLevel="h2" />
          </li>
        )),
      )}
    </ul>
  );
}

export function ProductsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = catalogFiltersFromSearch(searchParams);
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useCatalog(filters);

  // Each change is a history entry, so back and forward step through the shopper's searches.
  const changeFilters = useCallback(
    (next: CatalogFilters) => setSearchParams(catalogSearchFromFilters(next)),
    [setSearchParams],
  );

  const firstPage = data?.pages[0];
  const filtered = Boolean(filters.q || filters.category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <title>All Products · Fabric-Store</title>
      <PageTitle eyebrow="The collection">All Products</PageTitle>
      <CatalogFilterBar filters={filters} onChange={changeFilters} />
      {isPending ? (
        <Loading />
      ) : !data ? (
        <ErrorMessage>Error: {errorMessage(error, 'Failed to fetch products.')}</ErrorMessage>
      ) : firstPage === undefined || firstPage.fabrics.length === 0 ? (
        <div className="py-16 text-center text-muted">
          <p>No fabrics available</p>
          {filtered ? <p className="mt-2 text-sm">Try another search or category.</p> : null}
        </div>
      ) : (
        <>
          <p role="status" className="mb-4 text-sm font-semibold text-muted">
            {fabricCountLabel(firstPage.total, firstPage.totalIsExact)}
          </p>
          <CatalogGrid pages={data.pages} />
          {error ? <ErrorMessage>Error: {errorMessage(error, 'Failed to fetch products.')}</ErrorMessage> : null}
          {hasNextPage ? <LoadMore onLoadMore={() => fetchNextPage()} loading={isFetchingNextPage} /> : null}
        </>
      )}
    </div>
  );
}
