import { type FabricUnit, formatMetres, type LineKind } from './lengths';
import { formatRupees } from './money';

export interface LineAmount {
  quantity: number;
  unit: FabricUnit;
  kind: LineKind;
  /** Per metre, piece or swatch. */
  price: number;
}

/**
 * What a line is, as every screen and mail says it: '2.5 m × Rs. 349.50/m' for a cut, '2 × Rs. 450.50'
 * for pieces (the spec's quantity), 'Swatch × Rs. 30.00' for a swatch, 'Remnant 0.3 m × Rs. 245.00/m' for a remnant.
 */
export function lineAmountText({ quantity, unit, kind, price }: LineAmount): string {
  if (kind === 'swatch') return `Swatch × ${formatRupees(price)}`;
  if (kind === 'remnant') return `Remnant ${formatMetres(quantity)} m × ${formatRupees(price)}/m`;
  if (unit === 'per_metre') return `${formatMetres(quantity)} m × ${formatRupees(price)}/m`;
  return `${quantity} × ${formatRupees(price)}`;
}
