import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateStorefrontRenderer, StorefrontRenderer } from '@fabric-store/shared/server-render';
import { createServer } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/**
 * The storefront's own server entry, loaded through Vite from source, so that tests of the
 * server-rendered pages need no build (the server imports the built one). `close` stops Vite.
 */
export async function loadSourceRenderer(): Promise<{ renderer: StorefrontRenderer; close: () => Promise<void> }> {
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
    createStorefrontRenderer: CreateStorefrontRenderer;
  };
  const renderer = entry.createStorefrontRenderer(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
  return { renderer, close: () => vite.close() };
}
