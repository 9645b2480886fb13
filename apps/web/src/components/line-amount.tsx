import { type FabricUnit, formatMetres, type LineKind } from '@fabric-store/shared/lengths';
import { formatPrice } from './price';

export interface LineAmountProps {
  quantity: number;
  unit: FabricUnit;
  kind: LineKind;
  /** Per metre, piece or swatch. */
  price: number;
}

/**
 * What a line is, as every screen says it: '2.5 m × Rs. 349.50/m' for a cut, '2 × Rs. 450.50' for
 * pieces (the spec's quantity), 'Swatch × Rs. 30.00' for a swatch.
 */
export function lineAmountText({ quantity, unit, kind, price }: LineAmountProps): string {
  if (kind === 'swatch') return `Swatch × ${formatPrice(price)}`;
  if (unit === 'per_metre') return `${formatMetres(quantity)} m × ${formatPrice(price)}/m`;
  return `${quantity} × ${formatPrice(price)}`;
}

export function LineAmount({ className, ...line }: LineAmountProps & { className?: string }) {
  return <span className={className}>{lineAmountText(line)}</span>;
}
