import { useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { MenuIcon } from '../../components/icons';

const SECTIONS = [
  { to: '/admin', label: 'Overview', end: true },
  { to: '/admin/vendors', label: 'Vendors' },
  { to: '/admin/fabrics', label: 'Fabrics' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/returns', label: 'Returns' },
  { to: '/admin/people', label: 'People' },
  { to: '/admin/balances', label: 'Balances' },
  { to: '/admin/commission', label: 'Commission' },
  { to: '/admin/tax', label: 'Tax' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/audit', label: 'Audit' },
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
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mx-auto max-w-7xl gap-8 px-4 py-8 sm:px-6 md:flex">
      <nav aria-label="Console" className="mb-6 md:mb-0 md:w-48 md:shrink-0">
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-clay-600">Operator console</p>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={listId}
          onClick={() => setMenuOpen((open) => !open)}
          className="flex w-full items-center justify-between rounded-lg border border-ink/15 bg-white px-3 py-2 font-semibold md:hidden"
        >
          <span>
            <span className="sr-only">Sections, now: </span>
            {sectionOf(pathname)?.label}
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
                {section.label}
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
