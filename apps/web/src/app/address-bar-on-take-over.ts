import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useNavigate } from 'react-router';

/**
 * Once the app has taken over a page, brings the screen to the router's address if they differ. A
 * Back pressed while a server-rendered page hydrates moves the browser's router, which listens from
 * its creation, but the router tells React only from hydration's commit on: the page would stay the
 * one rendered for the earlier address (its filters, its sort) under the address Back went to. The
 * screen is rendered again, and fetches, for the address the router (and so the browser) shows.
 */
export function useAddressBarOnTakeOver(): void {
  const rendered = useLocation();
  const router = useContext(DataRouterContext)?.router;
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current || !router) return;
    checked.current = true;
    const { pathname, search, hash, state } = router.state.location;
    if (rendered.pathname === pathname && rendered.search === search && rendered.hash === hash) return;
    void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true, state });
  }, [rendered, router, navigate]);
}
