import type { CartItem, CheckoutRequest } from '@fabric-store/shared';

/** The cart's lines as checkout (and its cutting plan) are sent them, with the prices and units the shopper was shown. */
export function orderLines(items: CartItem[]): CheckoutRequest['items'] {
  return items.map(({ product, quantity, kind, unitPrice, roll_id }) => {
    if (kind === 'swatch') return { fabric_id: product._id, kind, price: unitPrice };
    if (kind === 'remnant') return { fabric_id: product._id, kind, roll_id, quantity, price: unitPrice };
    return { fabric_id: product._id, quantity, unit: product.unit, price: product.price };
  });
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An earlier order's number as typed ("#" and spaces allowed), or undefined when it is not one. */
export function matchOrderIdOf(typed: string): string | undefined {
  const id = typed.trim().replace(/^#/, '');
  return ORDER_ID.test(id) ? id.toLowerCase() : undefined;
}
