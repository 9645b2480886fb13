// What the marketplace withholds from a vendor's sale: GST on its commission (its own service to the
// vendor), TCS under section 52 of the CGST Act and TDS under section 194-O of the Income-tax Act. Pure
// rules; each share is taken half up to the paisa, in integer arithmetic.
import { commissionPaise } from '@fabric-store/shared';

/** Rates in hundredths of a percent, as commission percents are kept. */
export const RATES = {
  /** GST on commission, SAC 998599: 18%, charged on top of the commission. */
  gstOnCommission: 1800,
  /** TCS: 0.5% of the net taxable value, as CGST 0.25% + SGST 0.25% or IGST 0.5%. */
  tcs: 50,
  /** TDS: 0.1% of the gross amount with a PAN, 5% without one. */
  tdsWithPan: 10,
  tdsWithoutPan: 500,
} as const;

/**
 * Section 194-O(2): no TDS on an individual's or a Hindu undivided family's sales while their gross amount in the
 * financial year, through the marketplace, is at most Rs. 5 lakh and the seller has given its PAN.
 */
export const TDS_EXEMPT_YEAR_GROSS_PAISE = 500_000_00;

/** The PAN's fourth letter names its holder's status: P an individual, H a Hindu undivided family. */
export const panOfIndividualOrHuf = (pan: string): boolean => pan[3] === 'P' || pan[3] === 'H';

/** The share `hundredths` (of a percent) of `paise`, half up as commission is, with the sign of `paise`. */
export const shareOf = (paise: number, hundredths: number): number =>
  Math.sign(paise) * commissionPaise(Math.abs(paise), hundredths);

/** What one sale (or, with opposite signs, one return) is taxed on. */
export interface WithholdingBases {
  commissionPaise: number;
  /** The taxable value of the supply (after a vendor's own coupon), when TCS applies to it. */
  taxablePaise: number;
  /** The gross amount of the sale (the taxable value with its GST), when TDS applies to it. */
  grossPaise: number;
}

/** Which withholdings apply to a part, fixed when it is delivered and kept for its returns. */
export interface WithholdingTerms {
  /** A registered vendor (a GSTIN) paid through the marketplace: TCS applies. */
  tcs: boolean;
  /** The vendor's state is the place of supply: TCS as CGST + SGST, else IGST. */
  intraState: boolean;
  /** TDS's rate in hundredths of a percent; 0 when none is taken (section 194-O(2)). */
  tdsHundredths: number;
}

export interface Withholding {
  gstOnCommissionPaise: number;
  tcsIgstPaise: number;
  tcsCgstPaise: number;
  tcsSgstPaise: number;
  tdsPaise: number;
}

export const NOTHING_WITHHELD: Withholding = {
  gstOnCommissionPaise: 0,
  tcsIgstPaise: 0,
  tcsCgstPaise: 0,
  tcsSgstPaise: 0,
  tdsPaise: 0,
};

/**
 * The TCS on a taxable value: across states IGST at the whole rate; within one state CGST and SGST, two levies
 * at half the rate each, so each is its own share, half up, and never a paisa apart.
 */
function tcsOn(taxablePaise: number, intraState: boolean) {
  if (!intraState) return { tcsIgstPaise: shareOf(taxablePaise, RATES.tcs), tcsCgstPaise: 0, tcsSgstPaise: 0 };
  const half = shareOf(taxablePaise, RATES.tcs / 2);
  return { tcsIgstPaise: 0, tcsCgstPaise: half, tcsSgstPaise: half };
}

/** What the marketplace withholds on these bases under these terms. */
export function withheldOn(bases: WithholdingBases, terms: WithholdingTerms): Withholding {
  return {
    gstOnCommissionPaise: shareOf(bases.commissionPaise, RATES.gstOnCommission),
    ...tcsOn(terms.tcs ? bases.taxablePaise : 0, terms.intraState),
    tdsPaise: shareOf(bases.grossPaise, terms.tdsHundredths),
  };
}

const minus = (a: Withholding, b: Withholding): Withholding => ({
  gstOnCommissionPaise: a.gstOnCommissionPaise - b.gstOnCommissionPaise,
  tcsIgstPaise: a.tcsIgstPaise - b.tcsIgstPaise,
  tcsCgstPaise: a.tcsCgstPaise - b.tcsCgstPaise,
  tcsSgstPaise: a.tcsSgstPaise - b.tcsSgstPaise,
  tdsPaise: a.tdsPaise - b.tdsPaise,
});

const plus = (a: WithholdingBases, b: WithholdingBases): WithholdingBases => ({
  commissionPaise: a.commissionPaise + b.commissionPaise,
  taxablePaise: a.taxablePaise + b.taxablePaise,
  grossPaise: a.grossPaise + b.grossPaise,
});

/**
 * What a return gives back of what was withheld on its part: the withholding on everything returned so
 * far, with this return, less that on what was returned before it. Returns of the whole part so give
 * back exactly what its delivery withheld, to the paisa, however it was split.
 */
export function reversedOnReturn(
  returnedBefore: WithholdingBases,
  returned: WithholdingBases,
  terms: WithholdingTerms,
): Withholding {
  return minus(withheldOn(plus(returnedBefore, returned), terms), withheldOn(returnedBefore, terms));
}

/** The TCS of a withholding, whichever heads it was collected under. */
export const tcsOf = (withheld: Withholding): number =>
  withheld.tcsIgstPaise + withheld.tcsCgstPaise + withheld.tcsSgstPaise;

/** The whole of a withholding, which comes off the vendor's payable. */
export const totalWithheld = (withheld: Withholding): number =>
  withheld.gstOnCommissionPaise + tcsOf(withheld) + withheld.tdsPaise;

/**
 * TDS's rate on a sale of `grossPaise`: 5% without a PAN (section 206AA); none for an individual or HUF whose
 * gross in the financial year, `yearGrossBeforePaise` of earlier sales and this one, stays within Rs. 5 lakh;
 * else 0.1%. The sale that passes Rs. 5 lakh is taxed whole; the exempt sales before it stay exempt.
 */
export function tdsHundredthsFor(pan: string | null, yearGrossBeforePaise: number, grossPaise: number): number {
  if (!pan) return RATES.tdsWithoutPan;
  const exempt = panOfIndividualOrHuf(pan) && yearGrossBeforePaise + grossPaise <= TDS_EXEMPT_YEAR_GROSS_PAISE;
  return exempt ? 0 : RATES.tdsWithPan;
}

/** What a part's delivery is taxed by: who collected its payment, its vendor's registration, its bases. */
export interface DeliveryFacts {
  /** The marketplace collected the payment (UPI); cash on delivery is the vendor's. */
  byMarketplace: boolean;
  sellerGstin: string | null;
  sellerPan: string | null;
  /** The gross of the vendor's sales delivered earlier in the financial year, less their returns. */
  yearGrossBeforePaise: number;
  intraState: boolean;
  commissionPaise: number;
  /** The vendor's price less its own coupon's discount, GST included. */
  grossPaise: number;
  /** The part's taxable value as checkout fixed it; null when a line carries none. */
  taxablePaise: number | null;
}

/**
 * The terms and bases a delivery withholds on: GST on commission always; TCS when a registered vendor's
 * part was paid through the marketplace, on its taxable value; TDS on every sale, on the gross amount, at
 * the rate the vendor's PAN allows (a buyer's payment made to the seller directly, cash on delivery, is in
 * the gross amount by the Explanation to section 194-O(1)).
 */
export function deliveryTermsOf(facts: DeliveryFacts): { terms: WithholdingTerms; bases: WithholdingBases } {
  const terms: WithholdingTerms = {
    tcs: facts.byMarketplace && facts.sellerGstin !== null && facts.taxablePaise !== null,
    intraState: facts.intraState,
    tdsHundredths: tdsHundredthsFor(facts.sellerPan, facts.yearGrossBeforePaise, facts.grossPaise),
  };
  const bases = {
    commissionPaise: facts.commissionPaise,
    taxablePaise: terms.tcs ? (facts.taxablePaise ?? 0) : 0,
    grossPaise: facts.grossPaise,
  };
  return { terms, bases };
}
