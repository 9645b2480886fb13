import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { LanguageProvider } from '../i18n/language-provider';
import { takeFlash } from '../lib/flash';
import { SessionProvider } from '../lib/session';
import { SiteOriginProvider } from '../lib/site-origin';
import { subscribeToToastDemand, toast, toastsDemanded } from '../lib/toast';
import { EarlyTapReplay } from './early-tap';
import { createQueryClient } from './query-client';

/** Shows the message left by the page that reloaded the app (login, logout, ended session). */
function FlashToast() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message, { toastId: `flash-${flash.message}` });
  }, []);
  return null;
}

const noToastsOnServer = () => false;

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/** Mounts the toast container with the first toast, keeping it and its library out of the first paint. */
function LazyToastRegion() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastsDemanded, noToastsOnServer);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The store's absolute origin, for canonical and link-preview URLs (none in unit tests). */
  siteOrigin?: string;
  /** The i18next instance in the page's language, its catalogue loaded. */
  i18n: i18n;
}

export function AppProviders({ children, queryClient, siteOrigin = '', i18n }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteOriginProvider value={siteOrigin}>
        <SessionProvider>
          <LanguageProvider instance={i18n}>
            {children}
            <LazyToastRegion />
            <FlashToast />
            <EarlyTapReplay />
          </LanguageProvider>
        </SessionProvider>
      </SiteOriginProvider>
    </QueryClientProvider>
  );
}
