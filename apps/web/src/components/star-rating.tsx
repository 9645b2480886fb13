import { groupIndianDigits } from '@fabric-store/shared/money';
import { useTranslation } from 'react-i18next';
/** Five stars filled to the average, and the count beside them; read out as one sentence. */
export function StarRating({ average, count, className = '' }: { average: number; count: number; className?: string }) {
  const { t } = useTranslation();
  const label = t('rating.label', { average: average.toFixed(1), count });
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm ${className}`}>
      <Stars value={average} label={label} />
      <span aria-hidden="true" className="text-muted">
        {average.toFixed(1)} ({groupIndianDigits(count)})
      </span>
    </span>
  );
}

/** Stars filled to `value` (0 to 5), with `label` as their accessible name. */
export function Stars({ value, label, className = 'size-4' }: { value: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-clay-600">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, value - (position - 1)));
        return <Star key={position} fill={fill} className={className} />;
      })}
    </span>
  );
}

const STAR_PATH = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8Z';

/** One star, `fill` (0 to 1) of it coloured from the left: a filled star clipped over an outlined one. */
function Star({ fill, className }: { fill: number; className: string }) {
  return (
    <span className={`relative inline-block ${className}`}>
      <svg viewBox="0 0 24 24" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      </svg>
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${Math.round(fill * 100)}%` }}>
        <svg viewBox="0 0 24 24" className={`block ${className}`} aria-hidden="true" focusable="false">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}
