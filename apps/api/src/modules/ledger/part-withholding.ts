// What a vendor's part has withheld at delivery (GST on commission, TCS, TDS), as its order card shows
// it: the register's figures once delivered, so the card agrees with the ledger to the paisa, and before
// that what delivery would withhold on today's facts, by the same rules.
import {
  hundredthsToPercent,
  type PartStatus,
  type PartWithholding,
  type PaymentMethod,
  paiseToRupees,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { PartLine } from '../../db/schema';
import { panOfIndividualOrHufSql, taxableOf, yearGrossBeforeSql } from './withholding-postings';
import { deliveryTermsOf, RATES, tcsOf, withheldOn } from './withholding-rules';

/** The withholding facts of the part `vo` of the order `o` as one JSON value (`PartWithholdingFacts`). */
export const partWithholdingFactsJson = sql`json_build_object(
  'sellerGstin', vo.seller_gstin,
  'sellerPan', (select tp.pan from vendor_tax_profiles tp where tp.vendor_id = vo.vendor_id),
  'yearGrossBeforePaise', (select ${yearGrossBeforeSql(sql`vo.vendor_id`, sql`tp.pan`)} from vendor_tax_profiles tp where tp.vendor_id = vo.vendor_id),
  'intraState', coalesce(vo.seller_state_code = o.place_of_supply_state_code, false),
  'posted', (select json_build_object('tcsApplies', w.tcs_applies, 'tcsBasePaise', w.taxable_paise, 'tdsHundredths', w.tds_hundredths,
      'gstOnCommissionPaise', w.gst_on_commission_paise, 'tcsPaise', w.tcs_igst_paise + w.tcs_cgst_paise + w.tcs_sgst_paise,
      'tdsPaise', w.tds_paise,
      'tdsExempt', w.tds_hundredths = 0 and w.gross_paise > 0 and ${panOfIndividualOrHufSql(sql`w.seller_pan`)})
    from tax_withholdings w where w.vendor_order_id = vo.id and w.return_id is null))`;

/** What the register holds of a part's delivery: the bases' terms and each head withheld, in paise. */
interface PostedWithholding {
  tcsApplies: boolean;
  tcsBasePaise: number;
  tdsHundredths: number;
  gstOnCommissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  /** Exempt by section 194-O(2): no TDS on a sale whose gross was registered. */
  tdsExempt: boolean;
}

export interface PartWithholdingFacts {
  sellerGstin: string | null;
  sellerPan: string | null;
  /** The gross of the vendor's sales this financial year (a JSON number), when its PAN may exempt it; null without a profile. */
  yearGrossBeforePaise: number | string | null;
  intraState: boolean;
  /** The register's row of the part's delivery; null until it is delivered. */
  posted: PostedWithholding | null;
}

const NOTHING_POSTED: PostedWithholding = {
  tcsApplies: false,
  tcsBasePaise: 0,
  tdsHundredths: 0,
  gstOnCommissionPaise: 0,
  tcsPaise: 0,
  tdsPaise: 0,
  tdsExempt: false,
};

/** A part as its withholding needs it. */
export interface WithheldPart {
  status: PartStatus;
  paymentMethod: PaymentMethod;
  commissionPaise: number;
  /** The vendor's price less its own coupon's discount, GST included. */
  grossPaise: number;
  lines: PartLine[];
  facts: PartWithholdingFacts;
}

/**
 * The heads in rupees (a JSON value's bigints may come as text), the rates they were taken at, and what
 * is left of `netPaise`. `gstCharged` is false for a part delivered before withholding began.
 */
function figures(netPaise: number, withheld: PostedWithholding, gstCharged = true): PartWithholding {
  const [gstOnCommissionPaise, tcsPaise, tdsPaise] = [
    withheld.gstOnCommissionPaise,
    withheld.tcsPaise,
    withheld.tdsPaise,
  ].map(Number) as [number, number, number];
  return {
    gstOnCommission: paiseToRupees(gstOnCommissionPaise),
    gstOnCommissionPercent: gstCharged ? hundredthsToPercent(RATES.gstOnCommission) : 0,
    tcs: paiseToRupees(tcsPaise),
    tcsPercent: withheld.tcsApplies ? hundredthsToPercent(RATES.tcs) : 0,
    tcsBase: paiseToRupees(Number(withheld.tcsBasePaise)),
    tds: paiseToRupees(tdsPaise),
    tdsPercent: hundredthsToPercent(Number(withheld.tdsHundredths)),
    tdsExempt: withheld.tdsExempt,
    receives: paiseToRupees(netPaise - gstOnCommissionPaise - tcsPaise - tdsPaise),
  };
}

/**
 * What the part has withheld, or will have at delivery, and what the vendor receives of its `netPaise`
 * (its price less commission and its own coupon). A part delivered before withholding began has none.
 */
export function partWithholding(part: WithheldPart, netPaise: number): PartWithholding {
  const { posted } = part.facts;
  if (posted) return figures(netPaise, posted);
  if (part.status === 'delivered') return figures(netPaise, NOTHING_POSTED, false);
  const { terms, bases } = deliveryTermsOf({
    ...part.facts,
    yearGrossBeforePaise: Number(part.facts.yearGrossBeforePaise ?? 0),
    byMarketplace: part.paymentMethod === 'upi',
    commissionPaise: part.commissionPaise,
    grossPaise: part.grossPaise,
    taxablePaise: taxableOf(part.lines),
  });
  const withheld = withheldOn(bases, terms);
  return figures(netPaise, {
    tcsApplies: terms.tcs,
    tcsBasePaise: bases.taxablePaise,
    tdsHundredths: terms.tdsHundredths,
    gstOnCommissionPaise: withheld.gstOnCommissionPaise,
    tcsPaise: tcsOf(withheld),
    tdsPaise: withheld.tdsPaise,
    tdsExempt: terms.tdsHundredths === 0,
  });
}
