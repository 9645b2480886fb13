import type { CartItem } from '@fabric-store/shared';

type Line = Pick<CartItem, 'quantity'> & { product: Pick<CartItem['product'], 'price'> };

/** Rounds to paise so that float sums like 0.1 + 0.2 never show a stray digit. */
function toPaise(amount: number): number {
  return Math.round(amount * 100);
}

export function lineTotal(line: Line): number {
  return toPaise(line.product.price * line.quantity) / 100;
}

/** The cart total: the sum of price × quantity over every line, in rupees. */
export function cartTotal(lines: readonly Line[]): number {
  return lines.reduce((sum, line) => sum + toPaise(line.product.price * line.quantity), 0) / 100;
}

/** The header badge: the sum of quantities, not the number of lines. */
export function cartQuantity(lines: readonly Pick<CartItem, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
