import { COLOUR_FAMILIES, type FabricFacets, FIBRES, NO_FABRIC_ATTRIBUTES, PATTERNS } from '@fabric-store/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishWords } from '../../i18n/english-words';
import { renderWithApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CATALOG_PAGE_SIZE } from './api';
import { SEARCH_DEBOUNCE_MS } from './catalog-filter-bar';
import { FabricsPage, fabricCountLabel } from './fabrics-page';

function fabric(index: number) {
  return {
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Fabric ${index}`,
    price: 100 + index,
    description: '',
    image: '',
    stock: 5,
    category: 'silk',
    vendor: { _id: '00000000-0000-4000-8000-000000000000', name: 'Mill' },
    createdAt: '2026-11-01T00:00:00.000Z',
    images: [],
    attributes: NO_FABRIC_ATTRIBUTES,
  };
}

/** Answers the catalog like the API: one page of fabrics with the count and paging headers. */
function stubCatalog({ total, exact = true }: { total: number; exact?: boolean }) {
  return stubApi({
    '/api/fabrics/facets': FACETS,
    '/api/fabrics': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const start = (page - 1) * CATALOG_PAGE_SIZE;
      const count = Math.max(0, Math.min(CATALOG_PAGE_SIZE, total - start));
      const headers = new Headers({ 'X-Total-Count': String(total) });
      if (!exact) headers.set('X-Total-Count-Exact', 'false');
      if (start + count < total) headers.set('Link', `</api/fabrics?page=${page + 1}>; rel="next"`);
      return Response.json(
        Array.from({ length: count }, (_, offset) => fabric(start + offset + 1)),
        { headers },
      );
    },
  });
}

/** The requests for catalog pages (the facet counts aside). */
function catalogRequests(api: ReturnType<typeof stubCatalog>) {
  return api.requests.filter((request) => request.path === '/api/fabrics');
}

function requestedQuery(api: ReturnType<typeof stubCatalog>, call = -1): URLSearchParams {
  return catalogRequests(api).at(call)?.query ?? new URLSearchParams();
}

const choices = (values: readonly string[], count: (index: number) => number) =>
  values.map((value, index) => ({ value, count: count(index) }));

const FACETS: FabricFacets = {
  colour: choices(COLOUR_FAMILIES, (index) => (index === 11 ? 7 : index % 3)),
  fibre: choices(FIBRES, (index) => (index < 4 ? 5 - index : 0)),
  pattern: choices(PATTERNS, () => 2),
  width: choices(['narrow', 'standard', 'wide'], () => 1),
  weight: choices(['light', 'medium', 'heavy'], () => 1),
};

const fabricResults = () => within(screen.getByRole('list', { name: 'Fabrics found' })).getAllByRole('listitem');

function ShownLocation() {
  const { search } = useLocation();
  return <output aria-label="Location">{search}</output>;
}

function renderFabrics(route: string) {
  return renderWithApp(
    <>
      <FabricsPage />
      <ShownLocation />
    </>,
    { route },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const englishShop = englishWords('shop');

describe('fabricCountLabel', () => {
  it('groups digits and says when the count is capped', () => {
    expect(fabricCountLabel(1, true, englishShop)).toBe('1 fabric');
    expect(fabricCountLabel(1234, true, englishShop)).toBe('1,234 fabrics');
    expect(fabricCountLabel(10_000, false, englishShop)).toBe('10,000+ fabrics');
  });
});

describe('FabricsPage', () => {
  it('restores the filters from the URL and asks the API for them', async () => {
    const fetchMock = stubCatalog({ total: 3 });
    renderFabrics('/products?q=silk&category=silk&sort=price_asc');
    expect(screen.getByRole('searchbox', { name: 'Search fabrics' })).toHaveValue('silk');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('silk');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(await screen.findByText('3 fabrics')).toBeInTheDocument();
    const query = requestedQuery(fetchMock);
    expect(Object.fromEntries(query)).toEqual({
      q: 'silk',
      category: 'silk',
      sort: 'price_asc',
      page: '1',
      limit: String(CATALOG_PAGE_SIZE),
    });
  });

  it('writes the category and the sort to the URL', async () => {
    stubCatalog({ total: 3 });
    renderFabrics('/products');
    await screen.findByText('3 fabrics');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'linen');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    expect(screen.getByLabelText('Location')).toHaveTextContent('?category=linen&sort=price_desc');
  });

  it('writes the search to the URL once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubCatalog({ total: 3 });
    renderFabrics('/products');
    await screen.findByText('3 fabrics');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search fabrics' }), 'raw silk');
    expect(screen.getByLabelText('Location')).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(screen.getByLabelText('Location')).toHaveTextContent('?q=raw+silk');
    await waitFor(() => expect(requestedQuery(fetchMock).get('q')).toBe('raw silk'));
    // One request for the empty search and one for the finished word, none for the letters between.
    expect(catalogRequests(fetchMock)).toHaveLength(2);
  });

  it('starts at the page in the address, with links to the pages on either side, filters kept', async () => {
    const fetchMock = stubCatalog({ total: 100 });
    renderFabrics('/products?category=silk&page=2');
    expect(await screen.findByText('Fabric 25')).toBeInTheDocument();
    expect(requestedQuery(fetchMock).get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products?category=silk');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?category=silk&page=3');
  });

  it('shows the capped count and loads the next page with the button', async () => {
    const fetchMock = stubCatalog({ total: 10_000, exact: false });
    renderFabrics('/products');
    expect(await screen.findByText('10,000+ fabrics')).toBeInTheDocument();
    expect(fabricResults()).toHaveLength(CATALOG_PAGE_SIZE);
    // A plain link to the next page too, for browsers without JavaScript and for search engines.
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Load more fabrics' }));
    await waitFor(() => expect(fabricResults()).toHaveLength(CATALOG_PAGE_SIZE * 2));
    expect(requestedQuery(fetchMock).get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?page=3');
  });

  it('says nothing matches, with a hint when filters are set', async () => {
    stubCatalog({ total: 0 });
    renderFabrics('/products?q=tweed');
    expect(await screen.findByText('No fabrics available')).toBeInTheDocument();
    expect(screen.getByText('Try another search, category or filter.')).toBeInTheDocument();
  });

  it('shows each facet choice with its count and links it to the catalog with that filter, keeping the others', async () => {
    const fetchMock = stubCatalog({ total: 3 });
    renderFabrics('/products?category=silk&fibre=silk');
    const colours = await screen.findByRole('region', { name: 'Colour' });
    const blue = await within(colours).findByRole('link', { name: /^Blue\s*7$/ });
    expect(blue).toHaveAttribute('href', '/products?category=silk&colour=blue&fibre=silk');
    // A choice that would show nothing is no link.
    expect(within(colours).queryByRole('link', { name: /^White/ })).toBeNull();
    const silk = within(screen.getByRole('region', { name: 'Fibre' })).getByRole('link', { name: /^Silk/ });
    expect(silk).toHaveAttribute('aria-current', 'true');
    expect(silk).toHaveAttribute('href', '/products?category=silk');
    const wide = within(screen.getByRole('region', { name: 'Width' })).getByRole('link', { name: /^Wide/ });
    expect(wide).toHaveAttribute('href', '/products?category=silk&fibre=silk&minWidth=151');
    const facetRequest = fetchMock.requests.find((request) => request.path === '/api/fabrics/facets');
    expect(Object.fromEntries(facetRequest?.query ?? [])).toEqual({ category: 'silk', fibre: 'silk' });
    await userEvent.click(blue);
    expect(screen.getByLabelText('Location')).toHaveTextContent('?category=silk&colour=blue&fibre=silk');
    await waitFor(() => expect(requestedQuery(fetchMock).get('colour')).toBe('blue'));
  });

  it('shows no counts, and greys out no choice, when the counts were taken over the first matches only', async () => {
    stubApi({
      '/api/fabrics/facets': () => Response.json(FACETS, { headers: { 'X-Facet-Counts-Exact': 'false' } }),
      '/api/fabrics': () =>
        Response.json([fabric(1)], { headers: { 'X-Total-Count': '1000', 'X-Total-Count-Exact': 'false' } }),
    });
    renderFabrics('/products?q=ikat');
    await screen.findByText('Fabric 1');
    const colours = screen.getByRole('region', { name: 'Colour' });
    // White was counted 0 among the first matches; past them it may well give fabrics.
    expect(await within(colours).findByRole('link', { name: 'White' })).toHaveAttribute(
      'href',
      '/products?q=ikat&colour=white',
    );
    expect(within(colours).getByRole('link', { name: 'Blue' })).toBeInTheDocument();
  });

  it('applies a price range typed into the filter bar', async () => {
    const fetchMock = stubCatalog({ total: 3 });
    renderFabrics('/products');
    await screen.findByText('3 fabrics');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price (Rs.)' }), '1500{Enter}');
    expect(screen.getByLabelText('Location')).toHaveTextContent('?maxPrice=1500');
    await waitFor(() => expect(requestedQuery(fetchMock).get('maxPrice')).toBe('1500'));
  });

  it('shows the error message', async () => {
    stubApi({ '*': () => Response.json({ message: 'Search must be at most 100 characters' }, { status: 400 }) });
    renderFabrics('/products');
    expect(await screen.findByText('Error: Search must be at most 100 characters')).toBeInTheDocument();
  });
});
