import {
  CANCELLABLE_PART_STATUSES,
  type OrderEvent,
  type OrderPart,
  PAYMENT_METHOD_LABELS,
  PartCancelRequestSchema,
} from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/button';
import { formatPrice } from '../../components/price';
import { TaxDocumentLinks } from '../../components/tax-document-links';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useCancelPart, useOperatorOrder } from './api';
import { ConsoleHeading, Loaded, useDateTime } from './console-parts';
import { OrderMoneySection } from './order-money-section';
import { ReasonDialog } from './reason-dialog';

/** A step of a part's history; the marketplace's own cancel says so, with its reason. */
const eventWords = (event: OrderEvent, t: TFunction<'admin'>, tCommon: TFunction<'common'>) =>
  event.actor === 'operator' && event.status === 'cancelled' ? (
    t('orderDetail.cancelledByMarketplace', { note: event.note ?? '' })
  ) : (
    <>
      <span className="capitalize">{tCommon(`orderStatus.${event.status}`)}</span>{' '}
      {t('orderDetail.by', { actor: t(`orderDetail.actors.${event.actor}`) })}
      {event.note ? ` (${event.note})` : ''}
    </>
  );

/**
 * One order as the operator reads it: every part, its lines and history, the payment and where its money
 * went. A part not yet
 * shipped may be cancelled here, with a reason its shopper and vendor are told.
 */
export function OrderDetailPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const dateTime = useDateTime();
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
          toast.success(t('orderDetail.partCancelled', { vendor: part.vendor.name }));
          close();
        },
        onError: (error) => {
          setRefusal(errorMessage(error, t('orderDetail.couldNotCancel')));
          // Refused because the part moved meanwhile: the page shows where it is now.
          void order.refetch();
        },
      },
    );
  };
  return (
    <>
      <ConsoleHeading
        title={order.data ? t('orderDetail.title', { number: order.data.orderNumber }) : t('orders.columns.order')}
      >
        <Link to="/admin/orders" className="font-semibold text-clay-700 underline">
          {t('orderDetail.back')}
        </Link>
      </ConsoleHeading>
      <Loaded query={order}>
        {(data) => (
          <div className="grid gap-6">
            <section aria-labelledby="order-summary" className="rounded-2xl border border-ink/10 bg-white p-6">
              <h2 id="order-summary" className="text-xl font-semibold">
                {t('orderDetail.summary')}
              </h2>
              <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted">{t('orders.columns.placed')}</dt>
                <dd>{dateTime(data.orderDate)}</dd>
                <dt className="text-muted">{t('orders.columns.shopper')}</dt>
                <dd>
                  {data.customerName} ({data.customerEmail})
                </dd>
                <dt className="text-muted">{t('orderDetail.payment')}</dt>
                <dd>
                  {t(`orderDetail.paymentMethods.${data.paymentMethod}`, {
                    defaultValue: PAYMENT_METHOD_LABELS[data.paymentMethod],
                  })}
                  , {t(`orderDetail.paymentStatuses.${data.payment.status}`)}
                  {data.payment.utr ? ` (UTR ${data.payment.utr})` : ''}
                </dd>
                <dt className="text-muted">{t('orders.columns.total')}</dt>
                <dd className="font-semibold">{formatPrice(data.totalPrice)}</dd>
                <dt className="text-muted">{t('orders.columns.status')}</dt>
                <dd className="capitalize">{tCommon(`orderStatus.${data.status}`)}</dd>
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
                    {part.vendor.name}: <span className="capitalize">{tCommon(`orderStatus.${part.status}`)}</span>
                  </h2>
                  {CANCELLABLE_PART_STATUSES.includes(part.status) ? (
                    <Button
                      variant="danger"
                      aria-label={t('orderDetail.cancelPartFrom', { vendor: part.vendor.name })}
                      onClick={() => setCancelling(part)}
                    >
                      {t('orderDetail.cancelPart')}
                    </Button>
                  ) : null}
                </div>
                <ul className="mt-3 text-sm">
                  {part.items.map((line) => (
                    <li key={`${line.fabric_id}-${line.kind}`}>
                      {line.name} ({line.kind === 'swatch' ? t('orderDetail.swatch') : line.quantity}) ·{' '}
                      {formatPrice(line.total)}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm">{t('orderDetail.subtotal', { amount: formatPrice(part.subtotal) })}</p>
                <TaxDocumentLinks orderId={data._id} partId={part._id} />
                {part.paymentCollectedAt ? (
                  <p className="text-sm">
                    {t('orderDetail.paymentCollected', { at: dateTime(part.paymentCollectedAt) })}
                  </p>
                ) : null}
                <h3 className="mt-4 font-semibold">{t('vendor.history')}</h3>
                <ol className="mt-1 text-sm text-muted">
                  {part.history.map((event) => (
                    <li key={`${event.status}-${event.at}`}>
                      {dateTime(event.at)}: {eventWords(event, t, tCommon)}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </Loaded>
      <ReasonDialog
        title={cancelling && t('orderDetail.cancelTitle', { vendor: cancelling.vendor.name })}
        explanation={t('orderDetail.cancelExplanation')}
        confirmLabel={t('orderDetail.cancelPart')}
        busy={cancel.isPending}
        schema={PartCancelRequestSchema}
        refusal={refusal}
        onConfirm={(reason) => cancelling && cancelPart(cancelling, reason)}
        onClose={close}
      />
    </>
  );
}
