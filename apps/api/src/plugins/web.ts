import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The app shell: index.html, never cached, so a new build is picked up. */
export const sendAppShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached. Every other
 * non-API GET or HEAD that is not a file is a page: `servePage` answers it when the server renders
 * pages (the not-found page with 404, or the shell for a client-rendered screen); without it, the
 * shell is sent and the client router takes the path.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  servePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
): Promise<void> {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (!built) app.log.warn({ webDist }, 'web app not built; serving the API only (run npm run build)');
  else await serveBuiltFiles(app, webDist);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !path.extname(pathname);
    if (wantsPage && servePage) return servePage(request, reply);
    if (wantsPage && built) return sendAppShell(reply);
    return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'ROUTE_NOT_FOUND' });
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
