import { useTranslation } from 'react-i18next';
import { formatPrice } from './price';

/** "-25%": how much a sale takes off, to a whole percent (at least 1). */
export function saleBadge(price: number, compareAtPrice: number): string {
  return `-${Math.max(1, Math.round(((compareAtPrice - price) / compareAtPrice) * 100))}%`;
}

/**
 * A fabric's price as shoppers pay it now; while it is on sale, beside the regular price
 * struck through and how much is off.
 */
export function SalePrice({
  price,
  compareAtPrice,
  className,
}: {
  price: number;
  compareAtPrice?: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!compareAtPrice) return <span className={className}>{formatPrice(price)}</span>;
  return (
    <span className={`flex flex-wrap items-baseline gap-x-2 ${className ?? ''}`}>
      <span className="text-clay-700">{formatPrice(price)}</span>
      <s className="text-sm font-normal text-muted">
        <span className="sr-only">{t('price.regular')}</span>
        {formatPrice(compareAtPrice)}
      </s>
      <span className="rounded-full bg-clay-600 px-2 py-0.5 text-xs font-bold text-white">
        {saleBadge(price, compareAtPrice)}
      </span>
    </span>
  );
}
