import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';

const SECTIONS: { to: string; label: ParseKeys<'admin'>; end?: boolean }[] = [
  { to: '/admin', label: 'console.sections.overview', end: true },
  { to: '/admin/vendors', label: 'console.sections.vendors' },
  { to: '/admin/fabrics', label: 'console.sections.fabrics' },
  { to: '/admin/reviews', label: 'console.sections.reviews' },
  { to: '/admin/orders', label: 'console.sections.orders' },
  { to: '/admin/payments', label: 'console.sections.payments' },
  { to: '/admin/returns', label: 'console.sections.returns' },
  { to: '/admin/people', label: 'console.sections.people' },
  { to: '/admin/balances', label: 'console.sections.balances' },
  { to: '/admin/commission', label: 'console.sections.commission' },
  { to: '/admin/tax', label: 'console.sections.tax' },
  { to: '/admin/coupons', label: 'console.sections.coupons' },
  { to: '/admin/settings', label: 'console.sections.settings' },
  { to: '/admin/audit', label: 'console.sections.audit' },
];

/** The section a path is in: the longest section path it starts with. */
function sectionOf(pathname: string) {
  const matching = SECTIONS.filter((section) =>
    section.end ? pathname === section.to : pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
  return matching.at(-1) ?? SECTIONS[0];
}

/**
 * The operator's console: its sections beside the open one. On a phone a strip would hide most of
 * them, so a button naming the open section shows every section as a list.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mx-auto max-w-7xl gap-8 px-4 py-8 sm:px-6 md:flex">
      <nav aria-label={t('console.nav')} className="mb-6 md:mb-0 md:w-48 md:shrink-0">
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-clay-600">{t('console.title')}</p>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-lg border border-ink/15 bg-white px-3 py-2 font-semibold md:hidden"
        >
          <span>
            <span className="sr-only">{t('console.sectionsNow')}</span>
            {t(sectionOf(pathname)?.label ?? 'console.sections.overview')}
          </span>
          <MenuIcon className="size-5" />
        </button>
        <ul
          id={listId}
          className={`${menuOpen ? 'grid' : 'hidden'} mt-2 grid-cols-2 gap-1 md:mt-0 md:flex md:flex-col md:gap-2`}
        >
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
                onClick={() => setMenuOpen(false)}
                className="block whitespace-nowrap rounded-lg px-3 py-2 font-semibold text-ink hover:bg-sand aria-[current=page]:bg-clay-600 aria-[current=page]:text-white"
              >
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
