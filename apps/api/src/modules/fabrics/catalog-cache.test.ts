import { describe, expect, it, vi } from 'vitest';
import type { ReadyAnswer } from '../../plugins/compression';
import { CatalogCache } from './catalog-cache';

const page = (body: string): ReadyAnswer => ({ body, headers: { 'x-total-count': '1' } });

describe('CatalogCache', () => {
  it('builds a page once while it is fresh, even for concurrent requests', async () => {
    const cache = new CatalogCache<ReadyAnswer>(60_000);
    const build = vi.fn(async () => page('[1]'));
    const answers = await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(answers.map((answer) => answer.body)).toEqual(['[1]', '[1]', '[1]']);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds again after it expires, after clear(), and always when switched off', async () => {
    vi.useFakeTimers();
    try {
      const cache = new CatalogCache<ReadyAnswer>(1000);
      const build = vi.fn(async () => page('[]'));
      await cache.get('k', build);
      vi.advanceTimersByTime(1001);
      await cache.get('k', build);
      cache.clear();
      await cache.get('k', build);
      expect(build).toHaveBeenCalledTimes(3);

      const off = new CatalogCache<ReadyAnswer>(0);
      await off.get('k', build);
      await off.get('k', build);
      expect(build).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps no entry past the next sale boundary, however long its lifetime', async () => {
    vi.useFakeTimers();
    try {
      const boundary = Date.now() + 500;
      const cache = new CatalogCache<ReadyAnswer>(60_000, 500, async () => boundary);
      const build = vi.fn(async () => page('[]'));
      await cache.get('k', build);
      vi.advanceTimersByTime(499);
      await cache.get('k', build);
      expect(build).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      await cache.get('k', build);
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets a failed build so the next request tries again', async () => {
    const cache = new CatalogCache<ReadyAnswer>(60_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.get('k', async () => page('[2]'))).body).toBe('[2]');
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = new CatalogCache<ReadyAnswer>(60_000, 2);
    const build = vi.fn(async () => page('[]'));
    await cache.get('a', build);
    await cache.get('b', build);
    await cache.get('c', build);
    await cache.get('a', build);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
