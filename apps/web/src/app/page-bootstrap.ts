import type { Language } from '@fabric-store/shared/languages';
import type { DehydratedState } from '@tanstack/react-query';
import type { Catalogue } from '../i18n/english';
import type { OnDemandCatalogue } from '../i18n/on-demand-catalogues';

/** The words of a page: the first paint's catalogue, and the on-demand namespaces its route speaks. */
export type PageWords = Catalogue & Partial<OnDemandCatalogue>;

/**
 * What a server-rendered page hands the browser besides its HTML, as JSON in a data block: the
 * query cache its screens were rendered from (so hydration fetches nothing), React Router's state
 * (an error such as a missing fabric's 404), the store's origin, and the page's language with its
 * words when that is not English (so the app's first render is in it, with nothing to fetch).
 */
export interface PageBootstrap {
  origin: string;
  language?: Language;
  catalogue?: PageWords;
  queries: DehydratedState;
  /** In the form React Router's createBrowserRouter reads from `window.__staticRouterHydrationData`. */
  router: unknown;
}

export const PAGE_BOOTSTRAP_ELEMENT_ID = 'page-data';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
    /** Set by boot.ts: hands over, once and in order, the buttons tapped and forms sent before the app took over. */
    __takeEarlyTaps?: () => HTMLElement[];
    /** Set by boot.ts: the text fields in which Enter was pressed before the app took over. */
    __enteredEarly?: WeakSet<HTMLInputElement>;
  }
}

/** The data the server put in the page, or undefined for the app shell (a client-rendered screen). */
export function readPageBootstrap(): PageBootstrap | undefined {
  const element = document.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageBootstrap) : undefined;
}
