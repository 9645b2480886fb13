import {
  describeCut,
  formatInIndia,
  PAYMENT_METHOD_LABELS,
  type PartStatusChange,
  VENDOR_PAYMENT_STATE_LABELS,
  type VendorOrder,
  type VendorPaymentState,
} from '@fabric-store/shared';
import { useId, useState } from 'react';
import { AddressLines } from '../../components/address-fields';
import { Button, buttonClass } from '../../components/button';
import { lineAmountText } from '../../components/line-amount';
import { OrderStatusBadge, OrderTimeline } from '../../components/order-status';
import { formatPrice } from '../../components/price';
import { TaxDocumentLinks } from '../../components/tax-document-links';
import { commissionBase, PartMoneySteps } from './part-money-steps';
import { VendorOrderActions } from './vendor-order-actions';

/** The payment states in which the part's money is settled or is the vendor's to take: shown green. */
const PAID_STATES: readonly VendorPaymentState[] = ['paid', 'cash_due', 'cash_collected'];

interface VendorOrderCardProps {
  order: VendorOrder;
  onDelete: () => void;
  deleting: boolean;
  onChangeStatus: (change: PartStatusChange) => Promise<boolean>;
  changing: boolean;
}

/** "Commission 12%: Rs. 90.10", or "… 12% of Rs. 2,430.00: …" when the vendor's coupon came off the line first. */
function lineCommissionText(order: VendorOrder, line: VendorOrder['items'][number]): string {
  const fundedByVendor = order.discountFundedBy === 'vendor' && Boolean(line.discount);
  const of = fundedByVendor ? ` of ${formatPrice(commissionBase(line.total, line.discount, true))}` : '';
  const amount = line.commission === undefined ? '' : `: ${formatPrice(line.commission)}`;
  return `Commission ${line.commissionPercent}%${of}${amount}`;
}

function formatOrderDate(isoDate: string): string {
  return formatInIndia(isoDate, 'day');
}

function formatOrderTime(isoDate: string): string {
  return formatInIndia(isoDate, 'fullDayAndTime');
}

/**
 * One order as the vendor sees it. The card says what to cut and pack (the customer, each of the
 * vendor's lines with its total, their total, the next steps); View adds how to reach the customer,
 * where it ships and what has happened, so no fact is shown twice. On a phone each line's name takes
 * the full width and its amount and total sit below it, never wrapped inside a price.
 */
export function VendorOrderCard({ order, onDelete, deleting, onChangeStatus, changing }: VendorOrderCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const headingId = useId();
  const { shippingAddress } = order;

  return (
    <article
      id={`order-${order._id}`}
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Order{' '}
            <span className="block whitespace-nowrap font-mono text-xs font-normal text-muted sm:inline sm:text-sm">
              {order.orderNumber}
            </span>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <span>
              Placed on <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time> by{' '}
              <span className="font-semibold text-ink">{order.userId.name}</span>
            </span>
            <OrderStatusBadge status={order.status} />
            <span
              data-testid="payment-state"
              className={`rounded-full px-3 py-1 text-xs font-semibold ${PAID_STATES.includes(order.paymentState) ? 'bg-green-100 text-green-900' : 'bg-amber-50 text-amber-900'}`}
            >
              {VENDOR_PAYMENT_STATE_LABELS[order.paymentState]}
            </span>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => setExpanded((open) => !open)}
            aria-expanded={expanded}
            aria-controls={detailId}
          >
            {expanded ? 'Hide' : 'View'}
          </Button>
          {/* A page of its own, so that it prints alone. */}
          <a href={`/vendor/orders/${encodeURIComponent(order._id)}/packing-slip`} className={buttonClass('secondary')}>
            Packing slip
          </a>
          <Button variant="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </header>

      <ul aria-label="Your items" className="mt-5 divide-y divide-ink/10 border-y border-ink/10 text-sm">
        {order.items.map((line) => (
          <li
            key={`${line.fabric_id}:${line.kind}`}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-2.5 sm:grid-cols-[1fr_auto_7rem]"
          >
            <span className="col-span-2 font-semibold text-ink sm:col-span-1">
              {line.name}
              {line.commissionPercent === undefined ? null : (
                <span className="block text-xs font-normal text-muted">{lineCommissionText(order, line)}</span>
              )}
            </span>
            <span className="text-muted sm:text-right">
              {line.kind === 'length' && line.unit === 'per_piece' ? 'Qty ' : ''}
              {lineAmountText(line)}
            </span>
            <span className="whitespace-nowrap text-right font-semibold text-ink">
              <span className="sr-only">Line total </span>
              {formatPrice(line.total)}
            </span>
            {line.cut ? (
              // The cutting list: which roll, of which dye lot, this line is cut from.
              <span className="col-span-full text-xs font-semibold text-clay-700">
                Cut from {describeCut(line.cut)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      <PartMoneySteps order={order} />
      <TaxDocumentLinks orderId={order._id} />

      {order.trackingNumber || order.carrier ? (
        <p className="mt-3 text-sm text-muted">
          Sent{order.carrier ? ` with ${order.carrier}` : ''}
          {order.trackingNumber ? (
            <>
              , tracking number{' '}
              <span className="font-mono font-semibold break-all text-ink">{order.trackingNumber}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {order.cancelReason ? <p className="mt-3 text-sm text-danger">Cancelled: {order.cancelReason}</p> : null}
      {order.paymentCollectedAt ? (
        <p className="mt-3 text-sm text-muted">Cash collected on {formatOrderTime(order.paymentCollectedAt)}</p>
      ) : null}

      <VendorOrderActions key={order.status} order={order} onChangeStatus={onChangeStatus} changing={changing} />

      {expanded ? (
        <section id={detailId} aria-label="Order details" className="mt-5 rounded-xl bg-cream p-4 text-sm sm:p-5">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="font-semibold text-muted">Customer email</dt>
              <dd className="mt-0.5 break-words text-ink">
                <a href={`mailto:${order.userId.email}`} className="underline hover:text-clay-700">
                  {order.userId.email}
                </a>
              </dd>
              <dt className="mt-3 font-semibold text-muted">Payment</dt>
              <dd className="mt-0.5 text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
            </div>
            <div className="min-w-0">
              <dt className="font-semibold text-muted">Ships to</dt>
              <dd className="mt-0.5 break-words text-ink">
                <address className="not-italic">
                  {shippingAddress.name ? <span className="block">{shippingAddress.name}</span> : null}
                  {shippingAddress.phone ? (
                    <a href={`tel:+91${shippingAddress.phone}`} className="block underline">
                      {shippingAddress.phone}
                    </a>
                  ) : null}
                  <AddressLines parts={shippingAddress} />
                </address>
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="font-semibold text-muted">History</dt>
              <dd className="mt-2 ml-1.5">
                <OrderTimeline history={order.history} label="History of this order" />
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </article>
  );
}
