import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Once the app has taken over a page, brings the screen to the address bar if they differ. A Back
 * pressed while a server-rendered page hydrates moves the router, which listens from its creation,
 * but the router tells React only from hydration's commit on: the page would stay the one rendered
 * for the earlier address (its filters, its sort) under the address Back went to. The app reads the
 * address again and renders, and fetches for, the one the browser shows.
 */
export function useAddressBarOnTakeOver(): void {
  const rendered = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const { pathname, search, hash } = window.location;
    if (rendered.pathname === pathname && rendered.search === search && rendered.hash === hash) return;
    void navigate(
      { pathname, search, hash },
      { replace: true, preventScrollReset: true, state: (window.history.state as { usr?: unknown } | null)?.usr },
    );
  }, [rendered, navigate]);
}
