import { shareHalfUp } from '@fabric-store/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, deliveryPostings, type Posting, returnRefundPostings, VENDOR_ACCOUNTS } from './posting-rules';
import {
  reversedOnReturn,
  tdsHundredthsFor,
  type WithholdingBases,
  type WithholdingTerms,
  withheldOn,
} from './withholding-rules';

const VENDOR = '00000000-0000-4000-8000-000000000001';
const SHOPPER = '00000000-0000-4000-8000-000000000002';
const TAX_ACCOUNTS = [ACCOUNTS.gstOnCommission, ACCOUNTS.tcsIgst, ACCOUNTS.tcsCgst, ACCOUNTS.tcsSgst, ACCOUNTS.tds];

const sum = (postings: Posting[]) => postings.reduce((total, posting) => total + posting.amountPaise, 0);
const on = (postings: Posting[], accounts: readonly string[]) =>
  sum(postings.filter((posting) => accounts.includes(posting.account)));

const UPI_REGISTERED_WITH_PAN = (intraState: boolean): WithholdingTerms => ({
  tcs: true,
  intraState,
  tdsHundredths: tdsHundredthsFor('ABCDE1234F', 0, 0),
});

describe('what the marketplace withholds', () => {
  it('takes TCS of 0.5% of the taxable value: Rs. 2.50 CGST + Rs. 2.50 SGST on Rs. 1,000 within a state, Rs. 5 IGST across states', () => {
    const bases = { commissionPaise: 0, taxablePaise: 100_000, grossPaise: 0 };
    expect(withheldOn(bases, UPI_REGISTERED_WITH_PAN(true))).toMatchObject({
      tcsCgstPaise: 250,
      tcsSgstPaise: 250,
      tcsIgstPaise: 0,
    });
    expect(withheldOn(bases, UPI_REGISTERED_WITH_PAN(false))).toMatchObject({
      tcsCgstPaise: 0,
      tcsSgstPaise: 0,
      tcsIgstPaise: 500,
    });
    // Each half its own 0.25%, half up: of Rs. 1,001.00 each is 250.25 paise → 2.50, never 2.50 and 2.51.
    expect(
      withheldOn({ commissionPaise: 0, taxablePaise: 100_100, grossPaise: 0 }, UPI_REGISTERED_WITH_PAN(true)),
    ).toMatchObject({ tcsCgstPaise: 250, tcsSgstPaise: 250 });
    expect(
      withheldOn({ commissionPaise: 0, taxablePaise: 100_100, grossPaise: 0 }, UPI_REGISTERED_WITH_PAN(false)),
    ).toMatchObject({ tcsIgstPaise: 501 });
  });

  it('takes no TCS from an unregistered vendor or a sale paid in cash, and TDS of 0.1% with a PAN, 5% without', () => {
    const bases = { commissionPaise: 10_000, taxablePaise: 100_000, grossPaise: 105_000 };
    expect(
      withheldOn(bases, { tcs: false, intraState: true, tdsHundredths: tdsHundredthsFor('ABCDE1234F', 0, 0) }),
    ).toEqual({
      gstOnCommissionPaise: 1_800,
      tcsIgstPaise: 0,
      tcsCgstPaise: 0,
      tcsSgstPaise: 0,
      tdsPaise: 105,
    });
    expect(
      withheldOn(bases, { tcs: false, intraState: true, tdsHundredths: tdsHundredthsFor(null, 0, 0) }).tdsPaise,
    ).toBe(5_250);
    expect(withheldOn(bases, { tcs: false, intraState: false, tdsHundredths: 0 }).tdsPaise).toBe(0);
  });

  it("takes no TDS from an individual's or HUF's sales while the year's gross stays within Rs. 5 lakh (section 194-O(2))", () => {
    const lakhs = (n: number) => n * 100_000_00;
    // Tenzin Dolma, an individual (P), and a family (H): Rs. 4.5 lakh sold before, a sale of Rs. 50,000 exempt.
    expect(tdsHundredthsFor('BXQPD6127H', lakhs(4.5), lakhs(0.5))).toBe(0);
    expect(tdsHundredthsFor('BXQHD6127H', lakhs(4.5), lakhs(0.5))).toBe(0);
    // The sale that passes Rs. 5 lakh by a paisa is taxed at 0.1%, whole.
    expect(tdsHundredthsFor('BXQPD6127H', lakhs(4.5), lakhs(0.5) + 1)).toBe(10);
    // A firm (F) or a company (C) pays TDS from the first rupee; without a PAN no one is exempt.
    expect(tdsHundredthsFor('AAKFI7305M', 0, 100)).toBe(10);
    expect(tdsHundredthsFor('AAFCL4821K', 0, 100)).toBe(10);
    expect(tdsHundredthsFor(null, 0, 100)).toBe(500);
  });

  it('gives back exactly what a delivery withheld once its part comes back whole, however the returns split it', () => {
    const bases = fc.record({
      commissionPaise: fc.integer({ min: 0, max: 1_000_000_000 }),
      taxablePaise: fc.integer({ min: 0, max: 10_000_000_000 }),
      grossPaise: fc.integer({ min: 0, max: 10_000_000_000 }),
    });
    const terms = fc.record({
      tcs: fc.boolean(),
      intraState: fc.boolean(),
      tdsHundredths: fc.constantFrom(0, 10, 500),
    });
    fc.assert(
      fc.property(
        bases,
        terms,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 4 }),
        (whole, term, cuts) => {
          // The whole part cut into returns at sorted fractions of each base.
          const points = [0, ...[...cuts].sort(), 1];
          const at = (fraction: number): WithholdingBases => ({
            commissionPaise: Math.floor(whole.commissionPaise * fraction),
            taxablePaise: Math.floor(whole.taxablePaise * fraction),
            grossPaise: Math.floor(whole.grossPaise * fraction),
          });
          const withheld = withheldOn(whole, term);
          const given = { gstOnCommissionPaise: 0, tcsIgstPaise: 0, tcsCgstPaise: 0, tcsSgstPaise: 0, tdsPaise: 0 };
          for (let i = 1; i < points.length; i += 1) {
            const before = at(points[i - 1] ?? 0);
            const after = i === points.length - 1 ? whole : at(points[i] ?? 1);
            const returned = {
              commissionPaise: after.commissionPaise - before.commissionPaise,
              taxablePaise: after.taxablePaise - before.taxablePaise,
              grossPaise: after.grossPaise - before.grossPaise,
            };
            const reversed = reversedOnReturn(before, returned, term);
            for (const key of Object.keys(given) as (keyof typeof given)[]) given[key] += reversed[key];
          }
          expect(given).toEqual(withheld);
        },
      ),
    );
  });

  it("post to the tax accounts what comes off the vendor's payable, and a whole return leaves every account as before the sale", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('upi' as const, 'cash_on_delivery' as const),
        fc.boolean(),
        (subtotalPaise, percent, paidBy, intraState) => {
          const commissionPaise = Math.floor((subtotalPaise * percent + 5_000) / 10_000);
          const terms: WithholdingTerms =
            paidBy === 'upi' ? UPI_REGISTERED_WITH_PAN(intraState) : { tcs: false, intraState, tdsHundredths: 0 };
          const bases = {
            commissionPaise,
            taxablePaise: Math.floor((subtotalPaise * 100) / 105),
            grossPaise: subtotalPaise,
          };
          const withheld = withheldOn(bases, terms);
          const part = { vendorId: VENDOR, subtotalPaise, commissionPaise, discountPaise: 0, discountFundedBy: null };
          const delivered = deliveryPostings(part, paidBy, withheld);
          const refunded = returnRefundPostings(
            {
              vendorId: VENDOR,
              shopperId: SHOPPER,
              amountPaise: subtotalPaise,
              commissionPaise,
              marketplaceFundedPaise: 0,
            },
            paidBy === 'upi' ? 'marketplace_owes' : 'vendor_in_cash',
            reversedOnReturn({ commissionPaise: 0, taxablePaise: 0, grossPaise: 0 }, bases, terms),
          );
          expect([sum(delivered), sum(refunded)]).toEqual([0, 0]);
          expect(on(delivered, TAX_ACCOUNTS)).toBe(
            withheld.gstOnCommissionPaise +
              withheld.tcsCgstPaise +
              withheld.tcsSgstPaise +
              withheld.tcsIgstPaise +
              withheld.tdsPaise,
          );
          const both = [...delivered, ...refunded];
          expect(on(both, VENDOR_ACCOUNTS)).toBe(0);
          expect(on(both, TAX_ACCOUNTS)).toBe(0);
        },
      ),
    );
  });

  it('takes the taxable value of part of a line in proportion, half up, and of the whole line exactly', () => {
    expect(shareHalfUp(95_238, 100, 300)).toBe(31_746);
    expect(shareHalfUp(95_238, 300, 300)).toBe(95_238);
    expect(shareHalfUp(1, 1, 2)).toBe(1);
  });
});
