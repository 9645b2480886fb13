import { chooseLanguage } from '@fabric-store/shared/languages';
import { hydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { readPageBootstrap } from './app/page-bootstrap';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { loadEveryDeferredPart, wordsOfPartsLoadingWithPage } from './components/deferred-part';
import { loadCatalogue } from './i18n/catalogue';
import { createI18n } from './i18n/create-i18n';
import { namespacesOf } from './i18n/loaded-namespace';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * A server-rendered page is hydrated with the screen's code and words already loaded: a lazy route
 * still loading would make the router show its fallback, and a namespace still loading the loading
 * line, instead of the HTML the server sent. A Hindi page's data carries its words; an English one
 * fetches its first-paint catalogue and its route's namespaces beside the screen's code.
 */
async function loadScreensOf(routes: RouteObject[], words: Promise<I18n>): Promise<I18n> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const [loaded] = await Promise.all([
    words.then(async (instance) => {
      await instance.loadNamespaces(
        namespacesOf(matches).filter((namespace) => !instance.hasLoadedNamespace(namespace)),
      );
      return instance;
    }),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  ]);
  // The words of the parts that came with the page (a signed-in visitor's), fetched beside their code.
  await loaded.loadNamespaces(wordsOfPartsLoadingWithPage());
  return loaded;
}

/**
 * The first navigation (or change of address) loads the code of every part of the page still waiting
 * for it (components/deferred-part.tsx): React would hold the navigation until they could take it.
 */
function withPartsLoadedOnNavigation(router: DataRouter): DataRouter {
  const startedAt = router.state.location.key;
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === startedAt) return;
    stopWatching();
    loadEveryDeferredPart();
  });
  return router;
}

const bootstrap = readPageBootstrap();
const queryClient = createQueryClient();
const routes = createRoutes();

// A rendered page names its language (English when it names none), and carries its words unless it
// is English (the browser fetches those beside the screen's code); the app shell follows the
// visitor's cookie, else the browser's languages, as the server would.
const language = bootstrap
  ? (bootstrap.language ?? 'en')
  : chooseLanguage({
      param: new URLSearchParams(window.location.search).get('lang'),
      cookieHeader: document.cookie,
      acceptLanguage: navigator.languages,
    });
const words = Promise.resolve(bootstrap?.catalogue ?? loadCatalogue(language)).then((catalogue) =>
  createI18n(language, catalogue),
);
document.documentElement.lang = language;

const app = (router: DataRouter, i18n: I18n) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} siteOrigin={bootstrap?.origin ?? window.location.origin} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (bootstrap) {
  // The screens read what the server rendered them from, so hydration fetches nothing.
  hydrate(queryClient, bootstrap.queries);
  // createBrowserRouter reads the server's route state from here, errors included.
  window.__staticRouterHydrationData = bootstrap.router;
  void loadScreensOf(routes, words).then((i18n) => {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page (one long task, total blocking time). A button tapped before
    // the app has taken over is kept by boot.ts, and acted on once it has (app/early-tap.tsx).
    startTransition(() => {
      hydrateRoot(root, app(withPartsLoadedOnNavigation(createBrowserRouter(routes)), i18n));
    });
  });
} else {
  createRoot(root).render(app(withPartsLoadedOnNavigation(createBrowserRouter(routes)), await words));
}
