import { type Order, type OrderPart, paiseToRupees, rupeesToPaise } from '@fabric-store/shared';
import { CANCELLABLE_PART_STATUSES } from '@fabric-store/shared/order-lifecycle';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button';
import { LineAmount } from '../../components/line-amount';
import { OrderStatusBadge, OrderTimeline } from '../../components/order-status';
import { ErrorMessage, Loading } from '../../components/page-state';
import { PartRefundNote } from '../../components/part-refund-note';
import { formatPrice } from '../../components/price';
import { ReturnPolicy } from '../../components/return-policy';
import { TaxDocumentLinks } from '../../components/tax-document-links';
import { useFormats } from '../../i18n/formats';
import { ApiError, errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCancelOrder, useOrder } from './api';
import { PartReturns } from './part-returns';
import { UpiPaymentPanel } from './upi-payment-panel';

/** One order for its shopper: each seller's part with its own status, timeline and tracking. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const { data: order, error, isPending } = useOrder(orderId);
  const { t } = useTranslation('orders');
  const { date } = useFormats();

  if (isPending) return <Loading />;
  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return <ErrorMessage>{notFound ? t('order.notFound') : t('order.loadFailed')}</ErrorMessage>;
  }

  const { shippingAddress } = order;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{t('order.title')}</title>
      <Link to="/orders" className="text-sm font-semibold text-clay-700 hover:underline">
        {t('order.back')}
      </Link>
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold text-ink">{t('order.heading')}</h1>
          <p className="mt-1 font-mono text-sm text-muted">{order.orderNumber}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <dl className="mt-6 grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 text-sm shadow-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t('order.placed')}</dt>
          <dd className="font-semibold">
            <time dateTime={order.orderDate}>{date(order.orderDate, 'longDayAndTime')}</time>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('order.total')}</dt>
          <dd className="font-semibold" data-testid="order-total">
            {formatPrice(order.totalPrice)}
          </dd>
          {order.discount ? (
            <dd className="text-green-800" data-testid="order-discount">
              {order.coupon
                ? t('order.afterDiscountWithCoupon', { amount: formatPrice(order.discount), coupon: order.coupon })
                : t('order.afterDiscount', { amount: formatPrice(order.discount) })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-muted">{t('order.payment')}</dt>
          <dd className="font-semibold">{t(`paymentMethods.${order.paymentMethod}`)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('order.shipsTo')}</dt>
          <dd>
            {shippingAddress.address}, {shippingAddress.city}, {shippingAddress.state} {shippingAddress.postalCode},{' '}
            {shippingAddress.country}
          </dd>
        </div>
      </dl>

      <UpiPaymentPanel order={order} />

      {order.cancellable ? <CancelOrder order={order} /> : null}

      <h2 className="mt-10 text-2xl font-semibold">
        {order.parts.length === 1 ? t('order.oneParcel') : t('order.parcels', { parcels: order.parts.length })}
      </h2>
      <ul className="mt-4 space-y-6">
        {order.parts.map((part) => (
          <li key={part._id}>
            <OrderPartCard orderId={order._id} part={part} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderPartCard({ orderId, part }: { orderId: string; part: OrderPart }) {
  const headingId = useId();
  const { t } = useTranslation('orders');
  const vendor = part.vendor.name;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t('part.from', { vendor })}
        </h3>
        <OrderStatusBadge status={part.status} />
      </header>
      {part.status === 'shipped' || part.status === 'delivered' ? (
        <p className="mt-3 rounded-xl bg-cream px-4 py-3 text-sm">
          {part.trackingNumber ? (
            <>
              {part.carrier ? t('part.trackingNumberWith', { carrier: part.carrier }) : t('part.trackingNumber')}{' '}
              <span className="font-mono font-semibold" data-testid="tracking-number">
                {part.trackingNumber}
              </span>
            </>
          ) : (
            t(part.carrier ? 'part.sentWithNoTracking' : 'part.sentNoTracking', { carrier: part.carrier })
          )}
        </p>
      ) : null}
      <TaxDocumentLinks orderId={orderId} partId={part._id} />
      {part.status === 'cancelled' ? (
        <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
          <span className="block font-semibold">
            {part.cancelReason ? t('part.cancelledBecause', { reason: part.cancelReason }) : t('part.cancelled')}
          </span>
          {part.refund ? (
            <span data-testid="part-refund">
              <PartRefundNote refund={part.refund} />
            </span>
          ) : (
            t('part.nothingCharged')
          )}
        </p>
      ) : null}
      <ul aria-label={t('part.itemsFrom', { vendor })} className="mt-4 divide-y divide-ink/10 border-y border-ink/10">
        {part.items.map((item) => (
          <li key={`${item.fabric_id}:${item.kind}`} className="flex justify-between gap-4 py-2.5 text-sm">
            <span>
              <Link to={`/product/${item.fabric_id}`} className="hover:underline">
                {item.name} <LineAmount className="text-muted" {...item} />
              </Link>
              <ReturnPolicy line={item} className="block text-xs text-muted" />
            </span>
            <span className="whitespace-nowrap">{formatPrice(item.total)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between font-semibold">
        <span>{t('part.subtotal')}</span>
        <span>{formatPrice(part.subtotal)}</span>
      </p>
      <h4 className="mt-5 text-sm font-semibold uppercase tracking-widest text-muted">{t('part.progress')}</h4>
      <div className="mt-3 ml-1.5">
        <OrderTimeline history={part.history} label={t('part.progressOf', { vendor })} />
      </div>
      <PartReturns orderId={orderId} part={part} />
    </article>
  );
}

/**
 * What cancelling does to the shopper's money: nothing is charged while nothing was paid; money paid by UPI
 * is sent back by the marketplace, which holds it, once the operator sends the refund.
 */
function whatCancellingDoesToTheMoney(order: Order, t: TFunction<'orders'>): string {
  const { payment } = order;
  const paidBack = t('cancel.paidBack');
  const open = order.parts.filter((part) => CANCELLABLE_PART_STATUSES.includes(part.status));
  const paise = open.reduce((sum, part) => sum + rupeesToPaise(part.subtotal) - rupeesToPaise(part.discount ?? 0), 0);
  const refund = formatPrice(paiseToRupees(paise));
  if (order.paymentMethod === 'upi' && payment.status === 'paid' && payment.amount > 0) {
    return t('cancel.paidRefund', { refund, paidBack });
  }
  if (order.paymentMethod === 'upi' && payment.status === 'verifying') {
    return t('cancel.verifyingRefund', { refund, paidBack });
  }
  return t('cancel.nothingCharged');
}

/** Cancel order, with a confirmation that says what it does and takes an optional reason. */
function CancelOrder({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const cancelOrder = useCancelOrder(order._id);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const reasonId = useId();

  useEffect(() => {
    if (confirming) dialogRef.current?.focus();
  }, [confirming]);

  async function confirm() {
    try {
      await cancelOrder.mutateAsync({ reason: reason.trim() || undefined });
      toast.success(t('cancel.done'));
      setConfirming(false);
    } catch (error) {
      toast.error(errorMessage(error, t('cancel.failed')));
    }
  }

  if (!confirming) {
    return (
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/10 bg-white px-6 py-4">
        <p className="text-sm text-muted">{t('cancel.stillPossible')}</p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('cancel.button')}
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="mt-6 rounded-2xl border border-danger/30 bg-white px-6 py-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('cancel.question')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {whatCancellingDoesToTheMoney(order, t)} {t('cancel.cannotUndo')}
      </p>
      <label htmlFor={reasonId} className="mt-4 block text-sm font-semibold">
        {t('cancel.reason')}
      </label>
      <textarea
        id={reasonId}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.currentTarget.value)}
        rows={2}
        className="mt-1 w-full rounded-xl border border-ink/20 px-3 py-2 text-sm"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="danger" onClick={confirm} disabled={cancelOrder.isPending}>
          {cancelOrder.isPending ? t('cancel.cancelling') : t('cancel.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancelOrder.isPending}>
          {t('cancel.keep')}
        </Button>
      </div>
    </div>
  );
}
