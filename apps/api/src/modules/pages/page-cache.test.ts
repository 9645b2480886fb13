import { describe, expect, it } from 'vitest';
import type { CatalogChangeChannel } from '../fabrics/catalog-cache';
import { createCatalogAndPageCaches } from './page-cache';

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

describe('the rendered pages cache', () => {
  it('is cleared with the catalog cache, here at once and by the other workers, and announces nothing itself', async () => {
    const cluster = fakeCluster();
    const { catalogCache, pageCache } = createCatalogAndPageCaches(60_000, cluster.channel);
    await pageCache.get('page /', answer('old home'));
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('old home');

    catalogCache.clear();
    expect(cluster.announced()).toBe(1);
    expect((await pageCache.get('page /', answer('new home'))).body).toBe('new home');

    cluster.otherWorkerWrote();
    expect((await pageCache.get('page /', answer('newer home'))).body).toBe('newer home');
    expect(cluster.announced()).toBe(1);
  });

  it('works in a single process with no cluster', async () => {
    const { catalogCache, pageCache } = createCatalogAndPageCaches(60_000);
    await pageCache.get('page /about', answer('old'));
    catalogCache.clear();
    expect((await pageCache.get('page /about', answer('new'))).body).toBe('new');
  });
});
