import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Fabric } from '@fabric-store/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFabric, createTestApp, signUp, type TestContext, type TestUser } from '../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
beforeAll(async () => {
  // Kept for a minute, so only a write through the app can change what a kept page shows.
  ctx = await createTestApp({ catalogCacheMs: 60_000 });
  vendor = await signUp(ctx.app, 'vendor');
});
afterAll(async () => {
  await ctx.close();
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

/** The body as the browser reads it, after undoing the encoding the answer names. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

describe('a kept catalog answer, compressed as the browser accepts it', () => {
  it('sends the same JSON in Brotli, gzip or as it is, as the Accept-Encoding header prefers', async () => {
    for (const name of ['Kept Silk A', 'Kept Silk B', 'Kept Silk C', 'Kept Silk D'])
      await addFabric(ctx.app, vendor, { name, category: 'silk', description: 'Woven in Kanchipuram. '.repeat(10) });
    const url = '/api/fabrics?category=silk';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.json<Fabric[]>()).toHaveLength(4);

    const asked = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
    ] as const;
    for (const [acceptEncoding, encoding] of asked) {
      const response = await get(url, acceptEncoding);
      expect({ acceptEncoding, encoding: response.headers['content-encoding'] }).toEqual({ acceptEncoding, encoding });
      if (encoding) {
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(plain.body.length / 2);
      }
      expect(response.headers['x-total-count']).toBe('4');
      expect(decoded(response)).toBe(plain.body);
    }
  });

  it('shows a vendor’s change in the compressed page at once', async () => {
    const fabric = await addFabric(ctx.app, vendor, {
      name: 'Renamed Linen',
      category: 'linen',
      description: 'x'.repeat(1200),
    });
    const names = async () =>
      JSON.parse(decoded(await get('/api/fabrics?category=linen', 'br'))).map((f: Fabric) => f.name);
    expect(await names()).toEqual(['Renamed Linen']);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { name: 'Linen, renamed' },
    });
    expect(updated.statusCode).toBe(200);
    expect(await names()).toEqual(['Linen, renamed']);
  });

  it('compresses a page built for one request (a price filter) as it goes out', async () => {
    const url = '/api/fabrics?category=silk&minPrice=1';
    const plain = await get(url);
    const response = await get(url, 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe(plain.body);
    expect(plain.json<Fabric[]>()).toHaveLength(4);
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const response = await get('/api/fabrics?category=wool', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual([]);
  });
});
