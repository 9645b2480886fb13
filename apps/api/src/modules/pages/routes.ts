import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/errors';
import type { Database } from '../../db/client';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { PageServer } from './page-server';
import { siteOrigin } from './page-server';
import { fabricSitemap, fabricSitemapCount, fabricSitemapPath, pagesSitemap, robotsTxt, sitemapIndex } from './sitemap';

const SitemapParamsSchema = z.object({ file: z.string().max(60) });
const FABRIC_SITEMAP_FILE = /^fabrics-(\d{1,6})-of-(\d{1,6})\.xml$/;

/** A HEAD answers with the headers a GET would have, and reads nothing from the database for a body. */
function sendXml(request: FastifyRequest, reply: FastifyReply, body: () => AsyncGenerator<string>) {
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
  return request.method === 'HEAD' ? reply.send() : reply.send(Readable.from(body()));
}

export function registerPageRoutes(
  app: FastifyInstance,
  db: Database,
  options: { publicUrl: string | undefined; pages: PageServer | undefined },
): void {
  const { pages, publicUrl } = options;
  // The storefront's route table names the pages the server renders; other screens get the app shell.
  if (pages) for (const url of pages.paths) app.get(url, (request, reply) => pages.serve(request, reply));
  // The sitemap lists those of them that take no parameter (home, the catalog, About Us).
  const fixedPages = (pages?.paths ?? []).filter((url) => !url.includes(':'));

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(request, publicUrl))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const files = await fabricSitemapCount(db);
    return sendXml(request, reply, () => sitemapIndex(siteOrigin(request, publicUrl), files));
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/sitemaps/:file', { schema: { params: SitemapParamsSchema } }, async (request, reply) => {
      const origin = siteOrigin(request, publicUrl);
      if (request.params.file === 'pages.xml') return sendXml(request, reply, () => pagesSitemap(origin, fixedPages));
      const match = FABRIC_SITEMAP_FILE.exec(request.params.file);
      const file = Number(match?.[1]) - 1;
      const files = Number(match?.[2]);
      // Only the names an index can have listed: the file numbers are what split the id space.
      if (
        !match ||
        file < 0 ||
        file >= files ||
        fabricSitemapPath(file, files) !== `/sitemaps/${request.params.file}`
      ) {
        throw notFound('SITEMAP_NOT_FOUND', 'No such sitemap.');
      }
      return sendXml(request, reply, () => fabricSitemap(db, origin, file, files));
    });
}
