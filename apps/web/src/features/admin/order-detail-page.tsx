import {
  CANCELLABLE_PART_STATUSES,
  type OrderEvent,
  type OrderPart,
  PAYMENT_METHOD_LABELS,
  PartCancelRequestSchema,
} from '@fabric-store/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { TaxDocumentLinks } from '../../components/tax-document-links';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCancelPart, useOperatorOrder } from './api';
import { ConsoleHeading, dateTime, Loaded } from './console-parts';
import { OrderMoneySection } from './order-money-section';
import { ReasonDialog } from './reason-dialog';

/** A step of a part's history; the marketplace's own cancel says so, with its reason. */
const eventWords = (event: OrderEvent) =>
  event.actor === 'operator' && event.status === 'cancelled' ? (
    `Cancelled by the marketplace: ${event.note ?? ''}`
  ) : (
    <>
      <span className="capitalize">{event.status}</span> by {event.actor}
      {event.note ? ` (${event.note})` : ''}
    </>
  );

/**
 * One order as the operator reads it: every part, its lines and history, the payment and where its money
 * went. A part not yet
 * shipped may be cancelled here, with a reason its shopper and vendor are told.
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const order = useOperatorOrder(orderId);
  const cancel = useCancelPart();
  const [cancelling, setCancelling] = useState<OrderPart>();
  const [refusal, setRefusal] = useState<string>();
  const close = () => {
    setCancelling(undefined);
    setRefusal(undefined);
  };
  const cancelPart = (part: OrderPart, reason: string) => {
    if (cancel.isPending) return;
    cancel.mutate(
      { orderId, partId: part._id, reason },
      {
        onSuccess: () => {
          toast.success(`${part.vendor.name}'s part cancelled: the shopper and the seller are told.`);
          close();
        },
        onError: (error) => {
          setRefusal(errorMessage(error, 'Could not cancel this part.'));
          // Refused because the part moved meanwhile: the page shows where it is now.
          void order.refetch();
        },
      },
    );
  };
  return (
    <>
      <ConsoleHeading title={order.data ? `Order ${order.data.orderNumber}` : 'Order'}>
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
            <OrderMoneySection orderId={orderId} />
            {data.parts.map((part) => (
              <section
                key={part._id}
                aria-labelledby={`part-${part._id}`}
                className="rounded-2xl border border-ink/10 bg-white p-6"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`part-${part._id}`} className="text-xl font-semibold">
                    {part.vendor.name}: <span className="capitalize">{part.status}</span>
                  </h2>
                  {CANCELLABLE_PART_STATUSES.includes(part.status) ? (
                    <Button
                      variant="danger"
                      aria-label={`Cancel part from ${part.vendor.name}`}
                      onClick={() => setCancelling(part)}
                    >
                      Cancel part
                    </Button>
                  ) : null}
                </div>
                <ul className="mt-3 text-sm">
                  {part.items.map((line) => (
                    <li key={`${line.fabric_id}-${line.kind}`}>
                      {line.name} ({line.kind === 'swatch' ? 'swatch' : line.quantity}) · {formatPrice(line.total)}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm">Subtotal {formatPrice(part.subtotal)}</p>
                <TaxDocumentLinks orderId={data._id} partId={part._id} />
                {part.paymentCollectedAt ? (
                  <p className="text-sm">Payment collected {dateTime(part.paymentCollectedAt)}</p>
                ) : null}
                <h3 className="mt-4 font-semibold">History</h3>
                <ol className="mt-1 text-sm text-muted">
                  {part.history.map((event) => (
                    <li key={`${event.status}-${event.at}`}>
                      {dateTime(event.at)}: {eventWords(event)}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </Loaded>
      <ReasonDialog
        title={cancelling && `Cancel the part from ${cancelling.vendor.name}`}
        explanation="Its stock goes back, and money paid by UPI is owed back. The shopper and the seller are mailed this reason."
        confirmLabel="Cancel part"
        busy={cancel.isPending}
        schema={PartCancelRequestSchema}
        refusal={refusal}
        onConfirm={(reason) => cancelling && cancelPart(cancelling, reason)}
        onClose={close}
      />
    </>
  );
}
