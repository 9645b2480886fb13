import { describe, expect, it } from 'vitest';
import { RupeesSchema } from './common';
import { formatRupees, groupIndianDigits, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('converts rupees to whole paise without floating-point drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(paiseToRupees(129999)).toBe(1299.99);
  });

  it('formats with the Rs. label and two decimals', () => {
    expect(formatRupees(1299.5)).toBe('Rs. 1,299.50');
    expect(formatRupees(12)).toBe('Rs. 12.00');
    expect(formatRupees(1234567.891)).toBe('Rs. 12,34,567.89');
    expect(formatRupees(1_000_000_000)).toBe('Rs. 1,00,00,00,000.00');
    expect(formatRupees(0.005)).toBe('Rs. 0.01');
  });

  it('groups digits and rounds exactly as Intl.NumberFormat en-IN does', () => {
    const intlRupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const intlCount = new Intl.NumberFormat('en-IN');
    const samples = [0, 0.5, 1.005, 9.995, 99.99, 999.999, 1000, 99_999.5, 100_000, 1_234_567.125, 10_000_000];
    for (let n = 1; n < 2_000_000_000; n = Math.floor(n * 1.7) + 3) samples.push(n, n / 100, -n / 100);
    for (const value of samples) {
      expect(formatRupees(value)).toBe(`Rs. ${intlRupees.format(value)}`);
      expect(groupIndianDigits(Math.trunc(Math.abs(value)))).toBe(intlCount.format(Math.trunc(Math.abs(value))));
    }
  });

  it('accepts prices with at most two decimals and refuses the rest', () => {
    expect(RupeesSchema.safeParse(499.99).success).toBe(true);
    expect(RupeesSchema.safeParse(499.999).success).toBe(false);
    expect(RupeesSchema.safeParse(-1).success).toBe(false);
    expect(RupeesSchema.safeParse(0).success).toBe(false);
    expect(RupeesSchema.safeParse('12').success).toBe(false);
  });
});
