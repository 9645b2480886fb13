import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  collectionPostings,
  deliveryPostings,
  type PartMoney,
  type Posting,
  paymentConfirmedPostings,
  payoutPostings,
  refundOwedPostings,
  refundSentPostings,
  returnRefundPostings,
  VENDOR_ACCOUNTS,
} from './posting-rules';

const VENDOR = '00000000-0000-4000-8000-000000000001';
const SHOPPER = '00000000-0000-4000-8000-000000000002';

const sum = (postings: Posting[]) => postings.reduce((total, posting) => total + posting.amountPaise, 0);
const on = (postings: Posting[], accounts: readonly string[]) =>
  sum(postings.filter((posting) => accounts.includes(posting.account)));

/** A part as checkout prices it: a subtotal, a commission within it, a coupon's discount within it and its funder. */
const part = fc
  .record({
    subtotalPaise: fc.integer({ min: 1, max: 2_000_000_000_00 }),
    percent: fc.integer({ min: 0, max: 10_000 }),
    discountShare: fc.integer({ min: 0, max: 10_000 }),
    discountFundedBy: fc.constantFrom('vendor' as const, 'marketplace' as const, null),
  })
  .map(
    ({ subtotalPaise, percent, discountShare, discountFundedBy }): PartMoney => ({
      vendorId: VENDOR,
      subtotalPaise,
      commissionPaise: Math.round((subtotalPaise * percent) / 10_000),
      discountPaise: discountFundedBy === null ? 0 : Math.floor((subtotalPaise * discountShare) / 10_000),
      discountFundedBy,
    }),
  );
const method = fc.constantFrom('upi' as const, 'cash_on_delivery' as const);
const paise = fc.integer({ min: 0, max: 2_000_000_000_00 });

describe('the posting rules', () => {
  it('post entries that sum to zero and carry no posting of nothing, whatever the amounts, coupon and method', () => {
    fc.assert(
      fc.property(part, method, paise, paise, (money, paidBy, amount, commission) => {
        const entries = [
          deliveryPostings(money, paidBy),
          paymentConfirmedPostings(amount),
          refundOwedPostings(SHOPPER, amount),
          refundSentPostings(SHOPPER, amount),
          payoutPostings(VENDOR, amount),
          collectionPostings(VENDOR, amount),
          ...(['vendor_in_cash', 'marketplace_owes'] as const).map((refunder) =>
            returnRefundPostings(
              {
                vendorId: VENDOR,
                shopperId: SHOPPER,
                amountPaise: amount,
                commissionPaise: commission,
                marketplaceFundedPaise: money.discountPaise,
              },
              refunder,
            ),
          ),
        ];
        for (const postings of entries) {
          expect(sum(postings)).toBe(0);
          expect(postings.every((posting) => posting.amountPaise !== 0)).toBe(true);
        }
      }),
    );
  });

  it("credit the vendor its net by UPI and debit it the commission less a marketplace coupon in cash, as the vendor's ledger always did", () => {
    fc.assert(
      fc.property(part, (money) => {
        const vendorFunded = money.discountFundedBy === 'vendor' ? money.discountPaise : 0;
        const marketplaceFunded = money.discountFundedBy === 'marketplace' ? money.discountPaise : 0;
        expect(on(deliveryPostings(money, 'upi'), VENDOR_ACCOUNTS)).toBe(
          money.subtotalPaise - money.commissionPaise - vendorFunded,
        );
        expect(on(deliveryPostings(money, 'cash_on_delivery'), VENDOR_ACCOUNTS)).toBe(
          marketplaceFunded - money.commissionPaise,
        );
      }),
    );
  });

  it('leave the vendor, the commission and the coupon as before the sale once a delivered part comes back whole, either method', () => {
    fc.assert(
      fc.property(part, method, (money, paidBy) => {
        const returned = returnRefundPostings(
          {
            vendorId: VENDOR,
            shopperId: SHOPPER,
            amountPaise: money.subtotalPaise - money.discountPaise,
            commissionPaise: money.commissionPaise,
            marketplaceFundedPaise: money.discountFundedBy === 'marketplace' ? money.discountPaise : 0,
          },
          paidBy === 'upi' ? 'marketplace_owes' : 'vendor_in_cash',
        );
        const both = [...deliveryPostings(money, paidBy), ...returned];
        expect(on(both, VENDOR_ACCOUNTS)).toBe(0);
        expect(on(both, [ACCOUNTS.commission, ACCOUNTS.marketplaceDiscounts])).toBe(0);
        // By UPI what the shopper paid ahead is now owed back to it.
        if (paidBy === 'upi') {
          expect(on(both, [ACCOUNTS.shopperRefundsOwed])).toBe(money.subtotalPaise - money.discountPaise);
        }
      }),
    );
  });
});
