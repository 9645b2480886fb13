import { type AdminOverview, ORDER_STATUSES } from '@fabric-store/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../components/price';
import { useOverview, usePayments } from './api';
import { ConsoleHeading, Loaded } from './console-parts';

// recharts loads with the figures, never on a shopper's page.
const OverviewChart = lazy(() => import('./overview-chart'));

const MONEY_FIGURES: [keyof AdminOverview['money'], string][] = [
  ['commissionEarned', 'Commission earned'],
  ['owedToVendors', 'Owed to vendors'],
  ['owedByVendors', 'Owed by vendors'],
];
const COUPON_FIGURES: [keyof NonNullable<AdminOverview['coupons']>, string][] = [
  ['marketplaceFunded', 'Coupons funded by the marketplace'],
  ['vendorFunded', 'Coupons funded by vendors'],
];

/** The ledgers' figures, then what coupons took off and who funded it. */
const moneyFigures = ({ money, coupons }: AdminOverview): [string, number][] => [
  ...MONEY_FIGURES.map(([key, label]): [string, number] => [label, money[key]]),
  ...COUPON_FIGURES.flatMap(([key, label]): [string, number][] => (coupons ? [[label, coupons[key]]] : [])),
];

/**
 * The most urgent task first: shoppers who paid by UPI wait for the operator to find their payment on
 * the bank statement before their sellers may ship. The count is the Payments list's own total.
 */
function PaymentsToVerify() {
  const payments = usePayments({ status: 'verifying', page: 1 });
  if (!payments.data) return null;
  const count = payments.data.total;
  return (
    <p
      className={`mb-3 rounded-xl px-4 py-3 ${count > 0 ? 'bg-saffron/25 font-semibold' : 'bg-sand'}`}
      data-testid="payments-to-verify"
    >
      <strong>{count}</strong> payment{count === 1 ? '' : 's'} waiting to be verified.{' '}
      <Link to="/admin/payments" className="font-semibold text-clay-700 underline">
        Verify payments
      </Link>
    </p>
  );
}

/** The marketplace at a glance: the vendors waiting for approval, the money owed each way and what coupons cost, the last 7 and 30 days. */
export function OverviewPage() {
  const overview = useOverview();
  return (
    <>
      <ConsoleHeading title="Overview" />
      <PaymentsToVerify />
      <Loaded query={overview}>
        {(data) => (
          <>
            <p className="mb-6 rounded-xl bg-sand px-4 py-3">
              <strong>{data.vendorsPending}</strong> vendor{data.vendorsPending === 1 ? '' : 's'} waiting for approval.{' '}
              <Link to="/admin/vendors" className="font-semibold text-clay-700 underline">
                Review vendors
              </Link>
            </p>
            <section aria-labelledby="overview-money" className="mb-6 rounded-2xl border border-ink/10 bg-white p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="overview-money" className="text-xl font-semibold">
                  Money
                </h2>
                <Link to="/admin/balances" className="text-sm font-semibold text-clay-700 underline">
                  See balances
                </Link>
              </div>
              <dl className="mt-4 grid gap-4 sm:grid-cols-3">
                {moneyFigures(data).map(([label, amount]) => (
                  <div key={label} className="rounded-xl bg-sand px-4 py-3">
                    <dt className="text-sm text-muted">{label}</dt>
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
                    Last {window.days} days
                  </h2>
                  <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                    <dt className="text-muted">Gross merchandise value</dt>
                    <dd className="font-semibold">{formatPrice(window.gmv)}</dd>
                    <dt className="text-muted">Orders</dt>
                    <dd className="font-semibold">{window.orders}</dd>
                    {ORDER_STATUSES.filter((status) => window.ordersByStatus[status] > 0).map((status) => (
                      <div key={status} className="contents">
                        <dt className="pl-3 capitalize text-muted">{status}</dt>
                        <dd>{window.ordersByStatus[status]}</dd>
                      </div>
                    ))}
                    <dt className="text-muted">New shoppers</dt>
                    <dd className="font-semibold">{window.newShoppers}</dd>
                    <dt className="text-muted">New vendors</dt>
                    <dd className="font-semibold">{window.newVendors}</dd>
                  </dl>
                </section>
              ))}
            </div>
            {data.returns ? (
              <section aria-labelledby="returns-refunds" className="mt-6 rounded-2xl border border-ink/10 bg-white p-6">
                <h2 id="returns-refunds" className="text-xl font-semibold">
                  Returns and refunds
                </h2>
                <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                  <dt className="text-muted">Waiting for their vendor</dt>
                  <dd className="font-semibold">{data.returns.open}</dd>
                  <dt className="text-muted">Escalated to you</dt>
                  <dd className="font-semibold">
                    {data.returns.escalated}{' '}
                    <Link to="/admin/returns" className="text-clay-700 underline">
                      Decide returns
                    </Link>
                  </dd>
                  <dt className="text-muted">Refunds</dt>
                  <dd className="font-semibold">{data.returns.refunds}</dd>
                  <dt className="text-muted">Refunded to shoppers</dt>
                  <dd className="font-semibold" data-testid="refunded-total">
                    {formatPrice(data.returns.refunded)}
                  </dd>
                  <dt className="text-muted">Commission given back</dt>
                  <dd className="font-semibold">{formatPrice(data.returns.commissionReturned)}</dd>
                </dl>
              </section>
            ) : null}
            <section aria-labelledby="gmv-by-day" className="mt-6 rounded-2xl border border-ink/10 bg-white p-6">
              <h2 id="gmv-by-day" className="mb-4 text-xl font-semibold">
                Gross merchandise value per day
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
