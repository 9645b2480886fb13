import { useTranslation } from 'react-i18next';
import { Outlet, type RouteObject } from 'react-router';
import { Loading } from '../components/page-state';
import type { OnDemandNamespace } from './on-demand-catalogues';

/**
 * A layout route around screens that speak an on-demand namespace: they render once it is loaded in
 * the reader's language, so none shows a bare key; until then the page's loading line. A change of
 * language fetches the namespace in the new one before the screens re-render (i18next's changeLanguage).
 */
export function LoadedNamespace({ namespaces }: { namespaces: OnDemandNamespace[] }) {
  const { ready } = useTranslation(namespaces);
  return ready ? <Outlet /> : <Loading />;
}

/** What a route speaking on-demand namespaces carries, for a page rendered with them to load them first. */
interface SpeakingHandle {
  namespaces: OnDemandNamespace[];
}

/**
 * The screens of `children` behind LoadedNamespace, their namespaces named on the route too: the page
 * server loads them before rendering such a page, and the browser before hydrating it, so the words are
 * on the page from its first paint and hydration finds the same words (no loading line in between).
 */
export function speaking(namespaces: OnDemandNamespace[], children: RouteObject[]): RouteObject {
  const handle: SpeakingHandle = { namespaces };
  return { element: <LoadedNamespace namespaces={namespaces} />, handle, children };
}

/** The on-demand namespaces the matched routes of a page speak. */
export function namespacesOf(matches: { route: { handle?: unknown } }[]): OnDemandNamespace[] {
  const named = matches.flatMap(({ route }) => (route.handle as Partial<SpeakingHandle> | undefined)?.namespaces ?? []);
  return [...new Set(named)];
}
