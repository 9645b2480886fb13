import type { PartStatusChange, VendorOrder, VendorPaymentState } from '@fabric-store/shared';
import { formatInIndia } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '../../components/address-fields';
import { Button, buttonClass } from '../../components/button';
import { useLineAmountText } from '../../components/line-amount';
import { OrderStatusBadge, OrderTimeline } from '../../components/order-status';
import { formatPrice } from '../../components/price';
import { TaxDocumentLinks } from '../../components/tax-document-links';
import { TaggedWords } from '../../i18n/tagged-words';
import { cutWords } from './cut-words';
import { commissionBase, PartMoneySteps } from './part-money-steps';
import { useReaderLanguage } from './reader-language';
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
function lineCommissionText(order: VendorOrder, line: VendorOrder['items'][number], t: TFunction<'vendor'>): string {
  const percent = line.commissionPercent;
  const amount = line.commission === undefined ? undefined : formatPrice(line.commission);
  if (order.discountFundedBy === 'vendor' && line.discount) {
    const base = formatPrice(commissionBase(line.total, line.discount, true));
    return amount === undefined
      ? t('card.commissionOf', { percent, base })
      : t('card.commissionOfAmount', { percent, base, amount });
  }
  return amount === undefined ? t('card.commission', { percent }) : t('card.commissionAmount', { percent, amount });
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
  const { t } = useTranslation('vendor');
  const language = useReaderLanguage();
  const lineAmountText = useLineAmountText();

  return (
    <article
      id={`order-${order._id}`}
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t('card.order')}{' '}
            <span className="block whitespace-nowrap font-mono text-xs font-normal text-muted sm:inline sm:text-sm">
              {order.orderNumber}
            </span>
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <span>
              <TaggedWords
                sentence={t('card.placedOn', {
                  date: formatInIndia(order.orderDate, 'day', language),
                  name: order.userId.name,
                })}
                tags={{
                  time: <time dateTime={order.orderDate} />,
                  name: <span className="font-semibold text-ink" />,
                }}
              />
            </span>
            <OrderStatusBadge status={order.status} />
            <span
              data-testid="payment-state"
              className={`rounded-full px-3 py-1 text-xs font-semibold ${PAID_STATES.includes(order.paymentState) ? 'bg-green-100 text-green-900' : 'bg-amber-50 text-amber-900'}`}
            >
              {t(`paymentState.${order.paymentState}`)}
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
            {expanded ? t('card.hide') : t('card.view')}
          </Button>
          {/* A page of its own, so that it prints alone. */}
          <a href={`/vendor/orders/${encodeURIComponent(order._id)}/packing-slip`} className={buttonClass('secondary')}>
            {t('card.packingSlip')}
          </a>
          <Button variant="danger" onClick={onDelete} disabled={deleting}>
            {deleting ? t('card.deleting') : t('card.delete')}
          </Button>
        </div>
      </header>

      <ul aria-label={t('card.itemsAria')} className="mt-5 divide-y divide-ink/10 border-y border-ink/10 text-sm">
        {order.items.map((line) => (
          <li
            key={`${line.fabric_id}:${line.kind}`}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-2.5 sm:grid-cols-[1fr_auto_7rem]"
          >
            <span className="col-span-2 font-semibold text-ink sm:col-span-1">
              {line.name}
              {line.commissionPercent === undefined ? null : (
                <span className="block text-xs font-normal text-muted">{lineCommissionText(order, line, t)}</span>
              )}
            </span>
            <span className="text-muted sm:text-right">
              {line.kind === 'length' && line.unit === 'per_piece' ? t('card.qty') : ''}
              {lineAmountText(line)}
            </span>
            <span className="whitespace-nowrap text-right font-semibold text-ink">
              <span className="sr-only">{t('card.lineTotal')}</span>
              {formatPrice(line.total)}
            </span>
            {line.cut ? (
              // The cutting list: which roll, of which dye lot, this line is cut from.
              <span className="col-span-full text-xs font-semibold text-clay-700">
                {t('card.cutFrom', { cut: cutWords(line.cut, t) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>

      <PartMoneySteps order={order} />
      <TaxDocumentLinks orderId={order._id} />

      {order.trackingNumber || order.carrier ? (
        <p className="mt-3 text-sm text-muted">
          {order.carrier ? t('card.sentWith', { carrier: order.carrier }) : t('card.sent')}
          {order.trackingNumber ? (
            <>
              {t('card.trackingNumber')}{' '}
              <span className="font-mono font-semibold break-all text-ink">{order.trackingNumber}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {order.cancelReason ? (
        <p className="mt-3 text-sm text-danger">{t('card.cancelled', { reason: order.cancelReason })}</p>
      ) : null}
      {order.paymentCollectedAt ? (
        <p className="mt-3 text-sm text-muted">
          {t('card.cashCollected', { at: formatInIndia(order.paymentCollectedAt, 'fullDayAndTime', language) })}
        </p>
      ) : null}

      <VendorOrderActions key={order.status} order={order} onChangeStatus={onChangeStatus} changing={changing} />

      {expanded ? (
        <section
          id={detailId}
          aria-label={t('card.detailsAria')}
          className="mt-5 rounded-xl bg-cream p-4 text-sm sm:p-5"
        >
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="font-semibold text-muted">{t('card.customerEmail')}</dt>
              <dd className="mt-0.5 break-words text-ink">
                <a href={`mailto:${order.userId.email}`} className="underline hover:text-clay-700">
                  {order.userId.email}
                </a>
              </dd>
              <dt className="mt-3 font-semibold text-muted">{t('card.payment')}</dt>
              <dd className="mt-0.5 text-ink">{t(`paymentMethod.${order.paymentMethod}`)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="font-semibold text-muted">{t('card.shipsTo')}</dt>
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
              <dt className="font-semibold text-muted">{t('card.history')}</dt>
              <dd className="mt-2 ml-1.5">
                <OrderTimeline history={order.history} label={t('card.historyLabel')} />
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
    </article>
  );
}
