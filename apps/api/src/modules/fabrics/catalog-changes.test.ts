import { describe, expect, it } from 'vitest';
import type { CatalogChangeChannel } from './catalog-cache';
import { createCatalogCaches } from './catalog-changes';

/** A cluster channel as one worker sees it: what it announced, and a way to deliver another worker's change. */
function fakeCluster() {
  const listeners: (() => void)[] = [];
  let announced = 0;
  const channel: CatalogChangeChannel = {
    announce: () => {
      announced += 1;
    },
    onChange: (listener) => listeners.push(listener),
  };
  const otherWorkerWrote = () => {
    for (const listener of listeners) listener();
  };
  return { channel, announced: () => announced, otherWorkerWrote };
}

const answer = (body: string) => async () => ({ body, headers: {} });
const bytes = (text: string) => async () => Buffer.from(text);

describe('catalogChanged', () => {
  it('clears the catalog, rendered pages and photo caches here at once, and announces the change once', async () => {
    const cluster = fakeCluster();
    const { catalogCache, pageCache, variantCache, catalogChanged } = createCatalogCaches(60_000, cluster.channel);
    await catalogCache.get('page 1', answer('old page'));
    await pageCache.get('page /', answer('old home'));
    await variantCache.get('photo.webp', bytes('old photo'));
    expect((await catalogCache.get('page 1', answer('new page'))).body).toBe('old page');
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('old home');
    expect(String(await variantCache.get('photo.webp', bytes('no photo')))).toBe('old photo');

    catalogChanged();
    expect(cluster.announced()).toBe(1);
    expect((await catalogCache.get('page 1', answer('new page'))).body).toBe('new page');
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('new home');
    expect(String(await variantCache.get('photo.webp', bytes('no photo')))).toBe('no photo');
  });

  it("clears every cache on another worker's change, and announces nothing itself", async () => {
    const cluster = fakeCluster();
    const { catalogCache, pageCache, variantCache } = createCatalogCaches(60_000, cluster.channel);
    await catalogCache.get('page 1', answer('old page'));
    await pageCache.get('page /', answer('old home'));
    await variantCache.get('photo.webp', bytes('old photo'));

    cluster.otherWorkerWrote();
    expect((await catalogCache.get('page 1', answer('newer page'))).body).toBe('newer page');
    expect((await pageCache.get('page /', answer('newer home'))).body).toBe('newer home');
    expect(String(await variantCache.get('photo.webp', bytes('newer photo')))).toBe('newer photo');
    expect(cluster.announced()).toBe(0);
  });

  it('works in a single process with no cluster', async () => {
    const { pageCache, catalogChanged } = createCatalogCaches(60_000);
    await pageCache.get('page /about', answer('old'));
    catalogChanged();
    expect((await pageCache.get('page /about', answer('new'))).body).toBe('new');
  });
});
