import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';

/** The login page's address that brings the shopper back to `returnTo` (a path of this site) once signed in. */
export const loginReturningTo = (returnTo: string): string => `/login?${new URLSearchParams({ redirectTo: returnTo })}`;

/**
 * The spec's "Please login first!", with a link to log in that returns to `returnTo`. A plain link,
 * not the router's: toasts render outside it, and logging in reloads the app anyway.
 */
export function askToLogInFirst(returnTo: string): void {
  toast.error(<LoginFirst returnTo={returnTo} />);
}

function LoginFirst({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('shop');
  return (
    <span>
      <span>{t('buy.loginFirst')}</span>{' '}
      <a href={loginReturningTo(returnTo)} className="font-semibold underline">
        {t('buy.logIn')}
      </a>
    </span>
  );
}
