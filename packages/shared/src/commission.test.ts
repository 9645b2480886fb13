import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CommissionSettingsSchema,
  commissionHundredthsFor,
  commissionPaise,
  MAX_COMMISSION_PERCENT,
} from './commission';
import { MAX_LINE_TOTAL_PAISE } from './money';

const lineTotal = fc.integer({ min: 0, max: MAX_LINE_TOTAL_PAISE });
const percentHundredths = fc.integer({ min: 0, max: MAX_COMMISSION_PERCENT * 100 });

describe('commission', () => {
  it('takes 30% of Rs. 6.45 as Rs. 1.94 (1.935 rounded half up) and leaves the vendor Rs. 4.51', () => {
    expect(commissionPaise(645, 3000)).toBe(194);
    expect(645 - commissionPaise(645, 3000)).toBe(451);
  });

  it('rounds every share half up to the paisa, checked in exact big-integer arithmetic', () => {
    fc.assert(
      fc.property(lineTotal, percentHundredths, (total, percent) => {
        const commission = BigInt(commissionPaise(total, percent));
        const exactTimesTwo = 2n * BigInt(total) * BigInt(percent);
        // commission − ½ ≤ total × percent / 10000 < commission + ½
        expect(exactTimesTwo >= (2n * commission - 1n) * 10000n).toBe(true);
        expect(exactTimesTwo < (2n * commission + 1n) * 10000n).toBe(true);
      }),
    );
  });

  it('splits every part so that commission + net = subtotal to the paisa, and net is never negative', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(lineTotal, percentHundredths), { minLength: 1, maxLength: 20 }), (lines) => {
        const subtotal = lines.reduce((sum, [total]) => sum + total, 0);
        const commission = lines.reduce((sum, [total, percent]) => sum + commissionPaise(total, percent), 0);
        const net = lines.reduce((sum, [total, percent]) => sum + (total - commissionPaise(total, percent)), 0);
        expect(commission + net).toBe(subtotal);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(commission)).toBe(true);
      }),
    );
  });

  it('lets the vendor percent win over the category, and the category over the default', () => {
    const vendorId = '00000000-0000-4000-8000-000000000001';
    const settings = CommissionSettingsSchema.parse({
      defaultPercent: 10,
      categories: { silk: 12.5 },
      vendors: { [vendorId]: 8 },
    });
    expect(commissionHundredthsFor(settings, vendorId, 'silk')).toBe(800);
    expect(commissionHundredthsFor(settings, '00000000-0000-4000-8000-000000000002', 'silk')).toBe(1250);
    expect(commissionHundredthsFor(settings, '00000000-0000-4000-8000-000000000002', 'cotton')).toBe(1000);
  });

  it('refuses a percent over 50, below 0 or with three decimals', () => {
    for (const defaultPercent of [50.01, -1, 12.345]) {
      expect(CommissionSettingsSchema.safeParse({ defaultPercent }).success).toBe(false);
    }
    expect(CommissionSettingsSchema.safeParse({ defaultPercent: 12.34 }).success).toBe(true);
  });
});
