import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
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
