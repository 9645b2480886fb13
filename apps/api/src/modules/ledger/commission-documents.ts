// What the marketplace's commission invoices and credit notes share: their numbers (a gapless series of each
// per financial year), who they are between, as Rule 46 asks them named (the marketplace by the operator's
// settings, the vendor by its record), the place of supply and the GST heads that follow from it, all written
// onto each document when it is issued, so that a later change of either party's details leaves it as issued;
// the figures each answers; and what a month's document answers before the job issues it.
import {
  DIGITAL_SIGNATURE_NOTE,
  financialYearOf,
  formatInIndia,
  paiseToRupees,
  REVERSE_CHARGE_NOTE,
  stateOfCode,
  stateTaxOf,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { type AppError, conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { takeNextNumber } from '../../db/number-series';
import { queryRows } from '../../db/query-rows';
import type { commissionInvoices } from '../../db/schema';
import { RATES, shareOf } from './withholding-rules';

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
async function partiesOf(tx: Executor, vendorId: string, supplier: Supplier) {
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
function gstHeadsOnCommission(gst: number, vendorStateCode: string | null, supplier: Supplier) {
  const intraState = vendorStateCode === null || vendorStateCode === supplier.gstin.slice(0, 2);
  const cgst = intraState ? shareOf(gst, 5000) : 0;
  return { cgstPaise: cgst, sgstPaise: intraState ? gst - cgst : 0, igstPaise: intraState ? 0 : gst };
}

type DocumentRow = Pick<
  typeof commissionInvoices.$inferSelect,
  | 'vendorId'
  | 'number'
  | 'issuedAt'
  | 'month'
  | 'commissionPaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
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

/** An issued document as its answer gives it, its description aside: number, parties, SAC and figures. */
export const documentView = (row: DocumentRow) => ({
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  month: row.month,
  ...partiesView(row),
  sac: '998599' as const,
  stateTax: stateTaxOf(row.placeOfSupplyStateCode),
  gstRatePercent: RATES.gstOnCommission / 100,
  commission: paiseToRupees(row.commissionPaise),
  cgst: paiseToRupees(row.cgstPaise),
  sgst: paiseToRupees(row.sgstPaise),
  igst: paiseToRupees(row.igstPaise),
  total: paiseToRupees(row.commissionPaise + row.cgstPaise + row.sgstPaise + row.igstPaise),
});

/** 'YYYY-MM': the India month an instant falls in. */
export const indiaMonthOf = (at: Date) => formatInIndia(at, 'sortable').slice(0, 7);

/**
 * Why the month's `document` ("commission invoice", "commission credit note") cannot be read before the job
 * issued it: 409 for a month not over, 404 (`nothing`) when the month has nothing for it, 409 while the
 * marketplace's GSTIN is unset, else 409 saying it comes within minutes of the month's end.
 */
export async function refusalBeforeIssue(
  document: string,
  month: string,
  hasContent: () => Promise<boolean>,
  supplier: Supplier,
  nothing: string,
): Promise<AppError> {
  if (month >= indiaMonthOf(new Date()))
    return conflict('COMMISSION_INVOICE_NOT_DUE', `The ${document} for ${month} is issued once the month is over.`);
  if (!(await hasContent())) return notFound('NO_COMMISSION_IN_MONTH', nothing);
  if (!supplier.gstin)
    return conflict(
      'MARKETPLACE_GSTIN_MISSING',
      "Set the marketplace's GSTIN in Settings before commission invoices can be issued.",
    );
  return conflict(
    'COMMISSION_INVOICE_NOT_DUE',
    `The ${document} for ${month} is issued on the 1st of the next month, within minutes of midnight; ask again shortly.`,
  );
}

/** '2026-27': the financial year an instant falls in, in India time, as the series names it. */
function financialYearLabel(at: Date): string {
  const start = financialYearOf(at);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The next number of a series of the marketplace's documents in `now`'s financial year: `FSC/2627/000042`. */
async function nextDocumentNumber(tx: Executor, series: string, prefix: string, now: Date) {
  const financialYear = financialYearLabel(now);
  const serial = await takeNextNumber(tx, series, financialYearOf(now));
  const number = `${prefix}/${financialYear.slice(2, 4)}${financialYear.slice(5)}/${String(serial).padStart(6, '0')}`;
  return { financialYear, serial, number };
}

/**
 * The columns of the due month's document issued at `now`, for its figures (positive paise): numbered next in
 * its series, between the parties as they stand now, with the GST heads their place of supply gives.
 * Undefined for a vendor that no longer exists.
 */
export async function issuedDocument(
  tx: Executor,
  { due, supplier, now }: { due: { vendorId: string; month: string }; supplier: Supplier; now: Date },
  numbering: { series: string; prefix: string },
  figures: { commission: number; gst: number },
) {
  const parties = await partiesOf(tx, due.vendorId, supplier);
  if (!parties) return undefined;
  return {
    vendorId: due.vendorId,
    month: due.month,
    ...(await nextDocumentNumber(tx, numbering.series, numbering.prefix, now)),
    issuedAt: now,
    ...parties.columns,
    commissionPaise: figures.commission,
    ...gstHeadsOnCommission(figures.gst, parties.stateCode, supplier),
  };
}

/** The parties of an issued document as its answer names them. */
const partiesView = (row: DocumentRow) => ({
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
