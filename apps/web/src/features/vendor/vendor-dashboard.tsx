import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon, SpoolIcon, TagIcon, TruckIcon } from '../../components/icons';
import { useSession } from '../../lib/session';
import { VendorSalesOverview } from './vendor-sales-overview';
import { VendorStandingNotice } from './vendor-standing-notice';
import { VendorToDos } from './vendor-to-dos';

interface DashboardTile {
  to: string;
  title: ParseKeys<'vendor'>;
  description: ParseKeys<'vendor'>;
  icon: ReactNode;
}

const DASHBOARD_TILES: DashboardTile[] = [
  {
    to: '/vendor/products',
    title: 'dashboard.tiles.products.title',
    description: 'dashboard.tiles.products.description',
    icon: <SpoolIcon className="size-7" />,
  },
  {
    to: '/vendor/add-product',
    title: 'dashboard.tiles.addProduct.title',
    description: 'dashboard.tiles.addProduct.description',
    icon: <PlusIcon className="size-7" />,
  },
  {
    to: '/vendor/orders',
    title: 'dashboard.tiles.orders.title',
    description: 'dashboard.tiles.orders.description',
    icon: <TruckIcon className="size-7" />,
  },
  {
    to: '/vendor/coupons',
    title: 'dashboard.tiles.coupons.title',
    description: 'dashboard.tiles.coupons.description',
    icon: <TagIcon className="size-7" />,
  },
];

/** The vendor's home: a welcome, what waits to be done, a tile for each vendor task, and the vendor's sales. */
export function VendorDashboard() {
  const { user } = useSession();
  const { t } = useTranslation('vendor');

  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-labelledby="vendor-dashboard-heading">
      <div className="rounded-3xl bg-sand bg-[repeating-linear-gradient(135deg,transparent_0_14px,rgb(0_0_0/0.025)_14px_28px)] px-6 py-10 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-clay-600">{t('dashboard.eyebrow')}</p>
        <h1 id="vendor-dashboard-heading" className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">
          {t('dashboard.welcome', { name: user?.name })}
        </h1>
        <p className="mt-3 max-w-2xl text-muted">{t('dashboard.intro')}</p>
      </div>

      <VendorStandingNotice />
      <VendorToDos />

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {DASHBOARD_TILES.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full flex-col rounded-2xl border border-ink/10 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-clay-500 hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-clay-50 text-clay-600 transition-colors group-hover:bg-clay-600 group-hover:text-white">
                {tile.icon}
              </span>
              <span className="mt-4 font-display text-xl font-semibold text-ink">{t(tile.title)}</span>
              <span className="mt-1 text-sm text-muted">{t(tile.description)}</span>
              <span aria-hidden="true" className="mt-4 text-sm font-semibold text-clay-600 group-hover:underline">
                {t('dashboard.open')}
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <VendorSalesOverview />
    </section>
  );
}
