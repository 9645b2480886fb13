import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGst } from './gst-split';

const amounts = fc.integer({ min: 0, max: 50_000_000_000 });
const rates = fc.integer({ min: 0, max: 4000 });

describe('the GST inside a price', () => {
  it('taxable value plus tax is the amount, and CGST + SGST is the tax, for every amount and rate', () => {
    fc.assert(
      fc.property(amounts, rates, fc.boolean(), (amount, rate, withinState) => {
        const split = splitGst(amount, rate, withinState);
        const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
        expect(split.taxablePaise + tax).toBe(amount);
        expect(split.taxablePaise).toBeGreaterThanOrEqual(0);
        if (withinState) {
          expect(split.igstPaise).toBe(0);
          expect(split.cgstPaise - split.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(split.cgstPaise - split.sgstPaise).toBeLessThanOrEqual(1);
        } else {
          expect(split.cgstPaise + split.sgstPaise).toBe(0);
        }
      }),
    );
  });

  it('the taxable value is the amount × 100 ÷ (100 + rate) to the paisa, half up', () => {
    fc.assert(
      fc.property(amounts, rates, (amount, rate) => {
        const exact = (amount * 10_000) / (10_000 + rate);
        expect(Math.abs(splitGst(amount, rate, false).taxablePaise - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('gives the worked example: Rs. 1,050 at 5% is Rs. 1,000 taxable, CGST 25 + SGST 25 in one state, IGST 50 across', () => {
    expect(splitGst(105_000, 500, true)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
    });
    expect(splitGst(105_000, 500, false)).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5_000,
    });
  });

  it('rounds a half paisa up: the taxable value of 14 paise at 12% is 12.5, so 13; CGST takes the odd paisa', () => {
    expect(splitGst(14, 1200, false)).toEqual({ taxablePaise: 13, cgstPaise: 0, sgstPaise: 0, igstPaise: 1 });
    expect(splitGst(21, 500, true)).toEqual({ taxablePaise: 20, cgstPaise: 1, sgstPaise: 0, igstPaise: 0 });
  });
});
