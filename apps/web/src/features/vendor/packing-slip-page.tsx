import { formatInIndia, formatMetres, type OrderLine } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AddressLines } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Loading, ProblemState } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { TaggedWords } from '../../i18n/tagged-words';
import { useVendorOrder } from './api';
import { cutWords } from './cut-words';
import { useReaderLanguage } from './reader-language';

/** How much of a line goes in the parcel, as the packer counts it. */
function packedAmount(line: OrderLine, t: TFunction<'vendor'>): string {
  if (line.kind === 'swatch') return t('slip.swatch');
  if (line.kind === 'remnant') return t('slip.remnant', { metres: formatMetres(line.quantity) });
  if (line.unit === 'per_metre') return t('slip.metres', { metres: formatMetres(line.quantity) });
  return t('slip.pieces', { count: line.quantity });
}

/**
 * The vendor's packing slip and pick list for its part of one order, made to be printed: the order's
 * short number, who it goes to (name, phone, address), and each line with its length and the roll and
 * dye lot to cut it from. The site's header, footer and the buttons are left off the paper.
 */
export function PackingSlipPage() {
  const { orderId = '' } = useParams();
  const { data: order, isPending, error } = useVendorOrder(orderId);
  const { t } = useTranslation('vendor');
  const language = useReaderLanguage();

  if (isPending) return <Loading label={t('loading')} />;
  if (error || !order) {
    return (
      <ProblemState
        title={t('slip.loadFailedTitle')}
        message={error ? t('slip.loadFailed') : t('slip.notFound')}
        action={{ to: '/vendor/orders', label: t('slip.backToOrders') }}
      />
    );
  }
  const to = order.shippingAddress;
  const cashToCollect = order.paymentMethod === 'cash_on_delivery' && order.status !== 'cancelled';
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-ink sm:px-6 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/vendor/orders" className="text-sm font-semibold text-clay-700 hover:underline">
          {t('slip.yourOrders')}
        </Link>
        <Button onClick={() => window.print()}>{t('slip.print')}</Button>
      </div>
      <header className="flex flex-wrap items-baseline justify-between gap-3 border-b border-ink pb-3">
        <h1 className="text-2xl font-semibold">{t('slip.title')}</h1>
        <p className="font-mono text-xl font-semibold" data-testid="slip-order-number">
          {order.orderNumber}
        </p>
      </header>
      <p className="mt-2 text-sm">
        <TaggedWords
          sentence={t('slip.placedOn', {
            date: formatInIndia(order.orderDate, 'longDayAndTime', language),
            method: t(`paymentMethod.${order.paymentMethod}`),
          })}
          tags={{ time: <time dateTime={order.orderDate} /> }}
        />
        {cashToCollect ? t('slip.collect', { amount: formatPrice(order.payment.amount) }) : null}
      </p>

      <section aria-labelledby="ship-to" className="mt-6 break-inside-avoid">
        <h2 id="ship-to" className="text-sm font-semibold uppercase tracking-widest">
          {t('slip.shipTo')}
        </h2>
        <address className="mt-2 text-lg not-italic leading-snug" data-testid="slip-ship-to">
          <span className="block font-semibold">{to.name || order.userId.name}</span>
          {to.phone ? <span className="block">{t('slip.phone', { phone: to.phone })}</span> : null}
          <AddressLines parts={to} />
        </address>
      </section>

      <section aria-labelledby="pick-list" className="mt-8">
        <h2 id="pick-list" className="text-sm font-semibold uppercase tracking-widest">
          {t('slip.pickList')}
        </h2>
        <table className="mt-2 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-ink">
              <th className="py-2 pr-3">{t('slip.fabric')}</th>
              <th className="py-2 pr-3">{t('slip.cutAndPack')}</th>
              <th className="py-2 pr-3">{t('slip.from')}</th>
              <th className="py-2">{t('slip.packed')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={`${line.fabric_id}:${line.kind}`} className="break-inside-avoid border-b border-ink/30">
                <td className="py-2 pr-3 font-semibold">{line.name}</td>
                <td className="py-2 pr-3">{packedAmount(line, t)}</td>
                <td className="py-2 pr-3">{line.cut ? cutWords(line.cut, t) : t('slip.anyRoll')}</td>
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
