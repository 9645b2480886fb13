import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';

/**
 * Sends the user to `to` with an error toast saying why. One effect raises the toast and navigates:
 * Preact drops the pending effects of a component that is unmounted before they run, so with a
 * <Navigate> child, the child's navigation could remove this before its toast was raised.
 * The toast id keeps an effect that runs again from showing the message twice.
 */
export function RedirectWithMessage({ to, message }: { to: string; message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(message, { toastId: message });
    navigate(to, { replace: true });
  }, [navigate, to, message]);
  return null;
}
