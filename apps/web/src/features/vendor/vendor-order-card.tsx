import {
  PAYMENT_METHOD_LABELS,
  type PartStatusChange,
  type ShippingAddress,
  type VendorOrder,
} from '@fabric-store/shared';
import { formatQuantity, unitSuffix } from '@fabric-store/shared/lengths';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { lineAmountText } from '../../components/line-amount';
import { OrderStatusBadge, OrderTimeline } from '../../components/order-status';
import { formatPrice } from '../../components/price';
import { VendorOrderActions } from './vendor-order-actions';

interface VendorOrderCardProps {
  order: VendorOrder;
  onDelete: () => void;
  deleting: boolean;
  onChangeStatus: (change: PartStatusChange) => Promise<boolean>;
  changing: boolean;
}

function formatOrderDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-IN', { dateStyle: 'medium' });
}

function formatOrderTime(isoDate: string): string {
  return new Date(isoDate).toLocaleString('en-IN', { dateStyle: 'full', timeStyle: 'short' });
}

function addressLine({ address, city, state, postalCode, country }: ShippingAddress): string {
  return [address, city, state, postalCode, country].join(', ');
}

/** One order as the vendor sees it: their own lines and subtotal; View expands the full detail in place. */
export function VendorOrderCard({ order, onDelete, deleting, onChangeStatus, changing }: VendorOrderCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailId = useId();
  const headingId = useId();
  const { shippingAddress } = order;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Order <span className="break-all font-mono text-sm font-normal text-muted">#{order._id}</span>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>
              Placed on <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
            </span>
            <OrderStatusBadge status={order.status} />
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
          <Button variant="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </div>
      </header>

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-muted">Customer</dt>
          <dd className="mt-0.5 text-ink">{order.userId.name}</dd>
          <dd className="break-all text-muted">{order.userId.email}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Payment</dt>
          <dd className="mt-0.5 text-ink">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div>
          <dt className="font-semibold text-muted">Ships to</dt>
          <dd className="mt-0.5 text-ink">{addressLine(shippingAddress)}</dd>
        </div>
      </dl>

      <ul aria-label="Your items" className="mt-5 divide-y divide-ink/10 border-y border-ink/10 text-sm">
        {order.items.map((line) => (
          <li key={`${line.fabric_id}:${line.kind}`} className="flex flex-wrap justify-between gap-2 py-2.5">
            <span className="font-semibold text-ink">{line.name}</span>
            <span className="text-muted">
              {line.kind === 'length' && line.unit === 'per_piece' ? 'Qty ' : ''}
              {lineAmountText(line)}
            </span>
          </li>
        ))}
      </ul>

      <p className="mt-3 flex justify-between font-semibold text-ink">
        <span>Your total</span>
        <span>{formatPrice(order.totalPrice)}</span>
      </p>

      {order.trackingNumber || order.carrier ? (
        <p className="mt-3 text-sm text-muted">
          Sent{order.carrier ? ` with ${order.carrier}` : ''}
          {order.trackingNumber ? (
            <>
              , tracking number <span className="font-mono font-semibold text-ink">{order.trackingNumber}</span>
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
        <section id={detailId} aria-label="Order details" className="mt-5 rounded-xl bg-cream p-5 text-sm">
          <table className="w-full text-left">
            <caption className="sr-only">Your lines in this order</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="pb-2 font-semibold">
                  Fabric
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  Quantity
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="pb-2 text-right font-semibold">
                  Subtotal
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line) => (
                <tr key={`${line.fabric_id}:${line.kind}`} className="border-t border-ink/10">
                  <td className="py-2 text-ink">{line.name}</td>
                  <td className="py-2 text-right">
                    {line.kind === 'swatch' ? 'Swatch' : formatQuantity(line.quantity, line.unit)}
                  </td>
                  <td className="py-2 text-right">
                    {formatPrice(line.price)}
                    {line.kind === 'length' ? unitSuffix(line.unit) : ''}
                  </td>
                  <td className="py-2 text-right">{formatPrice(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-muted">Placed</dt>
              <dd className="mt-0.5 text-ink">{formatOrderTime(order.orderDate)}</dd>
              <dt className="mt-3 font-semibold text-muted">Status</dt>
              <dd className="mt-0.5 capitalize text-ink">{order.status}</dd>
              <dt className="mt-3 font-semibold text-muted">History</dt>
              <dd className="mt-2 ml-1.5">
                <OrderTimeline history={order.history} label="History of this order" />
              </dd>
              <dt className="mt-3 font-semibold text-muted">Customer email</dt>
              <dd className="mt-0.5 break-all text-ink">{order.userId.email}</dd>
            </div>
            <div>
              <dt className="font-semibold text-muted">Shipping address</dt>
              <dd className="mt-0.5 text-ink">
                <address className="not-italic">
                  {shippingAddress.name ? <span className="block">{shippingAddress.name}</span> : null}
                  <span className="block">{shippingAddress.address}</span>
                  <span className="block">
                    {shippingAddress.city}, {shippingAddress.state} {shippingAddress.postalCode}
                  </span>
                  <span className="block">{shippingAddress.country}</span>
                </address>
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </article>
  );
}
