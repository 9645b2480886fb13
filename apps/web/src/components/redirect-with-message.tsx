import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from '../lib/toast';

/**
 * Sends the user to `to` with an error toast saying why. The toast id keeps a second run of the
 * effect (StrictMode, or a guard rendered twice) from showing the message twice.
 */
export function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    toast.error(message, { toastId: message });
  }, [message]);
  return <Navigate to={to} replace />;
}
