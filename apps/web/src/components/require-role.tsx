import type { Role } from '@fabric-store/shared';
import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { RedirectWithMessage } from './redirect-with-message';

export const LOGIN_REQUIRED_MESSAGE = 'Please login to access this page.';

export const ALREADY_SIGNED_IN_MESSAGE = 'You are already signed in.';

const HOMES: Record<Role, string> = { vendor: '/vendor', admin: '/admin', customer: '/' };

/** Where a signed-in user starts: a vendor on the dashboard, the operator in the console, a shopper in the storefront. */
export function homeOf(role: Role): string {
  return HOMES[role];
}

/** Login and Register are for visitors: a signed-in user who opens one is sent home, told why. */
export function SendSignedInUserHome({ user }: { user: { role: Role } }) {
  return <RedirectWithMessage to={homeOf(user.role)} message={ALREADY_SIGNED_IN_MESSAGE} kind="info" />;
}

const WRONG_ROLE_MESSAGES: Record<Role, string> = {
  customer: 'That page is for shopper accounts. You are signed in as a vendor.',
  vendor: 'That page is for vendor accounts. You are signed in as a shopper.',
  admin: 'That page is for the Fabric-Store operator.',
};

/** Where a visitor goes, and the toast saying why. */
export interface VisitorRedirect {
  to: string;
  message: string;
}

const TO_LOGIN: VisitorRedirect = { to: '/login', message: LOGIN_REQUIRED_MESSAGE };

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
  if (!user) return <RedirectWithMessage to={visitor.to} message={visitor.message} />;
  if (allow && user.role !== allow) return <RedirectWithMessage to="/" message={WRONG_ROLE_MESSAGES[allow]} />;
  return <Outlet />;
}
