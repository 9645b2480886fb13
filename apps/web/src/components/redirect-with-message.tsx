import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../lib/toast';

/**
 * Sends the user to `to` with a toast saying why (an error unless `kind` says otherwise). The toast id keeps a second run of the
 * effect (StrictMode, or a guard rendered twice) from showing the message twice.
 */
export function RedirectWithMessage({
  to,
  message,
  kind = 'error',
}: {
  to: string;
  message: string;
  kind?: 'error' | 'info';
}) {
  useEffect(() => {
    toast[kind](message, { toastId: message });
  }, [message, kind]);
  return <Navigate to={to} replace />;
}
