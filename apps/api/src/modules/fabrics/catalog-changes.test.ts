import { describe, expect, it } from 'vitest';
import { createCatalogCaches } from './catalog-changes';

const answer = (body: string) => async () => ({ body, headers: {} });
const bytes = (text: string) => async () => Buffer.from(text);

describe('catalogChanged', () => {
  it('clears the catalog, rendered pages and photo caches at once', async () => {
    const { catalogCache, pageCache, variantCache, catalogChanged } = createCatalogCaches<{ body: string }>(60_000);
    await catalogCache.get('page 1', answer('old page'));
    await pageCache.get('page /', answer('old home'));
    await variantCache.get('photo.webp', bytes('old photo'));
    expect((await catalogCache.get('page 1', answer('new page'))).body).toBe('old page');
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('old home');
    expect(String(await variantCache.get('photo.webp', bytes('no photo')))).toBe('old photo');

    catalogChanged();
    expect((await catalogCache.get('page 1', answer('new page'))).body).toBe('new page');
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('new home');
    expect(String(await variantCache.get('photo.webp', bytes('no photo')))).toBe('no photo');
  });
});
