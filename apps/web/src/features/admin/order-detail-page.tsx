import { PAYMENT_METHOD_LABELS } from '@fabric-store/shared';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../components/price';
import { useOperatorOrder } from './api';
import { ConsoleHeading, dateTime, Loaded } from './console-parts';

/** One order as the operator reads it: every part, its lines and history, the payment; nothing here moves it. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOperatorOrder(orderId);
  return (
    <>
      <ConsoleHeading title={`Order #${orderId.slice(0, 8)}`}>
        <Link to="/admin/orders" className="font-semibold text-clay-700 underline">
          Back to orders
        </Link>
      </ConsoleHeading>
      <Loaded query={order}>
        {(data) => (
          <div className="grid gap-6">
            <section aria-labelledby="order-summary" className="rounded-2xl border border-ink/10 bg-white p-6">
              <h2 id="order-summary" className="text-xl font-semibold">
                Summary
              </h2>
              <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted">Placed</dt>
                <dd>{dateTime(data.orderDate)}</dd>
                <dt className="text-muted">Shopper</dt>
                <dd>
                  {data.customerName} ({data.customerEmail})
                </dd>
                <dt className="text-muted">Payment</dt>
                <dd>
                  {PAYMENT_METHOD_LABELS[data.paymentMethod]}, {data.payment.status.replace(/_/g, ' ')}
                  {data.payment.utr ? ` (UTR ${data.payment.utr})` : ''}
                </dd>
                <dt className="text-muted">Total</dt>
                <dd className="font-semibold">{formatPrice(data.totalPrice)}</dd>
                <dt className="text-muted">Status</dt>
                <dd className="capitalize">{data.status}</dd>
              </dl>
            </section>
            {data.parts.map((part) => (
              <section
                key={part._id}
                aria-labelledby={`part-${part._id}`}
                className="rounded-2xl border border-ink/10 bg-white p-6"
              >
                <h2 id={`part-${part._id}`} className="text-xl font-semibold">
                  {part.vendor.name}: <span className="capitalize">{part.status}</span>
                </h2>
                <ul className="mt-3 text-sm">
                  {part.items.map((line) => (
                    <li key={`${line.fabric_id}-${line.kind}`}>
                      {line.name} ({line.kind === 'swatch' ? 'swatch' : line.quantity}) · {formatPrice(line.total)}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm">Subtotal {formatPrice(part.subtotal)}</p>
                {part.paymentCollectedAt ? (
                  <p className="text-sm">Payment collected {dateTime(part.paymentCollectedAt)}</p>
                ) : null}
                <h3 className="mt-4 font-semibold">History</h3>
                <ol className="mt-1 text-sm text-muted">
                  {part.history.map((event) => (
                    <li key={`${event.status}-${event.at}`}>
                      {dateTime(event.at)}: <span className="capitalize">{event.status}</span> by {event.actor}
                      {event.note ? ` (${event.note})` : ''}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </Loaded>
    </>
  );
}
