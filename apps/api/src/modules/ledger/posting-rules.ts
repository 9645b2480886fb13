// What each money event posts: a pure function per event, returning postings that sum to zero. Amounts
// are credit-positive paise: what the marketplace owes or earned grows with a positive amount, what it
// holds or spent with a negative one.
import type { DiscountFunder } from '@fabric-store/shared';
import { NOTHING_WITHHELD, totalWithheld, type Withholding } from './withholding-rules';

/** The chart of accounts (`journal_accounts`); tax accounts join it as rows. */
export const ACCOUNTS = {
  upiCollections: 'upi_collections',
  paidAwaitingDelivery: 'paid_awaiting_delivery',
  vendorPayable: 'vendor_payable',
  vendorCash: 'vendor_cash',
  commission: 'commission',
  marketplaceDiscounts: 'marketplace_discounts',
  shopperRefundsOwed: 'shopper_refunds_owed',
  moneySent: 'money_sent',
  moneyReceived: 'money_received',
  gstOnCommission: 'gst_on_commission',
  tcsIgst: 'tcs_igst',
  tcsCgst: 'tcs_cgst',
  tcsSgst: 'tcs_sgst',
  tds: 'tds_194o',
} as const;
export type AccountCode = (typeof ACCOUNTS)[keyof typeof ACCOUNTS];

/** A vendor's balance, what the marketplace owes it (negative: what it owes), is the sum of these two. */
export const VENDOR_ACCOUNTS: readonly AccountCode[] = [ACCOUNTS.vendorPayable, ACCOUNTS.vendorCash];

export interface Posting {
  account: AccountCode;
  /** The vendor or shopper of a per-party account. */
  partyId: string | null;
  amountPaise: number;
}

const leg = (account: AccountCode, amountPaise: number, partyId: string | null = null): Posting => ({
  account,
  partyId,
  amountPaise,
});

/** The legs that move money, without those of nothing. */
const moving = (...legs: Posting[]): Posting[] => legs.filter((posting) => posting.amountPaise !== 0);

/**
 * What the marketplace withholds from the vendor's payable (positive) or gives back to it (negative):
 * each amount credited to the tax account the marketplace pays it from.
 */
const taxLegs = (withheld: Withholding): Posting[] => [
  leg(ACCOUNTS.gstOnCommission, withheld.gstOnCommissionPaise),
  leg(ACCOUNTS.tcsIgst, withheld.tcsIgstPaise),
  leg(ACCOUNTS.tcsCgst, withheld.tcsCgstPaise),
  leg(ACCOUNTS.tcsSgst, withheld.tcsSgstPaise),
  leg(ACCOUNTS.tds, withheld.tdsPaise),
];

/** A vendor's part as checkout priced it. */
export interface PartMoney {
  vendorId: string;
  subtotalPaise: number;
  commissionPaise: number;
  discountPaise: number;
  discountFundedBy: DiscountFunder | null;
}

export type PaymentMethod = 'upi' | 'cash_on_delivery';

/** What the shopper pays for a part: its subtotal less its share of the coupon, whoever funds it. */
export const paidForPart = (part: PartMoney) => part.subtotalPaise - part.discountPaise;

const fundedBy = (part: PartMoney, funder: DiscountFunder) =>
  part.discountFundedBy === funder ? part.discountPaise : 0;

/**
 * The operator confirmed a UPI payment: the marketplace holds what the shopper paid for each part it
 * paid for, until the part is delivered or cancelled.
 */
export function paymentConfirmedPostings(paidPaise: number): Posting[] {
  return moving(leg(ACCOUNTS.upiCollections, -paidPaise), leg(ACCOUNTS.paidAwaitingDelivery, paidPaise));
}

/**
 * A part delivered: the vendor earns the subtotal less commission and its own coupon's discount; the
 * marketplace earns the commission and funds its own coupon's discount. By UPI that comes out of what the
 * shopper paid ahead; in cash the vendor took what the shopper paid, so it holds that much of the sale.
 * What the marketplace withholds (GST on commission, TCS, TDS) comes off the vendor's payable.
 */
export function deliveryPostings(
  part: PartMoney,
  method: PaymentMethod,
  withheld: Withholding = NOTHING_WITHHELD,
): Posting[] {
  const paid = paidForPart(part);
  return moving(
    method === 'upi' ? leg(ACCOUNTS.paidAwaitingDelivery, -paid) : leg(ACCOUNTS.vendorCash, -paid, part.vendorId),
    leg(
      ACCOUNTS.vendorPayable,
      part.subtotalPaise - part.commissionPaise - fundedBy(part, 'vendor') - totalWithheld(withheld),
      part.vendorId,
    ),
    leg(ACCOUNTS.commission, part.commissionPaise),
    leg(ACCOUNTS.marketplaceDiscounts, -fundedBy(part, 'marketplace')),
    ...taxLegs(withheld),
  );
}

/** A part of a paid UPI order cancelled: what the shopper paid for it is owed back to the shopper. */
export function refundOwedPostings(shopperId: string, amountPaise: number): Posting[] {
  return moving(
    leg(ACCOUNTS.paidAwaitingDelivery, -amountPaise),
    leg(ACCOUNTS.shopperRefundsOwed, amountPaise, shopperId),
  );
}

/** The marketplace sent the shopper a refund it owed. */
export function refundSentPostings(shopperId: string, amountPaise: number): Posting[] {
  return moving(leg(ACCOUNTS.shopperRefundsOwed, -amountPaise, shopperId), leg(ACCOUNTS.moneySent, amountPaise));
}

const negated = (withheld: Withholding): Withholding => ({
  gstOnCommissionPaise: -withheld.gstOnCommissionPaise,
  tcsIgstPaise: -withheld.tcsIgstPaise,
  tcsCgstPaise: -withheld.tcsCgstPaise,
  tcsSgstPaise: -withheld.tcsSgstPaise,
  tdsPaise: -withheld.tdsPaise,
});

/** A return refunded, as the return computed it once: each line at the percent it was sold with. */
export interface ReturnMoney {
  vendorId: string;
  shopperId: string;
  /** What the shopper paid for the returned quantities, and gets back. */
  amountPaise: number;
  commissionPaise: number;
  /** The returned lines' share of a marketplace coupon's discount. */
  marketplaceFundedPaise: number;
}

/**
 * Who refunds a return: the vendor in cash (a cash order: out of the cash it collected), the marketplace
 * at once (the money it holds, sent with the reference given), or the marketplace later (owed to the shopper
 * until a refund is sent).
 */
export type ReturnRefunder = 'vendor_in_cash' | 'marketplace_owes';

/**
 * A return refunded: the vendor gives back its net on the lines (the amount, plus the marketplace's coupon
 * share it was credited, less the commission), the marketplace gives back the commission and takes back
 * its coupon's share, and the shopper is paid the amount by whoever refunds it. What the delivery withheld
 * on the returned lines (`reversed`) goes back to the vendor's payable.
 */
export function returnRefundPostings(
  refund: ReturnMoney,
  refunder: ReturnRefunder,
  reversed: Withholding = NOTHING_WITHHELD,
): Posting[] {
  const vendorNet = refund.amountPaise + refund.marketplaceFundedPaise - refund.commissionPaise;
  const toShopper = {
    vendor_in_cash: leg(ACCOUNTS.vendorCash, refund.amountPaise, refund.vendorId),
    marketplace_owes: leg(ACCOUNTS.shopperRefundsOwed, refund.amountPaise, refund.shopperId),
  }[refunder];
  return moving(
    leg(ACCOUNTS.vendorPayable, totalWithheld(reversed) - vendorNet, refund.vendorId),
    leg(ACCOUNTS.commission, -refund.commissionPaise),
    leg(ACCOUNTS.marketplaceDiscounts, refund.marketplaceFundedPaise),
    toShopper,
    ...taxLegs(negated(reversed)),
  );
}

/** The operator paid the vendor out of what the marketplace owes it. */
export function payoutPostings(vendorId: string, amountPaise: number): Posting[] {
  return moving(leg(ACCOUNTS.vendorPayable, -amountPaise, vendorId), leg(ACCOUNTS.moneySent, amountPaise));
}

/** The vendor paid in what it owes (the commission on cash it collected). */
export function collectionPostings(vendorId: string, amountPaise: number): Posting[] {
  return moving(leg(ACCOUNTS.vendorCash, amountPaise, vendorId), leg(ACCOUNTS.moneyReceived, -amountPaise));
}
