import type { Return } from '@fabric-store/shared';
import type { ReturnStatus } from '@fabric-store/shared/return-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';
import { LineAmount } from './line-amount';
import { PartRefundNote } from './part-refund-note';
import { formatPrice } from './price';
import { ReturnPhotos } from './return-photos';

const BADGE_COLOURS: Record<ReturnStatus, string> = {
  requested: 'bg-sand text-ink',
  approved: 'bg-blue-50 text-blue-800',
  rejected: 'bg-red-50 text-danger',
  escalated: 'bg-amber-50 text-amber-900',
  received: 'bg-indigo-50 text-indigo-800',
  refunded: 'bg-green-100 text-green-900',
  closed: 'bg-red-50 text-danger',
};

/** A return's status as a coloured label; the words carry the meaning. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span
      data-testid="return-status"
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${BADGE_COLOURS[status]}`}
    >
      {t(`returnBadge.${status}`)}
    </span>
  );
}

/**
 * One return: its lines and amount, its reason and note, and its timeline, oldest first; `children`
 * are the actions the reader may take now. The shopper, the vendor and the operator read the same words.
 */
export function ReturnSummary({
  item,
  heading,
  level: Heading,
  children,
}: {
  item: Return;
  heading: string;
  /** The heading's level where the summary sits in its page. */
  level: 'h2' | 'h5';
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const { date } = useFormats();
  const reasonAndNotes = [
    t('returnSummary.reason', { reason: t(`returnReasons.${item.reason}`) }),
    item.note ? t('returnSummary.note', { note: item.note }) : undefined,
    item.refundBy === 'vendor' && item.refundReference
      ? t('returnSummary.refundReference', { reference: item.refundReference })
      : undefined,
  ];
  return (
    <article aria-label={heading} className="rounded-xl border border-ink/10 bg-cream/60 p-4 text-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-ink">{heading}</Heading>
        <ReturnStatusBadge status={item.status} />
      </header>
      <ul className="mt-2 space-y-1">
        {item.lines.map((line) => (
          <li key={line.fabric_id} className="flex justify-between gap-4">
            <span>
              {line.name} <LineAmount className="text-muted" {...line} />
            </span>
            <span className="whitespace-nowrap">{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>{t('returnSummary.amount')}</span>
        <span data-testid="return-amount">{formatPrice(item.amount)}</span>
      </p>
      <p className="mt-1 text-muted">{reasonAndNotes.filter(Boolean).join(' · ')}</p>
      {item.refund ? (
        <p data-testid="return-refund" className="mt-1 font-semibold text-ink">
          {t('returnSummary.storeRefund')} <PartRefundNote refund={item.refund} />
        </p>
      ) : null}
      <ReturnPhotos item={item} />
      <ol
        aria-label={t('returnSummary.timelineOf', { heading: heading.toLowerCase() })}
        className="mt-3 space-y-2 border-l-2 border-ink/10 pl-4"
      >
        {item.history.map((event) => (
          // A return reaches each status once, so the status names its step.
          <li key={event.status}>
            <span className="font-semibold text-ink">{t(`returnStatus.${event.status}`)}</span>{' '}
            <span className="text-muted">
              {t(`returnActor.${event.actor}`)} · <time dateTime={event.at}>{date(event.at, 'dayAndTime')}</time>
            </span>
            {event.note ? <p className="text-ink">{event.note}</p> : null}
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}
