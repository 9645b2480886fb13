import { describe, expect, it } from 'vitest';
import { catalogFiltersFromSearch, catalogSearchFromFilters, linksToNextPage, NO_ATTRIBUTE_FILTERS } from './api';

describe('catalog filters in the URL query', () => {
  it('reads search, category and sort', () => {
    expect(catalogFiltersFromSearch(new URLSearchParams('q=%20silk%20&category=Silk&sort=price_asc'))).toEqual({
      q: 'silk',
      category: 'silk',
      sort: 'price_asc',
      ...NO_ATTRIBUTE_FILTERS,
    });
  });

  it('falls back to everything, newest first, for missing or unknown values', () => {
    expect(catalogFiltersFromSearch(new URLSearchParams('category=tweed&sort=cheapest'))).toEqual({
      q: '',
      category: '',
      sort: 'newest',
      ...NO_ATTRIBUTE_FILTERS,
    });
  });

  it('reads the price range and attribute filters, dropping values the API would refuse', () => {
    const filters = catalogFiltersFromSearch(
      new URLSearchParams(
        'colour=Blue&fibre=linen&pattern=tartan&minWidth=110&maxWidth=abc&maxWeight=99&minPrice=250.5',
      ),
    );
    expect(filters).toMatchObject({ colour: 'blue', fibre: 'linen', pattern: '', minWidth: '110', maxWidth: '' });
    expect(filters).toMatchObject({ maxWeight: '99', minPrice: '250.5' });
    expect(catalogSearchFromFilters(filters).toString()).toBe(
      'minPrice=250.5&colour=blue&fibre=linen&minWidth=110&maxWeight=99',
    );
  });

  it('writes only what differs from the defaults', () => {
    expect(catalogSearchFromFilters({ q: '', category: '', sort: 'newest', ...NO_ATTRIBUTE_FILTERS }).toString()).toBe(
      '',
    );
    expect(
      catalogSearchFromFilters({ q: 'raw silk', category: 'silk', sort: 'name', ...NO_ATTRIBUTE_FILTERS }).toString(),
    ).toBe('q=raw+silk&category=silk&sort=name');
  });

  it('round-trips', () => {
    const filters = {
      q: 'indigo',
      category: 'denim',
      sort: 'price_desc',
      ...NO_ATTRIBUTE_FILTERS,
      colour: 'blue',
    } as const;
    expect(catalogFiltersFromSearch(catalogSearchFromFilters(filters))).toEqual(filters);
  });
});

describe('linksToNextPage', () => {
  it('finds rel="next" among the links', () => {
    expect(
      linksToNextPage('</api/fabrics?page=1&limit=24>; rel="prev", </api/fabrics?page=3&limit=24>; rel="next"'),
    ).toBe(true);
    expect(linksToNextPage('</api/fabrics?page=1&limit=24>; rel="prev"')).toBe(false);
    expect(linksToNextPage(null)).toBe(false);
  });
});
