import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * every non-API GET that is not a file answered with index.html so the client router can take it.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (!built) app.log.warn({ webDist }, 'web app not built; serving the API only (run npm run build)');
  else await serveBuiltFiles(app, webDist);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = built && request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    if (!wantsPage) return reply.status(404).send({ message: `No route for ${request.method} ${pathname}` });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}

async function serveBuiltFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own Cache-Control would overwrite it.
    cacheControl: false,
    // The build writes .br and .gz beside each asset at the strongest settings (apps/web/scripts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
