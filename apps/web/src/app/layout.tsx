import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

export function Layout() {
  // Screens load on demand; a bar shows that a click was taken while the next one arrives.
  const loadingNextPage = useNavigation().state === 'loading';
  return (
    <div className="flex min-h-screen flex-col">
      {loadingNextPage ? (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-clay-600 motion-reduce:animate-none"
        />
      ) : null}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and a screen that arrives late
          (lazy code, then data) does not push it down inside the viewport: no layout shift. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
