// Who the marketplace's commission invoices and credit notes are between, as Rule 46 asks them named: the
// marketplace (its legal name, GSTIN and address, by the operator's settings) and the vendor (its legal name,
// GSTIN and address on record), the place of supply, and the GST heads that follow from it. Written onto each
// document when it is issued, so that a later change of either party's details leaves it as issued.
import { DIGITAL_SIGNATURE_NOTE, REVERSE_CHARGE_NOTE, stateOfCode } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { commissionInvoices } from '../../db/schema';
import { shareOf } from './withholding-rules';

/** Who issues the documents: the marketplace, by the operator's settings. */
export interface Supplier {
  legalName: string;
  gstin: string;
  address: string;
}

/**
 * The parties' columns of a document issued now, and the vendor's state code (null without a profile). The
 * place of supply of the marketplace's service is the vendor's state (its GSTIN's, or its pickup address's);
 * without one on record, the marketplace's own (section 12(2)(b) of the IGST Act).
 */
export async function partiesOf(tx: Executor, vendorId: string, supplier: Supplier) {
  const [vendor] = await queryRows<{
    name: string;
    gstin: string | null;
    stateCode: string | null;
    legalName: string | null;
    address: string | null;
  }>(
    tx,
    sql`select u.name, p.gstin, coalesce(left(p.gstin, 2), p.pickup_state_code) as "stateCode",
        p.legal_name as "legalName",
        nullif(concat_ws(', ', p.pickup_address_line, p.pickup_city, p.pickup_state || ' ' || p.pickup_pin), '') as address
      from users u left join vendor_tax_profiles p on p.vendor_id = u.id
      where u.id = ${vendorId}`,
  );
  if (!vendor) return undefined;
  const place = stateOfCode(vendor.stateCode ?? supplier.gstin.slice(0, 2));
  return {
    stateCode: vendor.stateCode,
    columns: {
      marketplaceLegalName: supplier.legalName,
      marketplaceGstin: supplier.gstin,
      marketplaceAddress: supplier.address || null,
      vendorName: vendor.name,
      vendorGstin: vendor.gstin,
      vendorLegalName: vendor.legalName,
      vendorAddress: vendor.address,
      placeOfSupplyState: place?.name ?? null,
      placeOfSupplyStateCode: place?.code ?? null,
    },
  };
}

/**
 * GST on commission by head: CGST + SGST, halved, for a vendor in the marketplace's state (or with no state
 * on record: supplied where the marketplace is), else IGST.
 */
export function gstHeadsOnCommission(gst: number, vendorStateCode: string | null, supplier: Supplier) {
  const intraState = vendorStateCode === null || vendorStateCode === supplier.gstin.slice(0, 2);
  const cgst = intraState ? shareOf(gst, 5000) : 0;
  return { cgstPaise: cgst, sgstPaise: intraState ? gst - cgst : 0, igstPaise: intraState ? 0 : gst };
}

type PartiesRow = Pick<
  typeof commissionInvoices.$inferSelect,
  | 'vendorId'
  | 'marketplaceLegalName'
  | 'marketplaceGstin'
  | 'marketplaceAddress'
  | 'vendorName'
  | 'vendorGstin'
  | 'vendorLegalName'
  | 'vendorAddress'
  | 'placeOfSupplyState'
  | 'placeOfSupplyStateCode'
>;

/** The parties of an issued document as its answer names them. */
export const partiesView = (row: PartiesRow) => ({
  supplier: { legalName: row.marketplaceLegalName, gstin: row.marketplaceGstin ?? '', address: row.marketplaceAddress },
  recipient: {
    _id: row.vendorId,
    name: row.vendorName,
    gstin: row.vendorGstin,
    legalName: row.vendorLegalName,
    address: row.vendorAddress,
  },
  placeOfSupply: { state: row.placeOfSupplyState, stateCode: row.placeOfSupplyStateCode },
  reverseCharge: REVERSE_CHARGE_NOTE,
  signatureNote: DIGITAL_SIGNATURE_NOTE,
});
