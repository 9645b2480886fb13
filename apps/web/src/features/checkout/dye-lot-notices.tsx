import type { CartItem } from '@fabric-store/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../i18n/formats';
import { errorMessage } from '../../lib/api-client';
import { useCuttingPlan } from './api';
import { matchOrderIdOf, orderLines } from './order-lines';

interface DyeLotNoticesProps {
  userId: string;
  items: CartItem[];
  /** The earlier order's number as the shopper typed it. */
  matchOrder: string;
  onMatchOrderChange: (typed: string) => void;
}

/**
 * Dye lots before paying: "match my earlier order", and the notice when lengths of one fabric
 * would come from two dye lots, which the shopper may accept by placing the order. The notice is
 * worded here, in the reader's language, from the parts the API sends: the fabric and its lots.
 */
export function DyeLotNotices({ userId, items, matchOrder, onMatchOrderChange }: DyeLotNoticesProps) {
  const { t } = useTranslation('checkout');
  const formats = useFormats();
  const fieldId = useId();
  const hintId = useId();
  const matchOrderId = matchOrderIdOf(matchOrder);
  const cutLines = items.some((item) => item.kind !== 'swatch' && item.product.unit === 'per_metre');
  const plan = useCuttingPlan({ userId, items: orderLines(items), matchOrderId }, cutLines);
  if (!cutLines) return null;
  const notices = plan.data?.dyeLotNotices ?? [];
  return (
    <section aria-label={t('dyeLots.label')} className="mt-6 flex flex-col gap-3 border-t border-ink/10 pt-4">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {t('dyeLots.matchOrder')}
      </label>
      <input
        id={fieldId}
        aria-describedby={hintId}
        value={matchOrder}
        onChange={(event) => onMatchOrderChange(event.target.value)}
        placeholder={t('dyeLots.orderNumber')}
        className="rounded-xl border border-ink/20 px-3 py-2 text-sm"
      />
      <p id={hintId} className="text-xs text-muted">
        {t('dyeLots.matchHint')}
      </p>
      <div role="status" className="text-sm">
        {plan.error ? <p className="text-danger">{errorMessage(plan.error, t('dyeLots.checkFailed'))}</p> : null}
        {notices.map((notice) => (
          <p key={notice.fabric_id} className="rounded-xl bg-sand/70 p-3 font-semibold text-clay-700">
            {t(notice.lots.length === 2 ? 'dyeLots.twoLots' : 'dyeLots.moreLots', {
              name: notice.name,
              lots: formats.list(notice.lots),
              count: notice.lots.length,
            })}
          </p>
        ))}
      </div>
    </section>
  );
}
