import { describe, expect, it } from 'vitest';
import { catalogFiltersFromSearch, catalogSearchFromFilters, linksToNextPage } from './api';

describe('catalog filters in the URL query', () => {
  it('reads search, category and sort', () => {
    expect(catalogFiltersFromSearch(new URLSearchParams('q=%20silk%20&category=Silk&sort=price_asc'))).toEqual({
      q: 'silk',
      category: 'silk',
      sort: 'price_asc',
    });
  });

  it('falls back to everything, newest first, for missing or unknown values', () => {
    expect(catalogFiltersFromSearch(new URLSearchParams('category=tweed&sort=cheapest'))).toEqual({
      q: '',
      category: '',
      sort: 'newest',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(catalogSearchFromFilters({ q: '', category: '', sort: 'newest' }).toString()).toBe('');
    expect(catalogSearchFromFilters({ q: 'raw silk', category: 'silk', sort: 'name' }).toString()).toBe(
      'q=raw+silk&category=silk&sort=name',
    );
  });

  it('round-trips', () => {
    const filters = { q: 'indigo', category: 'denim', sort: 'price_desc' } as const;
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
