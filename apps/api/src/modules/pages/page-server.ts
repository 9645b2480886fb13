import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chooseLanguage, LANGUAGE_PARAM, type Language } from '@fabric-store/shared/languages';
import type {
  CreateStorefrontRenderer,
  PageAnswer,
  StorefrontData,
  StorefrontRenderer,
} from '@fabric-store/shared/server-render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ReadyAnswer, sendBuiltAnswer, sendKeptAnswer } from '../../plugins/compression';
import type { CatalogCache } from '../fabrics/catalog-cache';

/** The store's absolute origin: PUBLIC_URL when set, else the address this request was made to. */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Loads the storefront's server entry (`vite build --ssr`, apps/web/dist-server) beside the built
 * web app; none when the web app has not been built, and the API then serves no pages.
 */
export async function loadStorefrontRenderer(webDist: string): Promise<StorefrontRenderer | undefined> {
  const template = path.join(webDist, 'index.html');
  const entry = path.resolve(webDist, '../dist-server/entry-server.js');
  if (!existsSync(template) || !existsSync(entry)) return undefined;
  const { createStorefrontRenderer } = (await import(pathToFileURL(entry).href)) as {
    createStorefrontRenderer: CreateStorefrontRenderer;
  };
  return createStorefrontRenderer(readFileSync(template, 'utf8'));
}

/** A page that is not a 200 is not kept: the cache keeps only what it could serve to anyone asking. */
class UncachedAnswer {
  constructor(readonly answer: PageAnswer) {}
}

/** What a page request is answered with: a rendered page with its status (and whether it is kept), or the app shell. */
type PageReply = { kind: 'rendered'; status: number; page: ReadyAnswer; kept: boolean } | { kind: 'client' };

/** A page's language follows the visitor's cookie and, on a first visit, the browser's languages. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
  vary: 'cookie, accept-language',
};

/** The page's language: its `?lang=`, else the visitor's cookie, else the browser's Accept-Language. */
function pageLanguage(request: FastifyRequest): Language {
  return chooseLanguage({
    param: new URL(request.url, 'http://page.invalid').searchParams.get(LANGUAGE_PARAM),
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** The /products query parameters the page reads, in one order, so that equal pages share a cache entry. */
const PRODUCTS_PAGE_PARAMS = ['category', 'page', 'q', 'sort', 'onSale'] as const;

/**
 * /products parameters whose pages are rendered every time, as the API builds their answers every
 * time: searches, price ranges and the attribute filters come in endless combinations, each asked
 * for rarely: kept, they would push out the pages every visitor asks for.
 */
const UNCACHED_PRODUCTS_PARAMS = [
  'q',
  'minPrice',
  'maxPrice',
  'colour',
  'fibre',
  'pattern',
  'minWidth',
  'maxWidth',
  'minWeight',
  'maxWeight',
] as const;

/** The server-rendered pages that take no parameter: home, About Us and the footer's help pages. */
const FIXED_PAGES = new Set(['/', '/about', '/shipping', '/returns', '/contact', '/sell']);

/**
 * The key a page is kept under in the catalog cache, or undefined when it must be rendered every
 * time. Every server-rendered page shows what any visitor sees (the session lives in the browser),
 * so none holds anything user-specific; searched catalog pages are left out like the API's, and so
 * are paths the cache could be flooded with.
 */
function pageCacheKey(origin: string, url: string, language: Language): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  if (FIXED_PAGES.has(pathname) || /^\/product\/[0-9a-f-]{36}$/i.test(pathname)) {
    return `page ${language} ${origin}${pathname}`;
  }
  if (pathname === '/products' && !UNCACHED_PRODUCTS_PARAMS.some((name) => searchParams.get(name))) {
    const kept = new URLSearchParams();
    for (const name of PRODUCTS_PAGE_PARAMS) {
      const value = searchParams.get(name);
      if (value) kept.set(name, value);
    }
    return `page ${language} ${origin}/products?${kept}`;
  }
  return undefined;
}

export interface PageServer {
  /** The pages it renders, as route patterns, from the storefront's route table. */
  paths: readonly string[];
  /** Answers a page request: the rendered page, or the app shell for a screen the browser renders. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/**
 * Renders the public pages in this process with the storefront's server entry, keeping them as
 * HTML in `pageCache`, which follows the catalog cache's rule (catalog-changes.ts).
 */
export function createPageServer(
  renderer: StorefrontRenderer,
  storefront: StorefrontData,
  pageCache: CatalogCache<ReadyAnswer>,
  options: { publicUrl: string | undefined; sendShell: (reply: FastifyReply) => FastifyReply },
): PageServer {
  const render = async (origin: string, url: string, language: Language): Promise<ReadyAnswer> => {
    const answer = await renderer.renderPage({ url, origin, language }, storefront);
    if (answer.kind !== 'rendered' || answer.status !== 200) throw new UncachedAnswer(answer);
    return { body: answer.html, headers: HTML_HEADERS };
  };

  const answerFor = async (origin: string, url: string, language: Language): Promise<PageReply> => {
    const key = pageCacheKey(origin, url, language);
    const renderIt = () => render(origin, url, language);
    try {
      if (key === undefined) return { kind: 'rendered', status: 200, page: await renderIt(), kept: false };
      return { kind: 'rendered', status: 200, page: await pageCache.get(key, renderIt), kept: true };
    } catch (error) {
      if (!(error instanceof UncachedAnswer)) throw error;
      const { answer } = error;
      return answer.kind === 'client'
        ? answer
        : { kind: 'rendered', status: answer.status, page: { body: answer.html, headers: HTML_HEADERS }, kept: false };
    }
  };

  return {
    paths: renderer.paths,
    async serve(request, reply) {
      const answer = await answerFor(siteOrigin(request, options.publicUrl), request.url, pageLanguage(request));
      if (answer.kind === 'client') return options.sendShell(reply);
      reply.status(answer.status);
      // Fastify leaves out the body of a HEAD on a route of its own, but not in the not-found handler.
      if (request.method === 'HEAD') return reply.headers(HTML_HEADERS).send();
      return answer.kept ? sendKeptAnswer(request, reply, answer.page) : sendBuiltAnswer(reply, answer.page);
    },
  };
}
