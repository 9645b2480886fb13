import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscountPaise, shareDiscount } from './coupon-discount';
import { MAX_LINE_TOTAL_PAISE } from './money';

const lines = fc.array(fc.integer({ min: 0, max: MAX_LINE_TOTAL_PAISE }), { minLength: 1, maxLength: 8 });

describe('coupon discounts', () => {
  it('rounds a percent half up to the paisa and never takes more than the lines', () => {
    expect(couponDiscountPaise('percent', 1500, 33_333)).toBe(5000); // 15% of 333.33 = 49.9995
    expect(couponDiscountPaise('percent', 1000, 54_019)).toBe(5402);
    expect(couponDiscountPaise('percent', 1000, 54_014)).toBe(5401);
    expect(couponDiscountPaise('fixed', 10_000, 7_500)).toBe(7_500);
  });

  it('shares a discount so the shares add up to it exactly, each within its line and within a paisa of its exact share', () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        (totals, percent, fixed) => {
          const sum = totals.reduce((total, line) => total + line, 0);
          for (const discount of [
            couponDiscountPaise('percent', percent, sum),
            couponDiscountPaise('fixed', fixed, sum),
          ]) {
            const shares = shareDiscount(discount, totals);
            expect(shares.reduce((total, share) => total + share, 0)).toBe(discount);
            shares.forEach((share, index) => {
              const line = totals[index] ?? 0;
              expect(share).toBeGreaterThanOrEqual(0);
              expect(share).toBeLessThanOrEqual(line);
              // Within a paisa of the exact share, checked in big integers.
              const exact = sum === 0 ? 0n : BigInt(line) * BigInt(discount);
              const scaled = BigInt(share) * BigInt(Math.max(sum, 1));
              const gap = scaled > exact ? scaled - exact : exact - scaled;
              expect(gap < BigInt(Math.max(sum, 1))).toBe(true);
            });
          }
        },
      ),
    );
  });

  it('gives the paise left over to the largest remainders, the earlier line on a tie', () => {
    expect(shareDiscount(10_000, [29_999, 22_665])).toEqual([5696, 4304]);
    expect(shareDiscount(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(shareDiscount(2, [100, 0, 100])).toEqual([1, 0, 1]);
  });
});
