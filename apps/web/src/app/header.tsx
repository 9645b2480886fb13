import type { SessionUser } from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/button';
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, UserIcon } from '../components/icons';
import { homeOf } from '../components/require-role';
import { useCart } from '../features/cart/api';
import { cartQuantity } from '../features/cart/cart-math';
import { useSession } from '../lib/session';
import { storedUserSnapshot } from '../lib/session-storage';
import { toast } from '../lib/toast';
import { LanguageSwitch } from './language-switch';

interface NavItem {
  to: string;
  label: ParseKeys<'common'>;
}

const VENDOR_LINKS: NavItem[] = [
  { to: '/vendor', label: 'nav.vendorHome' },
  { to: '/vendor/products', label: 'nav.allProducts' },
  { to: '/vendor/add-product', label: 'nav.addProduct' },
  { to: '/vendor/orders', label: 'nav.orders' },
  { to: '/vendor/payments', label: 'nav.payments' },
];

const OPERATOR_LINKS: NavItem[] = [
  { to: '/admin', label: 'nav.console' },
  { to: '/products', label: 'nav.storefront' },
];

const SHOPPER_LINKS: NavItem[] = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'nav.products' },
  { to: '/about', label: 'nav.about' },
];

export function navLinksFor(user: SessionUser | null): NavItem[] {
  if (user?.role === 'vendor') return VENDOR_LINKS;
  return user?.role === 'admin' ? OPERATOR_LINKS : SHOPPER_LINKS;
}

/** The badge count: the sum of quantities for a shopper, 0 for visitors and vendors (who have no cart). */
export function useCartBadgeCount(): number {
  const { data } = useCart();
  return data ? cartQuantity(data.items) : 0;
}

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
    isActive ? 'bg-sand text-clay-700' : 'text-ink hover:bg-sand hover:text-clay-700'
  }`;
}

const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-full transition-colors hover:bg-sand';
const iconColorClass = 'text-ink hover:text-clay-700';

export function Header() {
  const { t } = useTranslation();
  const { user, endSession } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const badgeCount = useCartBadgeCount();
  const [menuOpen, setMenuOpen] = useState(false);
  const [wishlisted, setWishlisted] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const links = navLinksFor(user);
  const isShopper = user?.role === 'customer';

  // The mobile menu closes whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not a value read.
  useEffect(() => setMenuOpen(false), [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // The menu's links disappear with it; focus goes back to the button that opened it.
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const requireLogin = (event: MouseEvent) => {
    // Read from storage too: a click as hydration commits runs this render's handler, the server's
    // visitor header, before React re-renders it with the stored user.
    if (user ?? storedUserSnapshot()) return;
    event.preventDefault();
    const message = t('nav.loginRequired');
    toast.error(message, { toastId: message });
    navigate('/login');
  };

  const logout = () => endSession({ flash: { kind: 'success', message: t('nav.loggedOut') }, to: '/' });

  const accountActions = user ? (
    <>
      {isShopper ? (
        <NavLink to="/orders" className={navLinkClass}>
          {t('nav.myOrders')}
        </NavLink>
      ) : null}
      <Button variant="secondary" onClick={logout}>
        {t('nav.logout')}
      </Button>
    </>
  ) : (
    <>
      <ButtonLink to="/login" variant="secondary">
        {t('nav.login')}
      </ButtonLink>
      <ButtonLink to="/register">{t('nav.register')}</ButtonLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-ink/10 bg-cream/95 backdrop-blur">
      <nav aria-label="Fabric-Store" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <Link to={user ? homeOf(user.role) : '/'} className="mr-4 flex items-center gap-2 rounded-md">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-clay-600 text-white">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M4 4h16v16H4zM4 9.3h16M4 14.6h16M9.3 4v16M14.6 4v16" />
            </svg>
          </span>
          <span className="font-display text-xl font-semibold tracking-tight text-ink">{t('nav.site')}</span>
        </Link>

        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={navLinkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="ml-auto flex items-center gap-1">
          {isShopper ? (
            <button
              type="button"
              aria-label={t('nav.wishlist')}
              aria-pressed={wishlisted}
              onClick={() => setWishlisted((value) => !value)}
              className={`${iconButtonClass} ${wishlisted ? 'text-[#d62828]' : iconColorClass}`}
            >
              <HeartIcon filled={wishlisted} />
            </button>
          ) : null}
          {/* The operator runs the marketplace and has no cart. */}
          {user?.role === 'admin' ? null : (
            <Link to="/cart" onClick={requireLogin} data-kept-early className={`${iconButtonClass} ${iconColorClass}`}>
              <CartIcon />
              <span className="sr-only">{t('nav.cart')}</span>
              <span
                data-testid="cart-badge"
                className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-clay-600 px-1 text-[11px] leading-5 font-bold text-white"
              >
                {badgeCount}
              </span>
            </Link>
          )}
          <Link
            to="/profile"
            onClick={requireLogin}
            data-kept-early
            className={`${iconButtonClass} ${iconColorClass}`}
            aria-label={t('nav.profile')}
          >
            <UserIcon />
          </Link>
          {/* Of one fixed width, that of the widest set (a shopper's My Orders and Logout), right-aligned:
              a page rendered by the server for a visitor shows Login and Register, and swapping them for
              the signed-in user's buttons must not move the icons beside them (a layout shift), also while
              the fallback font, wider than the web font, sets them. */}
          <LanguageSwitch className="hidden md:inline-flex" />
          <div className="ml-2 hidden w-52 shrink-0 items-center justify-end gap-2 md:flex">{accountActions}</div>
          <button
            type="button"
            ref={menuButton}
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className={`${iconButtonClass} ${iconColorClass} md:hidden`}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>

      {menuOpen ? (
        <div id={menuId} className="border-t border-ink/10 bg-cream px-4 pb-5 md:hidden">
          <ul className="flex flex-col gap-1 py-3">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={(state) => `block ${navLinkClass(state)}`}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {accountActions}
            <LanguageSwitch />
          </div>
        </div>
      ) : null}
    </header>
  );
}
