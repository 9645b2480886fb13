import type { CartItem } from '@fabric-store/shared';
import { countItems, lineTotalPaise, toHundredths } from '@fabric-store/shared/lengths';
import { rupeesToPaise } from '@fabric-store/shared/money';

type Line = Pick<CartItem, 'quantity' | 'kind' | 'unitPrice'> & {
  product: Pick<CartItem['product'], 'unit' | 'available'>;
};

/** A line's total by the store's one rule (price × length, half-up to the paisa), in paise. */
const linePaise = (line: Line) => lineTotalPaise(rupeesToPaise(line.unitPrice), toHundredths(line.quantity));

export function lineTotal(line: Line): number {
  return linePaise(line) / 100;
}

/**
 * The cart total: the totals of the lines that can be bought, summed in paise, in rupees. A line
 * that is no longer available (its vendor suspended, its remnant sold) cannot be checked out, so it
 * is not part of what the shopper would pay.
 */
export function cartTotal(lines: readonly Line[]): number {
  return lines.filter((line) => line.product.available).reduce((sum, line) => sum + linePaise(line), 0) / 100;
}

/**
 * The header badge: a cut of a metre fabric and a swatch are one item each ("2.5 items" for a 2.5 m
 * cut means nothing), piece fabrics count their pieces (the spec's sum of quantities).
 */
export function cartQuantity(lines: readonly Line[]): number {
  return countItems(lines.map((line) => ({ quantity: line.quantity, unit: line.product.unit, kind: line.kind })));
}
