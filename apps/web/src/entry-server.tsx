import { Writable } from 'node:stream';
import type { Fabric } from '@fabric-store/shared';
import { DEFAULT_LANGUAGE, type Language } from '@fabric-store/shared/languages';
import type {
  CreateStorefrontRenderer,
  PageAnswer,
  StorefrontCatalogPage,
  StorefrontData,
} from '@fabric-store/shared/server-render';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { PAGE_BOOTSTRAP_ELEMENT_ID, type PageBootstrap, type PageWords } from './app/page-bootstrap';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes, type StorefrontRouteHandle, serverRenderedPaths } from './app/router';
import { partsLoadingWithPage, wordsOfPartsLoadingWithPage } from './components/deferred-part';
import {
  CATALOG_PAGE_SIZE,
  type CatalogFilters,
  type CatalogPage,
  catalogFiltersFromSearch,
  catalogKeys,
  catalogPageFromSearch,
  catalogQueryOptions,
  FABRIC_NOT_FOUND,
  facetsQueryOptions,
  NEW_ARRIVALS_COUNT,
  NO_ATTRIBUTE_FILTERS,
  newArrivalsQueryOptions,
} from './features/catalog/api';
import { reviewsQueryOptions } from './features/reviews/api';
import { loadCatalogue } from './i18n/catalogue';
import { createI18n } from './i18n/create-i18n';
import { FIRST_PAINT_NAMESPACES } from './i18n/english';
import { namespacesOf } from './i18n/loaded-namespace';
import type { OnDemandNamespace } from './i18n/on-demand-catalogues';
import { scriptJson } from './lib/script-json';

/** What the server's loaders read: this request's query cache and the API's catalog services. */
interface PageContext {
  queryClient: QueryClient;
  storefront: StorefrontData;
}

const pageContext = ({ context }: LoaderFunctionArgs) => context as unknown as PageContext;

function toCatalogPage(page: number, listed: StorefrontCatalogPage): CatalogPage {
  return {
    fabrics: listed.fabrics,
    page,
    total: listed.total,
    totalIsExact: listed.exact,
    hasNextPage: listed.hasNextPage,
  };
}

const listPage = (storefront: StorefrontData, filters: CatalogFilters, page: number, limit: number) =>
  storefront.listFabrics({ ...filters, page, limit });

/**
 * The public pages' data, read in-process and put in the query cache under the keys the screens
 * read, so that the page renders complete and the browser, given the cache, fetches nothing.
 */
const routes = createRoutes({
  home: async (args) => {
    const { queryClient, storefront } = pageContext(args);
    await queryClient.fetchQuery({
      ...newArrivalsQueryOptions(NEW_ARRIVALS_COUNT),
      queryFn: async () =>
        (
          await listPage(
            storefront,
            { q: '', category: '', sort: 'newest', ...NO_ATTRIBUTE_FILTERS },
            1,
            NEW_ARRIVALS_COUNT,
          )
        ).fabrics,
    });
    return null;
  },
  products: async (args) => {
    const { queryClient, storefront } = pageContext(args);
    const search = new URL(args.request.url).searchParams;
    const filters = catalogFiltersFromSearch(search);
    await Promise.all([
      queryClient.fetchInfiniteQuery(
        catalogQueryOptions(filters, catalogPageFromSearch(search), async (page) =>
          toCatalogPage(page, await listPage(storefront, filters, page, CATALOG_PAGE_SIZE)),
        ),
      ),
      queryClient.fetchQuery(
        facetsQueryOptions(filters, () => storefront.countFacets({ ...filters, page: 1, limit: CATALOG_PAGE_SIZE })),
      ),
    ]);
    return null;
  },
  product: async (args) => {
    const { queryClient, storefront } = pageContext(args);
    const id = args.params.id ?? '';
    const fabric: Fabric | null = await storefront.findFabric(id);
    if (!fabric) throw data(FABRIC_NOT_FOUND, { status: 404, statusText: 'Not Found' });
    queryClient.setQueryData(catalogKeys.detail(id), fabric);
    await queryClient.fetchQuery(reviewsQueryOptions(id, 'newest', 1, () => storefront.listReviews(id)));
    return null;
  },
});

const handler = createStaticHandler(routes);

/**
 * The words a page was rendered with, for its data block: the first paint's catalogue and those of the
 * route's namespaces, in the page's language (the instance's store may hold more, loaded for other pages).
 */
function wordsOfPage(i18n: i18n, language: Language, namespaces: OnDemandNamespace[]): PageWords {
  return Object.fromEntries(
    [...FIRST_PAINT_NAMESPACES, ...namespaces].map((namespace) => [
      namespace,
      i18n.getResourceBundle(language, namespace),
    ]),
  ) as PageWords;
}

/** React Router's hydration data, in the form its createBrowserRouter reads back. */
function routerHydrationData(context: StaticHandlerContext) {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([routeId, error]) => [
          routeId,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
        ]),
      )
    : null;
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}

/**
 * The built index.html's <head> without its title and description: the stylesheet, the entry
 * script and its preloads, charset, viewport and icon. Each page adds its own title and tags.
 */
function sharedHead(template: string): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(template)?.[1];
  if (head === undefined) throw new Error('The built index.html has no <head>');
  return head
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .trim();
}

/** Renders the whole document with React's streaming renderer, once everything in it is ready. */
function renderDocument(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(app, {
      // Search engines and link previews read the page once; it is sent when all of it is ready.
      // In one piece: past this many bytes React would send a Suspense boundary's content apart,
      // with an inline script to put it in place, which the Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => (failure === undefined ? stream.pipe(sink) : reject(failure)),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}

export const createStorefrontRenderer: CreateStorefrontRenderer = (template) => {
  const head = sharedHead(template);

  return {
    paths: serverRenderedPaths(routes),
    async renderPage(request, storefront): Promise<PageAnswer> {
      const language = request.language ?? DEFAULT_LANGUAGE;
      const catalogue = await loadCatalogue(language);
      const queryClient = createQueryClient();
      const requestContext: PageContext = { queryClient, storefront };
      const context = await handler.query(new Request(new URL(request.url, request.origin)), {
        requestContext: requestContext as never,
      });
      if (context instanceof Response) return { kind: 'client' };

      const handle = context.matches.at(-1)?.route.handle as StorefrontRouteHandle | undefined;
      if (!handle?.serverRendered) return { kind: 'client' };
      const status = context.statusCode !== 200 ? context.statusCode : (handle.status ?? 200);

      // A part that suspended while rendering would be sent as a later chunk with an inline script to
      // put it in place, which the Content-Security-Policy refuses: its code is in before the render.
      await partsLoadingWithPage();
      const i18n = createI18n(language, catalogue);
      const namespaces = namespacesOf(context.matches);
      // The parts' words render with them, but are not the page's: the browser loads them with each part.
      await i18n.loadNamespaces([...namespaces, ...wordsOfPartsLoadingWithPage()]);
      const bootstrap: PageBootstrap = {
        origin: request.origin,
        queries: dehydrate(queryClient),
        router: routerHydrationData(context),
        ...(language !== DEFAULT_LANGUAGE && { language, catalogue: wordsOfPage(i18n, language, namespaces) }),
      };
      // A data block, not a script: the Content-Security-Policy allows no inline script, and needs none.
      const bootstrapData = `<script type="application/json" id="${PAGE_BOOTSTRAP_ELEMENT_ID}">${scriptJson(bootstrap)}</script>`;
      const router = createStaticRouter(handler.dataRoutes, context);

      // Each element has one child down to the app, as in the browser, where the app is the root's
      // only child: React numbers useId by the position in the tree, and both sides must agree.
      const html = await renderDocument(
        <html lang={language}>
          <body>
            <div id="root">
              <StrictMode>
                <AppProviders queryClient={queryClient} siteOrigin={request.origin} i18n={i18n}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </StrictMode>
            </div>
          </body>
        </html>,
      );
      // Replaced by functions: a string replacement would read `$'`, `$&` and the like in a fabric's name.
      return {
        kind: 'rendered',
        status,
        html: html
          .replace('<head>', () => `<head>${head}`)
          .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${bootstrapData}</body>`),
      };
    },
  };
};
