import { toast } from '../../lib/toast';

/** The login page's address that brings the shopper back to `returnTo` (a path of this site) once signed in. */
export const loginReturningTo = (returnTo: string): string => `/login?${new URLSearchParams({ redirectTo: returnTo })}`;

/**
 * The spec's "Please login first!", with a link to log in that returns to `returnTo`. A plain link,
 * not the router's: toasts render outside it, and logging in reloads the app anyway.
 */
export function askToLogInFirst(returnTo: string): void {
  toast.error(
    <span>
      <span>Please login first!</span>{' '}
      <a href={loginReturningTo(returnTo)} className="font-semibold underline">
        Log in
      </a>
    </span>,
  );
}
