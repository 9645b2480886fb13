import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { takeFlash } from '../lib/flash';
import { SessionProvider } from '../lib/session';
import { subscribeToToastDemand, toast, toastsDemanded } from '../lib/toast';
import { createQueryClient } from './query-client';

/** Shows the message left by the page that reloaded the app (login, logout, ended session). */
function FlashToast() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message, { toastId: `flash-${flash.message}` });
  }, []);
  return null;
}

const ToastRegion = lazy(async () => ({ default: (await import('./toast-region')).ToastRegion }));

/** Mounts the toast container with the first toast, keeping it and its library out of the first paint. */
function LazyToastRegion() {
  const wanted = useSyncExternalStore(subscribeToToastDemand, toastsDemanded);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <LazyToastRegion />
        <FlashToast />
      </SessionProvider>
    </QueryClientProvider>
  );
}
