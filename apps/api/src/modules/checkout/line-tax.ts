// The GST in each line's price, worked out at checkout for the vendors whose tax profile is complete:
// the place of supply is the delivery state; a vendor without a GSTIN may sell only within its own state.
import { type IndianState, suggestedHsnCode } from '@fabric-store/shared';
import { conflict } from '../../core/errors';
import type { Transaction } from '../../db/client';
import type { LineTax } from '../../db/schema';
import { gstRatesOn } from '../tax/gst-rates';
import { splitGst } from '../tax/gst-split';
import { type SellerTaxFacts, sellerTaxFacts } from '../vendors/tax-profile';
import type { DiscountedLine, PricedLine } from './price-lines';

/**
 * The tax facts of the order's vendors with a complete profile, refusing (409, naming the fabric) a line of
 * an unregistered vendor when the goods would leave its state.
 */
export async function sellersOf(
  tx: Transaction,
  priced: PricedLine[],
  placeOfSupply: IndianState,
): Promise<Map<string, SellerTaxFacts>> {
  const sellers = await sellerTaxFacts(tx, [...new Set(priced.map((line) => line.fabric.vendorId))]);
  for (const line of priced) {
    const seller = sellers.get(line.fabric.vendorId);
    if (seller && !seller.gstin && seller.stateCode !== placeOfSupply.code)
      throw conflict(
        'OUTSIDE_SELLER_STATE',
        `${line.fabric.name} ships within ${seller.stateName} only: its seller is not registered for GST, so it cannot be delivered to ${placeOfSupply.name}. Remove it or deliver within ${seller.stateName}.`,
      );
  }
  return sellers;
}

/**
 * Each line's HSN code, by fabric: the vendor's, or the 4-digit heading its fibre and weight suggest; none
 * shorter than 6 digits for a vendor above Rs. 5 crore, whose invoices must carry 6.
 */
function hsnCodesOf(lines: PricedLine[], sellers: Map<string, SellerTaxFacts>): Map<string, string> {
  const codes = new Map<string, string>();
  for (const { fabric } of lines) {
    const code = fabric.hsnCode ?? suggestedHsnCode(fabric);
    const tooShort = code !== null && code.length < 6 && sellers.get(fabric.vendorId)?.sixDigitHsn;
    if (code && !tooShort) codes.set(fabric.id, code);
  }
  return codes;
}

/**
 * Adds the GST inside each line's price for the vendors in `sellers`: the rate of the fabric's HSN code on
 * the order's date, on the line's amount less a discount its vendor funds (a marketplace-funded discount
 * leaves the vendor the full price, so its taxable value is of the full price). A line whose vendor's profile
 * is not complete carries no tax, nor does an unregistered vendor's line whose code no rate covers; a
 * registered vendor's such line is refused (409), since its sale needs a tax invoice.
 */
export async function withTax<Line extends DiscountedLine>(
  tx: Transaction,
  lines: Line[],
  sellers: Map<string, SellerTaxFacts>,
  placeOfSupply: IndianState,
  at: Date,
): Promise<(Line & { tax?: LineTax })[]> {
  const taxed = lines.filter((line) => sellers.has(line.fabric.vendorId));
  const codes = hsnCodesOf(taxed, sellers);
  const rates = await gstRatesOn(tx, [...codes.values()], at);
  return lines.map((line) => {
    const seller = sellers.get(line.fabric.vendorId);
    const hsnCode = codes.get(line.fabricId);
    const rateHundredths = hsnCode ? rates.get(hsnCode) : undefined;
    if (!seller) return line;
    if (!hsnCode || rateHundredths === undefined) {
      // An unregistered seller issues a bill of supply, which needs no rate; a registered one's sale without a
      // tax invoice, or its TCS, would be unlawful.
      if (!seller.gstin) return line;
      throw conflict(
        'HSN_CODE_MISSING',
        `${line.fabric.name} cannot be sold right now: its seller has not given the HSN code its tax invoice needs. Remove it from your cart, or try again later.`,
      );
    }
    const amount = line.totalPaise - (line.discountFundedBy === 'vendor' ? line.discountPaise : 0);
    const split = splitGst(amount, rateHundredths, seller.stateCode === placeOfSupply.code);
    return { ...line, tax: { hsnCode, rateHundredths, ...split } };
  });
}
