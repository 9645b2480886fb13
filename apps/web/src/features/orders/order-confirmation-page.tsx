import { formatInIndia, type Order, PAYMENT_METHOD_LABELS } from '@fabric-store/shared';
import { useParams } from 'react-router';
import { AddressLines } from '../../components/address-fields';
import { ButtonLink } from '../../components/button';
import { LineAmount } from '../../components/line-amount';
import { NotFoundPage } from '../../components/not-found-page';
import { Loading, ProblemState } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { ApiError } from '../../lib/api-client';
import { useOrder } from './api';
import { UpiPaymentPanel } from './upi-payment-panel';

export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const { data: order, error, isPending } = useOrder(orderId);

  if (isPending) return <Loading />;
  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return notFound ? (
      <NotFoundPage reason="Order not found." />
    ) : (
      <ProblemState
        title="This order could not be loaded"
        message="Failed to fetch order details."
        action={{ to: '/', label: 'Back to Home' }}
      />
    );
  }

  const { shippingAddress } = order;
  const due = paymentDue(order);
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <title>Order Confirmed · Fabric-Store</title>
      <div className="text-center">
        {due ? null : <ConfirmedMark />}
        <h1 className="mt-5 text-4xl font-semibold">Order Confirmed!</h1>
        {due ? (
          <>
            <h2 className="mt-4 text-2xl font-semibold text-clay-700" data-testid="payment-due">
              {due.title}
            </h2>
            <p className="mt-2 text-muted">{due.next}</p>
          </>
        ) : (
          <p className="mt-3 text-muted">
            Thank you for your order. We will let you know when your fabrics are on their way.
          </p>
        )}
      </div>

      <UpiPaymentPanel order={order} />

      <div className="mt-10 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Order number</dt>
            <dd className="font-mono font-semibold" data-testid="order-number">
              {order.orderNumber}
            </dd>
          </div>
          <div>
            <dt className="text-muted">Order date</dt>
            <dd>{formatInIndia(order.orderDate, 'longDayAndTime')}</dd>
          </div>
          <div>
            <dt className="text-muted">Payment method</dt>
            <dd className="font-semibold">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          </div>
          <div>
            <dt className="text-muted">Shipping address</dt>
            <dd data-testid="shipping-address">
              <AddressLines parts={shippingAddress} name={shippingAddress.name} />
            </dd>
          </div>
        </dl>

        <h2 className="mt-8 text-xl font-semibold">Items</h2>
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
            <span>Discount{order.coupon ? ` (${order.coupon})` : ''}</span>
            <span data-testid="order-discount">-{formatPrice(order.discount)}</span>
          </p>
        ) : null}
        <p className="mt-4 flex justify-between border-t border-ink/10 pt-4 text-lg font-semibold">
          <span>Total</span>
          <span data-testid="order-total">{formatPrice(order.totalPrice)}</span>
        </p>
      </div>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to={`/orders/${order._id}`} size="lg" variant="secondary">
          Track this order
        </ButtonLink>
        <ButtonLink to="/" size="lg">
          Go Back to Shopping
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * What a UPI order not yet paid asks of the shopper, right under the spec's heading: to pay, and by when in
 * India time, or to wait while its UTR is checked. Undefined for a cash-on-delivery or paid order.
 */
function paymentDue(order: Order): { title: string; next: string } | undefined {
  const { payment } = order;
  if (order.paymentMethod !== 'upi' || order.status === 'cancelled') return undefined;
  if (payment.status === 'awaiting_payment') {
    const before = payment.dueBy ? ` before ${formatInIndia(payment.dueBy, 'longDayAndTime')}` : '';
    return {
      title: `Pay ${formatPrice(payment.amount)} by UPI${before}`,
      next: 'Your order is placed and kept for you until then; the sellers send your fabrics once it is paid.',
    };
  }
  if (payment.status === 'verifying') {
    return {
      title: 'Your UPI payment is being checked',
      next: 'We email you as soon as your UPI payment is confirmed; then the sellers send your fabrics.',
    };
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
