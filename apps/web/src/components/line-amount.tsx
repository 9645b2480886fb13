import { formatMetres } from '@fabric-store/shared/lengths';
import type { LineAmount as LineAmountProps } from '@fabric-store/shared/line-amount';
import { formatRupees } from '@fabric-store/shared/money';
import { useTranslation } from 'react-i18next';

export type { LineAmountProps };

/**
 * What a line is, in the reader's language: '2.5 m × Rs. 349.50/m' for a cut, '2 × Rs. 450.50' for
 * pieces, 'Swatch × Rs. 30.00' for a swatch, 'Remnant 0.3 m × Rs. 245.00/m' for a remnant.
 */
export function useLineAmountText(): (line: LineAmountProps) => string {
  const { t } = useTranslation('orders');
  return ({ quantity, unit, kind, price }) => {
    const rupees = formatRupees(price);
    if (kind === 'swatch') return t('lineAmount.swatch', { price: rupees });
    const metres = formatMetres(quantity);
    if (kind === 'remnant') return t('lineAmount.remnant', { metres, price: rupees });
    if (unit === 'per_metre') return t('lineAmount.metres', { metres, price: rupees });
    return t('lineAmount.pieces', { quantity: String(quantity), price: rupees });
  };
}

export function LineAmount({ className, ...line }: LineAmountProps & { className?: string }) {
  const lineAmountText = useLineAmountText();
  return <span className={className}>{lineAmountText(line)}</span>;
}
