import { describeCut, formatInIndia, formatMetres, type OrderLine, PAYMENT_METHOD_LABELS } from '@fabric-store/shared';
import { Link, useParams } from 'react-router';
import { AddressLines } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Loading, ProblemState } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { useVendorOrder } from './api';

/** How much of a line goes in the parcel, as the packer counts it. */
function packedAmount(line: OrderLine): string {
  if (line.kind === 'swatch') return 'Swatch';
  if (line.kind === 'remnant') return `Remnant, ${formatMetres(line.quantity)} m whole`;
  if (line.unit === 'per_metre') return `${formatMetres(line.quantity)} m, one piece`;
  return `${line.quantity} ${line.quantity === 1 ? 'piece' : 'pieces'}`;
}

/**
 * The vendor's packing slip and pick list for its part of one order, made to be printed: the order's
 * short number, who it goes to (name, phone, address), and each line with its length and the roll and
 * dye lot to cut it from. The site's header, footer and the buttons are left off the paper.
 */
export function PackingSlipPage() {
  const { orderId = '' } = useParams();
  const { data: order, isPending, error } = useVendorOrder(orderId);

  if (isPending) return <Loading />;
  if (error || !order) {
    return (
      <ProblemState
        title="This packing slip could not be loaded"
        message={error ? 'Failed to fetch order details.' : 'Order not found.'}
        action={{ to: '/vendor/orders', label: 'Back to Your Orders' }}
      />
    );
  }
  const to = order.shippingAddress;
  const cashToCollect = order.paymentMethod === 'cash_on_delivery' && order.status !== 'cancelled';
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-ink sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/vendor/orders" className="text-sm font-semibold text-clay-700 hover:underline">
          ← Your Orders
        </Link>
        <Button onClick={() => window.print()}>Print packing slip</Button>
      </div>
      <header className="flex flex-wrap items-baseline justify-between gap-3 border-b border-ink pb-3">
        <h1 className="text-2xl font-semibold">Packing slip</h1>
        <p className="font-mono text-xl font-semibold" data-testid="slip-order-number">
          {order.orderNumber}
        </p>
      </header>
      <p className="mt-2 text-sm">
        Placed on <time dateTime={order.orderDate}>{formatInIndia(order.orderDate, 'longDayAndTime')}</time> ·{' '}
        {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        {cashToCollect ? <> · collect {formatPrice(order.payment.amount)} in cash on delivery</> : null}
      </p>

      <section aria-labelledby="ship-to" className="mt-6 break-inside-avoid">
        <h2 id="ship-to" className="text-sm font-semibold uppercase tracking-widest">
          Ship to
        </h2>
        <address className="mt-2 text-lg not-italic leading-snug" data-testid="slip-ship-to">
          <span className="block font-semibold">{to.name || order.userId.name}</span>
          {to.phone ? <span className="block">Phone {to.phone}</span> : null}
          <AddressLines parts={to} />
        </address>
      </section>

      <section aria-labelledby="pick-list" className="mt-8">
        <h2 id="pick-list" className="text-sm font-semibold uppercase tracking-widest">
          Pick list
        </h2>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ink">
              <th className="py-2 pr-3">Fabric</th>
              <th className="py-2 pr-3">Cut and pack</th>
              <th className="py-2 pr-3">From</th>
              <th className="py-2">Packed</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={`${line.fabric_id}:${line.kind}`} className="break-inside-avoid border-b border-ink/30">
                <td className="py-2 pr-3 font-semibold">{line.name}</td>
                <td className="py-2 pr-3">{packedAmount(line)}</td>
                <td className="py-2 pr-3">{line.cut ? describeCut(line.cut) : 'Any roll'}</td>
                <td className="py-2">
                  <span aria-hidden="true" className="inline-block size-4 border border-ink" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
