import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { takeFlash } from '../lib/flash';
import { SessionProvider } from '../lib/session';
import { createQueryClient } from './query-client';

/** Shows the message left by the page that reloaded the app (login, logout, ended session). */
function FlashToast() {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message, { toastId: `flash-${flash.message}` });
  }, []);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <ToastContainer position="top-right" autoClose={5000} pauseOnHover newestOnTop />
        <FlashToast />
      </SessionProvider>
    </QueryClientProvider>
  );
}
