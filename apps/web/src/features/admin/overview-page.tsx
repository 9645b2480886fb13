import { type AdminOverview, ORDER_STATUSES } from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../components/price';
import { useOverview, usePayments } from './api';
import { ConsoleHeading, Loaded } from './console-parts';

// recharts loads with the figures, never on a shopper's page.
const OverviewChart = lazy(() => import('./overview-chart'));

type Label = ParseKeys<'admin'>;

const MONEY_FIGURES: [keyof AdminOverview['money'], Label][] = [
  ['commissionEarned', 'overview.commissionEarned'],
  ['owedToVendors', 'overview.owedToVendors'],
  ['owedByVendors', 'overview.owedByVendors'],
];
const COUPON_FIGURES: [keyof NonNullable<AdminOverview['coupons']>, Label][] = [
  ['marketplaceFunded', 'overview.couponsByMarketplace'],
  ['vendorFunded', 'overview.couponsByVendors'],
];

/** The ledgers' figures, then what coupons took off and who funded it. */
const moneyFigures = ({ money, coupons }: AdminOverview): [Label, number][] => [
  ...MONEY_FIGURES.map(([key, label]): [Label, number] => [label, money[key]]),
  ...COUPON_FIGURES.flatMap(([key, label]): [Label, number][] => (coupons ? [[label, coupons[key]]] : [])),
];

/**
 * The most urgent task first: shoppers who paid by UPI wait for the operator to find their payment on
 * the bank statement before their sellers may ship. The count is the Payments list's own total.
 */
function PaymentsToVerify() {
  const { t } = useTranslation('admin');
  const payments = usePayments({ status: 'verifying', page: 1 });
  if (!payments.data) return null;
  const count = payments.data.total;
  return (
    <p
      className={`mb-3 rounded-xl px-4 py-3 ${count > 0 ? 'bg-saffron/25 font-semibold' : 'bg-sand'}`}
      data-testid="payments-to-verify"
    >
      <strong>{count}</strong> {t('overview.paymentsWaiting', { count })}{' '}
      <Link to="/admin/payments" className="font-semibold text-clay-700 underline">
        {t('overview.verifyPayments')}
      </Link>
    </p>
  );
}

/** The marketplace at a glance: the vendors waiting for approval, the money owed each way and what coupons cost, the last 7 and 30 days. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const overview = useOverview();
  return (
    <>
      <ConsoleHeading title={t('console.sections.overview')} />
      <PaymentsToVerify />
      <Loaded query={overview}>
        {(data) => (
          <>
            <p className="mb-6 rounded-xl bg-sand px-4 py-3">
              <strong>{data.vendorsPending}</strong> {t('overview.vendorsWaiting', { count: data.vendorsPending })}{' '}
              <Link to="/admin/vendors" className="font-semibold text-clay-700 underline">
                {t('overview.reviewVendors')}
              </Link>
            </p>
            <section aria-labelledby="overview-money" className="mb-6 rounded-2xl border border-ink/10 bg-white p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="overview-money" className="text-xl font-semibold">
                  {t('overview.money')}
                </h2>
                <Link to="/admin/balances" className="text-sm font-semibold text-clay-700 underline">
                  {t('overview.seeBalances')}
                </Link>
              </div>
              <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                {moneyFigures(data).map(([label, amount]) => (
                  <div key={label} className="rounded-xl bg-sand px-4 py-3">
                    <dt className="text-sm text-muted">{t(label)}</dt>
                    <dd className="mt-1 text-2xl font-semibold">{formatPrice(amount)}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <div className="grid gap-6 md:grid-cols-2">
              {data.windows.map((window) => (
                <section
                  key={window.days}
                  aria-labelledby={`window-${window.days}`}
                  className="rounded-2xl border border-ink/10 bg-white p-6"
                >
                  <h2 id={`window-${window.days}`} className="text-xl font-semibold">
                    {t('overview.lastDays', { days: window.days })}
                  </h2>
                  <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                    <dt className="text-muted">{t('overview.gmv')}</dt>
                    <dd className="font-semibold">{formatPrice(window.gmv)}</dd>
                    <dt className="text-muted">{t('overview.orders')}</dt>
                    <dd className="font-semibold">{window.orders}</dd>
                    {ORDER_STATUSES.filter((status) => window.ordersByStatus[status] > 0).map((status) => (
                      <div key={status} className="contents">
                        <dt className="pl-3 capitalize text-muted">{tCommon(`orderStatus.${status}`)}</dt>
                        <dd>{window.ordersByStatus[status]}</dd>
                      </div>
                    ))}
                    <dt className="text-muted">{t('overview.newShoppers')}</dt>
                    <dd className="font-semibold">{window.newShoppers}</dd>
                    <dt className="text-muted">{t('overview.newVendors')}</dt>
                    <dd className="font-semibold">{window.newVendors}</dd>
                  </dl>
                </section>
              ))}
            </div>
            {data.returns ? (
              <section aria-labelledby="returns-refunds" className="mt-6 rounded-2xl border border-ink/10 bg-white p-6">
                <h2 id="returns-refunds" className="text-xl font-semibold">
                  {t('overview.returnsAndRefunds')}
                </h2>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <dt className="text-muted">{t('overview.returnsOpen')}</dt>
                  <dd className="font-semibold">{data.returns.open}</dd>
                  <dt className="text-muted">{t('overview.returnsEscalated')}</dt>
                  <dd className="font-semibold">
                    {data.returns.escalated}{' '}
                    <Link to="/admin/returns" className="text-clay-700 underline">
                      {t('overview.decideReturns')}
                    </Link>
                  </dd>
                  <dt className="text-muted">{t('overview.refunds')}</dt>
                  <dd className="font-semibold">{data.returns.refunds}</dd>
                  <dt className="text-muted">{t('overview.refundedToShoppers')}</dt>
                  <dd className="font-semibold" data-testid="refunded-total">
                    {formatPrice(data.returns.refunded)}
                  </dd>
                  <dt className="text-muted">{t('overview.commissionReturned')}</dt>
                  <dd className="font-semibold">{formatPrice(data.returns.commissionReturned)}</dd>
                </dl>
              </section>
            ) : null}
            <section aria-labelledby="gmv-by-day" className="mt-6 rounded-2xl border border-ink/10 bg-white p-6">
              <h2 id="gmv-by-day" className="mb-4 text-xl font-semibold">
                {t('overview.gmvPerDay')}
              </h2>
              <Suspense fallback={<div className="h-64" />}>
                <OverviewChart days={data.daily} />
              </Suspense>
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
