import type { SalesFigures, VendorDashboard } from '@fabric-store/shared';
import { PART_STATUSES } from '@fabric-store/shared/order-lifecycle';
import type { ParseKeys } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorMessage, Loading } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { useVendorDashboard } from './api';
import { dayLabel } from './day-label';
import { useReaderLanguage } from './reader-language';

const RevenueChart = lazy(() => import('./revenue-chart'));

const FIGURE_ROWS: { label: ParseKeys<'vendor'>; value: (figures: SalesFigures) => string }[] = [
  { label: 'sales.revenueDelivered', value: (figures) => formatPrice(figures.revenueDelivered) },
  { label: 'sales.revenue', value: (figures) => formatPrice(figures.revenue) },
  { label: 'sales.orders', value: (figures) => String(figures.orders) },
  { label: 'sales.unitsSold', value: (figures) => String(figures.unitsSold) },
  { label: 'sales.averageOrderValue', value: (figures) => formatPrice(figures.averageOrderValue) },
];

/** The vendor's own sales: figures for 7 and 30 days, revenue per day, best sellers and low stock. */
export function VendorSalesOverview() {
  const { data, isPending, isError } = useVendorDashboard();
  const { t } = useTranslation('vendor');
  if (isPending) return <Loading label={t('sales.loading')} />;
  if (isError) return <ErrorMessage>{t('sales.loadFailed')}</ErrorMessage>;
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <SalesFiguresTable dashboard={data} />
      <RevenuePerDay dashboard={data} />
      <TopFabrics dashboard={data} />
      <LowStock dashboard={data} />
    </div>
  );
}

const panelClass = 'rounded-2xl border border-ink/10 bg-white p-6 shadow-sm';

function SalesFiguresTable({ dashboard }: { dashboard: VendorDashboard }) {
  const windows = [dashboard.last7Days, dashboard.last30Days];
  const { t } = useTranslation('vendor');
  return (
    <section aria-labelledby="sales-figures-heading" className={panelClass}>
      <h2 id="sales-figures-heading" className="text-xl font-semibold">
        {t('sales.heading')}
      </h2>
      <table className="mt-4 w-full text-sm" data-testid="sales-figures">
        <caption className="sr-only">{t('sales.caption')}</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="pb-2 text-left font-semibold">
              <span className="sr-only">{t('sales.figure')}</span>
            </th>
            {windows.map((window) => (
              <th key={window.days} scope="col" className="pb-2 text-right font-semibold">
                {t('sales.lastDays', { days: window.days })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FIGURE_ROWS.map((row) => (
            <tr key={row.label} className="border-t border-ink/10">
              <th scope="row" className="py-2 text-left font-normal text-ink">
                {t(row.label)}
              </th>
              {windows.map((window) => (
                <td key={window.days} className="py-2 text-right font-semibold">
                  {row.value(window)}
                </td>
              ))}
            </tr>
          ))}
          {PART_STATUSES.map((status) => (
            <tr key={status} className="border-t border-ink/10 text-muted">
              <th scope="row" className="py-1.5 pl-4 text-left font-normal capitalize">
                {t(`orderStatus.${status}`, { ns: 'common' })}
              </th>
              {windows.map((window) => (
                <td key={window.days} className="py-1.5 text-right">
                  {window.ordersByStatus[status]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function RevenuePerDay({ dashboard }: { dashboard: VendorDashboard }) {
  const { t } = useTranslation('vendor');
  const language = useReaderLanguage();
  return (
    <section aria-labelledby="revenue-per-day-heading" className={panelClass}>
      <h2 id="revenue-per-day-heading" className="text-xl font-semibold">
        {t('sales.perDayHeading')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        <span className="mr-1 inline-block size-3 rounded-sm bg-loom align-middle" aria-hidden="true" />{' '}
        {t('sales.delivered')}{' '}
        <span className="mr-1 ml-3 inline-block size-3 rounded-sm bg-clay-500 align-middle" aria-hidden="true" />{' '}
        {t('sales.notYetDelivered')}
      </p>
      <div className="mt-4">
        <Suspense fallback={<div className="h-64" />}>
          <RevenueChart days={dashboard.revenueByDay} />
        </Suspense>
      </div>
      {/* sr-only on a wrapper, not the table: a table is never narrower than its cells, so it would
          poke out of the page on a phone however small sr-only makes it. */}
      <div className="sr-only">
        <table>
          <caption>{t('sales.perDayCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sales.day')}</th>
              <th scope="col">{t('sales.revenueNotCancelled')}</th>
              <th scope="col">{t('sales.delivered')}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.revenueByDay.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(day.day, language)}</th>
                <td>{formatPrice(day.revenue)}</td>
                <td>{formatPrice(day.revenueDelivered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TopFabrics({ dashboard }: { dashboard: VendorDashboard }) {
  const { t } = useTranslation('vendor');
  return (
    <section aria-labelledby="top-fabrics-heading" className={panelClass}>
      <h2 id="top-fabrics-heading" className="text-xl font-semibold">
        {t('sales.topHeading')}
      </h2>
      {dashboard.topFabrics.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('sales.topNone')}</p>
      ) : (
        <ol aria-label={t('sales.topAria')} className="mt-4 divide-y divide-ink/10 text-sm">
          {dashboard.topFabrics.map((fabric) => (
            <li key={fabric._id} className="flex justify-between gap-4 py-2.5">
              <Link to={`/vendor/fabric/${fabric._id}`} className="font-semibold text-ink hover:underline">
                {fabric.name}
              </Link>
              <span className="text-muted">
                {t('sales.sold', { units: fabric.unitsSold, revenue: formatPrice(fabric.revenue) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function LowStock({ dashboard }: { dashboard: VendorDashboard }) {
  const { t } = useTranslation('vendor');
  return (
    <section aria-labelledby="low-stock-heading" className={panelClass}>
      <h2 id="low-stock-heading" className="text-xl font-semibold">
        {t('sales.lowHeading')}
      </h2>
      {dashboard.lowStock.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('sales.lowNone')}</p>
      ) : (
        <ul aria-label={t('sales.lowAria')} className="mt-4 divide-y divide-ink/10 text-sm">
          {dashboard.lowStock.map((fabric) => (
            <li key={fabric._id} className="flex justify-between gap-4 py-2.5">
              <Link to={`/vendor/product/edit/${fabric._id}`} className="font-semibold text-ink hover:underline">
                {fabric.name}
              </Link>
              <span className={fabric.stock === 0 ? 'font-semibold text-danger' : 'text-muted'}>
                {fabric.stock === 0 ? t('sales.soldOut') : t('sales.left', { stock: fabric.stock })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
