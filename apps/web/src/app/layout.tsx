import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { deferredPart } from '../components/deferred-part';
import { useAddressBarOnTakeOver } from './address-bar-on-take-over';
import { Header } from './header';

// At the foot of every page: its code loads as it nears the viewport, or with a page that shows it at once.
const Footer = deferredPart(async () => (await import('./footer')).Footer);

/** How long after a route change its page may take (lazy code, then data) to show its heading. */
const HEADING_WAIT_MS = 5000;

/**
 * On every client-side route change, focus moves to the new page's main heading, as a screen-reader
 * user expects of a single-page app. Never on the first, server-rendered load (the path it started
 * with), and never once the user has already moved into the new page themselves.
 */
function useFocusHeadingOnRouteChange() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const main = document.getElementById('main');
      const active = document.activeElement;
      if (active && active !== document.body && main?.contains(active)) return;
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      } else if (performance.now() - started < HEADING_WAIT_MS) {
        frame = requestAnimationFrame(focusHeading);
      }
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function Layout() {
  const { t } = useTranslation();
  useAddressBarOnTakeOver();
  useFocusHeadingOnRouteChange();
  // Screens load on demand; a bar shows that a click was taken while the next one arrives.
  const loadingNextPage = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-svh flex-col">
      {loadingNextPage ? (
        <div
          role="progressbar"
          aria-label={t('layout.loadingPage')}
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-clay-600 motion-reduce:animate-none"
        />
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      {/* Grows to keep the footer at the foot of a short page's viewport, and no taller: a page is as
          long as what it shows. A screen still loading reserves a viewport of its own (Loading), so
          what arrives late never pushes a footer that is already in view: no layout shift. */}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
