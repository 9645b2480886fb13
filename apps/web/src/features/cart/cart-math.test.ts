import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../components/price';
import { cartLine } from '../../test/render';
import { cartQuantity, cartTotal, lineTotal } from './cart-math';

describe('cart math', () => {
  it('sums price × quantity over every line', () => {
    const lines = [cartLine('Silk', 450, 2), cartLine('Linen', 120.5, 3)];
    expect(cartTotal(lines)).toBe(1261.5);
  });

  it('shows the total to two decimals, without float noise', () => {
    expect(cartTotal([cartLine('A', 0.1, 1), cartLine('B', 0.2, 1)])).toBe(0.3);
    expect(formatPrice(cartTotal([cartLine('A', 0.1, 1), cartLine('B', 0.2, 1)]))).toBe('Rs. 0.30');
    expect(formatPrice(cartTotal([cartLine('A', 19.99, 3)]))).toBe('Rs. 59.97');
    expect(formatPrice(cartTotal([cartLine('A', 1234.5, 1)]))).toBe('Rs. 1,234.50');
    expect(formatPrice(cartTotal([]))).toBe('Rs. 0.00');
  });

  it('computes a line total', () => {
    expect(lineTotal(cartLine('A', 33.33, 3))).toBe(99.99);
  });

  it('counts quantities, not lines, for the badge', () => {
    expect(cartQuantity([cartLine('A', 1, 2), cartLine('B', 1, 5)])).toBe(7);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('cart math by the metre', () => {
  it('prices a cut as price per metre × length, half-up to the paisa', () => {
    expect(lineTotal(cartLine('Mulmul', 349.5, 2.5, undefined, 'per_metre'))).toBe(873.75);
    expect(lineTotal(cartLine('Voile', 10.02, 0.25, undefined, 'per_metre'))).toBe(2.51);
    expect(lineTotal(cartLine('Lawn', 10.01, 0.25, undefined, 'per_metre'))).toBe(2.5);
    expect(
      cartTotal([
        cartLine('Voile', 10.02, 0.25, undefined, 'per_metre'),
        cartLine('Lawn', 10.01, 0.25, undefined, 'per_metre'),
      ]),
    ).toBe(5.01);
  });

  it('counts a cut and a swatch as one item each, pieces by their quantity, for the badge', () => {
    const swatch = { ...cartLine('Silk', 900, 1, undefined, 'per_metre'), kind: 'swatch' as const, unitPrice: 30 };
    expect(
      cartQuantity([cartLine('Mulmul', 349.5, 2.5, undefined, 'per_metre'), swatch, cartLine('Fat quarters', 120, 3)]),
    ).toBe(5);
    expect(lineTotal(swatch)).toBe(30);
  });
});
