import type { Order } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AddressLines } from '../../components/address-fields';
import { ButtonLink } from '../../components/button';
import { LineAmount } from '../../components/line-amount';
import { NotFoundPage } from '../../components/not-found-page';
import { Loading, ProblemState } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { useFormats } from '../../i18n/formats';
import { ApiError } from '../../lib/api-client';
import { useOrder } from './api';
import { UpiPaymentPanel } from './upi-payment-panel';

export function OrderConfirmationPage() {
  const { t } = useTranslation('checkout');
  const { date } = useFormats();
  const { orderId = '' } = useParams();
  const { data: order, error, isPending } = useOrder(orderId);

  if (isPending) return <Loading />;
  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return notFound ? (
      <NotFoundPage reason={t('confirmation.notFound')} />
    ) : (
      <ProblemState
        title={t('confirmation.loadFailedTitle')}
        message={t('confirmation.loadFailed')}
        action={{ to: '/', label: t('confirmation.backHome') }}
      />
    );
  }

  const { shippingAddress } = order;
  const due = paymentDue(order, t, (at) => date(at, 'longDayAndTime'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <title>{t('confirmation.title')}</title>
      <div className="text-center">
        {due ? null : <ConfirmedMark />}
        <h1 className="mt-5 text-4xl font-semibold">{t('confirmation.heading')}</h1>
        {due ? (
          <>
            <h2 className="mt-4 text-2xl font-semibold text-clay-700" data-testid="payment-due">
              {due.title}
            </h2>
            <p className="mt-2 text-muted">{due.next}</p>
          </>
        ) : (
          <p className="mt-3 text-muted">{t('confirmation.thanks')}</p>
        )}
      </div>

      <UpiPaymentPanel order={order} />

      <div className="mt-10 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">{t('confirmation.orderNumber')}</dt>
            <dd className="font-mono font-semibold" data-testid="order-number">
              {order.orderNumber}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('confirmation.orderDate')}</dt>
            <dd>{date(order.orderDate, 'longDayAndTime')}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('confirmation.paymentMethod')}</dt>
            <dd className="font-semibold">{t(`paymentMethods.${order.paymentMethod}`)}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('confirmation.shippingAddress')}</dt>
            <dd data-testid="shipping-address">
              <AddressLines parts={shippingAddress} name={shippingAddress.name} />
            </dd>
          </div>
        </dl>

        <h2 className="mt-8 text-xl font-semibold">{t('confirmation.items')}</h2>
        <ul className="mt-3 divide-y divide-ink/10">
          {order.items.map((item) => (
            <li key={`${item.fabric_id}:${item.kind}`} className="flex justify-between gap-4 py-3">
              <span>
                {item.name} <LineAmount className="block text-sm text-muted" {...item} />
              </span>
              <span className="whitespace-nowrap">{formatPrice(item.total)}</span>
            </li>
          ))}
        </ul>
        {order.discount ? (
          <p className="mt-4 flex justify-between border-t border-ink/10 pt-4 text-green-800">
            <span>
              {order.coupon
                ? t('confirmation.discountWithCoupon', { coupon: order.coupon })
                : t('confirmation.discount')}
            </span>
            <span data-testid="order-discount">-{formatPrice(order.discount)}</span>
          </p>
        ) : null}
        <p className="mt-4 flex justify-between border-t border-ink/10 pt-4 text-lg font-semibold">
          <span>{t('confirmation.total')}</span>
          <span data-testid="order-total">{formatPrice(order.totalPrice)}</span>
        </p>
      </div>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/orders/${order._id}`} size="lg" variant="secondary">
          {t('confirmation.track')}
        </ButtonLink>
        <ButtonLink to="/" size="lg">
          {t('confirmation.backToShopping')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * What a UPI order not yet paid asks of the shopper, right under the spec's heading: to pay, and by when in
 * India time, or to wait while its UTR is checked. Undefined for a cash-on-delivery or paid order.
 */
function paymentDue(
  order: Order,
  t: TFunction<'checkout'>,
  dateAndTime: (at: string) => string,
): { title: string; next: string } | undefined {
  const { payment } = order;
  if (order.paymentMethod !== 'upi' || order.status === 'cancelled') return undefined;
  if (payment.status === 'awaiting_payment') {
    const amount = formatPrice(payment.amount);
    return {
      title: payment.dueBy
        ? t('confirmation.payDueBefore', { amount, dueBy: dateAndTime(payment.dueBy) })
        : t('confirmation.payDue', { amount }),
      next: t('confirmation.payDueNext'),
    };
  }
  if (payment.status === 'verifying') {
    return { title: t('confirmation.checking'), next: t('confirmation.checkingNext') };
  }
  return undefined;
}

function ConfirmedMark() {
  return (
    <span
      aria-hidden="true"
      className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-green-800"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
