import { financialYearOf, type TaxDocumentLine } from '@fabric-store/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeNumberInWords } from './amount-in-words';
import { creditOfLine } from './credit-note-amounts';
import { formatDocumentNumber } from './numbering';

describe('a total in words, as Indian invoices write it', () => {
  it.each([
    [12_000_000, 'Rupees One Lakh Twenty Thousand Only'],
    [12_050_050, 'Rupees One Lakh Twenty Thousand Five Hundred and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [
      1_234_567_899,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Nine Paise Only',
    ],
    [10_000_000_000_00, 'Rupees One Thousand Crore Only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('names every whole number up to a thousand crore with no empty word or double space', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (n) => {
        const words = wholeNumberInWords(n);
        expect(words).not.toMatch(/ {2}|^ | $|undefined/);
      }),
    );
  });
});

describe('document numbers', () => {
  it('fall in the financial year of India’s calendar: 1 April to 31 March', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe(2025); // 23:59:59 on 31 March in India
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe(2026); // midnight of 1 April in India
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
  });

  it('read <PREFIX>/<yy><yy+1>/<number> in at most 16 letters, digits and slashes, per series', () => {
    expect(formatDocumentNumber('LH', 'invoice', 2026, 123)).toBe('LH/2627/000123');
    expect(formatDocumentNumber('LH', 'credit_note', 2026, 1)).toBe('LH/2627/C00001');
    expect(formatDocumentNumber('LH', 'bill_of_supply', 2099, 7)).toBe('LH/9900/B00007');
    for (const kind of ['invoice', 'credit_note', 'bill_of_supply'] as const) {
      const longest = formatDocumentNumber('ABCD', kind, 2026, kind === 'invoice' ? 999_999 : 99_999);
      expect(longest).toMatch(/^[A-Z0-9/-]{1,16}$/);
    }
  });
});

const invoiceLine = (
  quantity: number,
  taxablePaise: number,
  taxPaise: number,
  interState: boolean,
): TaxDocumentLine => {
  const cgst = Math.floor((taxPaise + 1) / 2);
  return {
    fabricId: '00000000-0000-4000-8000-000000000001',
    kind: 'length',
    description: 'Ikat cotton',
    hsnCode: '5208',
    quantity: quantity / 100,
    unit: 'MTR',
    ratePaise: 0,
    grossPaise: taxablePaise + taxPaise,
    discountPaise: 0,
    taxablePaise,
    gstRateHundredths: 500,
    cgstPaise: interState ? 0 : cgst,
    sgstPaise: interState ? 0 : taxPaise - cgst,
    igstPaise: interState ? taxPaise : 0,
    totalPaise: taxablePaise + taxPaise,
  };
};

describe('credit notes of one invoice line', () => {
  it('never take back more than the line, and take back exactly the line once everything came back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (quantity, taxable, tax, interState, returns) => {
          const line = invoiceLine(quantity, taxable, tax, interState);
          let credited = 0;
          const sum = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
          for (const back of [...returns, quantity]) {
            const credit = creditOfLine(line, credited, back);
            for (const key of Object.keys(sum) as (keyof typeof sum)[]) {
              expect(credit[key]).toBeGreaterThanOrEqual(0);
              sum[key] += credit[key];
              expect(sum[key]).toBeLessThanOrEqual(line[key]);
            }
            credited += back;
          }
          expect(sum).toEqual({
            taxablePaise: line.taxablePaise,
            cgstPaise: line.cgstPaise,
            sgstPaise: line.sgstPaise,
            igstPaise: line.igstPaise,
          });
        },
      ),
    );
  });

  it('take back the share of the quantity returned, rounded half up', () => {
    const line = invoiceLine(300, 285_714, 14_286, true);
    expect(creditOfLine(line, 0, 100)).toEqual({ taxablePaise: 95_238, cgstPaise: 0, sgstPaise: 0, igstPaise: 4_762 });
    expect(creditOfLine(line, 100, 200)).toEqual({
      taxablePaise: 190_476,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 9_524,
    });
  });
});
