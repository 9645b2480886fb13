import type { OrderEvent, OrderStatus, PartStatus } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';

const BADGE_COLOURS: Record<OrderStatus, string> = {
  placed: 'bg-sand text-ink',
  accepted: 'bg-blue-50 text-blue-800',
  'partly cancelled': 'bg-amber-50 text-amber-900',
  'partly shipped': 'bg-indigo-50 text-indigo-800',
  shipped: 'bg-indigo-50 text-indigo-800',
  'partly delivered': 'bg-green-50 text-green-800',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-50 text-danger',
};

/**
 * An order's or a part's status as a coloured label; the words carry the meaning, the colour only helps.
 * Shoppers, vendors and operators read the same status words.
 */
export function OrderStatusBadge({ status }: { status: OrderStatus | PartStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold capitalize ${BADGE_COLOURS[status]}`}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}

/** A part's history, oldest first, as an ordered list: status, when, by whom, and its note. */
export function OrderTimeline({ history, label }: { history: OrderEvent[]; label: string }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  return (
    <ol aria-label={label} className="relative space-y-3 border-l-2 border-ink/10 pl-5">
      {history.map((event) => (
        // A part reaches each status once, so the status names its step.
        <li key={event.status} className="relative text-sm">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[27px] size-3 rounded-full ${
              event.status === 'cancelled' ? 'bg-danger' : 'bg-clay-600'
            }`}
          />
          <span className="font-semibold capitalize text-ink">{t(`orderStatus.${event.status}`)}</span>{' '}
          <span className="text-muted">
            {t(`orderActor.${event.actor}`)} · <time dateTime={event.at}>{date(event.at, 'dayAndTime')}</time>
          </span>
          {event.note ? <p className="mt-0.5 text-ink">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
