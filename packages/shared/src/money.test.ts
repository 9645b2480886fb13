import { describe, expect, it } from 'vitest';
import { RupeesSchema } from './common';
import { formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(paiseToRupees(129999)).toBe(1299.99);
  });

  it('formats with the Rs. label and two decimals', () => {
    expect(formatRupees(1299.5)).toBe('Rs. 1,299.50');
    expect(formatRupees(12)).toBe('Rs. 12.00');
  });

  it('accepts prices with at most two decimals and refuses the rest', () => {
    expect(RupeesSchema.safeParse(499.99).success).toBe(true);
    expect(RupeesSchema.safeParse(499.999).success).toBe(false);
    expect(RupeesSchema.safeParse(-1).success).toBe(false);
    expect(RupeesSchema.safeParse(0).success).toBe(false);
    expect(RupeesSchema.safeParse('12').success).toBe(false);
  });
});
