import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-dist-'));
const script = `console.log(${JSON.stringify('fabric '.repeat(400))});`;

let ctx: TestContext;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Fabric-Store</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js'), script);
  // Marked, so the test can tell the build's copy from one compressed on the fly.
  writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js.br'), brotliCompressSync(`${script}// precompressed`));
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('caches hashed assets for a year and compresses them for browsers that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the Brotli copy the build wrote, instead of compressing again', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${script}// precompressed`);
  });

  it('answers every page route with index.html, never cached, so a new build is picked up', async () => {
    for (const url of ['/', '/products?q=silk', '/vendor/orders', '/no/such/page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('keeps JSON 404s for unknown API routes and missing files', async () => {
    for (const url of ['/api/nope', '/assets/missing.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/^No route for GET/);
    }
  });

  it('compresses large API answers too', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/fabrics',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
  });
});
