import type { Role } from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { RedirectWithMessage } from './redirect-with-message';

const HOMES: Record<Role, string> = { vendor: '/vendor', admin: '/admin', customer: '/' };

/** Where a signed-in user starts: a vendor on the dashboard, the operator in the console, a shopper in the storefront. */
export function homeOf(role: Role): string {
  return HOMES[role];
}

/** Login and Register are for visitors: a signed-in user who opens one is sent home, told why. */
export function SendSignedInUserHome({ user }: { user: { role: Role } }) {
  const { t } = useTranslation();
  return <RedirectWithMessage to={homeOf(user.role)} message={t('guard.alreadySignedIn')} kind="info" />;
}

const WRONG_ROLE_MESSAGES: Record<Role, ParseKeys<'common'>> = {
  customer: 'guard.customerOnly',
  vendor: 'guard.vendorOnly',
  admin: 'guard.adminOnly',
};

/** Where a visitor goes, and the toast saying why (a key of the common catalogue). */
export interface VisitorRedirect {
  to: string;
  message: ParseKeys<'common'>;
}

const TO_LOGIN: VisitorRedirect = { to: '/login', message: 'nav.loginRequired' };

interface RequireRoleProps {
  /** The account role allowed in; without it any signed-in user may enter. */
  allow?: Role;
  /** Where a visitor is sent: /login unless the spec names another place for the screen (the profile's /). */
  visitor?: VisitorRedirect;
}

/**
 * The route table's one guard for signed-in screens, a layout route around them: a visitor is sent to
 * /login, a user of the other role to /. The API enforces the same rules; this only spares people a
 * screen that cannot work for them.
 */
export function RequireRole({ allow, visitor = TO_LOGIN }: RequireRoleProps) {
  const { user } = useSession();
  const { t } = useTranslation();
  if (!user) return <RedirectWithMessage to={visitor.to} message={t(visitor.message)} />;
  if (allow && user.role !== allow) return <RedirectWithMessage to="/" message={t(WRONG_ROLE_MESSAGES[allow])} />;
  return <Outlet />;
}
