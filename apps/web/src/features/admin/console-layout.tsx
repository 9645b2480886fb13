import { NavLink, Outlet } from 'react-router';

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
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/settings', label: 'Settings' },
  { to: '/admin/audit', label: 'Audit' },
];

/** The operator's console: its sections beside (on a phone, above) the open one. */
export function ConsoleLayout() {
  return (
    <div className="mx-auto max-w-7xl gap-8 px-4 py-8 sm:px-6 md:flex">
      <nav aria-label="Console" className="mb-6 md:mb-0 md:w-48 md:shrink-0">
        <p className="mb-2 text-sm font-semibold uppercase tracking-widest text-clay-600">Operator console</p>
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end}
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
