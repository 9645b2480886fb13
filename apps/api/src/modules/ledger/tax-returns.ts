// The operator's tax returns, summed from the register of withholdings: TCS per vendor GSTIN for a month
// (GSTR-8: supplies, returns, net, IGST/CGST/SGST collected) and TDS per vendor PAN for a quarter of the
// financial year; and a vendor's own lines of them, what it claims back. A withholding belongs to the
// period its journal entry was posted in, in India time.
import {
  paiseToRupees,
  type TaxMonthQuery,
  type TaxQuarterQuery,
  type TcsReturn,
  type TdsReturn,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstDayOfMonth, indiaDayStarts } from '../../db/india-days';
import { queryRows } from '../../db/query-rows';
import { csvCell, csvDocument } from './csv';
import { RATES } from './withholding-rules';

/** A period of days in India time: its first day and the day after its last. */
const periodSql = (from: string, until: string) =>
  sql`w.created_at >= ${indiaDayStarts(from)} and w.created_at < ${indiaDayStarts(until)}`;

/** Every vendor's withholdings, or only `vendorId`'s. */
const vendorSql = (vendorId: string | undefined) => (vendorId ? sql`and w.vendor_id = ${vendorId}` : sql``);

interface TcsRow {
  gstin: string;
  vendorId: string;
  vendorName: string;
  grossSupplies: number;
  returns: number;
  igst: number;
  cgst: number;
  sgst: number;
}

const rupees = (paise: number | string) => paiseToRupees(Number(paise));

/** The month's TCS per vendor GSTIN (of one vendor, given `vendorId`): the taxable value supplied and returned, and the TCS by head. */
export async function tcsReturn(db: Executor, { month }: TaxMonthQuery, vendorId?: string): Promise<TcsReturn> {
  const from = firstDayOfMonth(month);
  const until = firstDayOfMonth(month, 1);
  const rows = await queryRows<TcsRow>(
    db,
    sql`select w.seller_gstin as gstin, u.id as "vendorId", u.name as "vendorName",
        coalesce(sum(w.taxable_paise) filter (where w.return_id is null), 0)::float8 as "grossSupplies",
        coalesce(-sum(w.taxable_paise) filter (where w.return_id is not null), 0)::float8 as returns,
        sum(w.tcs_igst_paise)::float8 as igst, sum(w.tcs_cgst_paise)::float8 as cgst, sum(w.tcs_sgst_paise)::float8 as sgst
      from tax_withholdings w join users u on u.id = w.vendor_id
      where w.tcs_applies and ${periodSql(from, until)} ${vendorSql(vendorId)}
      group by w.seller_gstin, u.id, u.name order by w.seller_gstin, u.id`,
  );
  const figures = (row: Omit<TcsRow, 'gstin' | 'vendorId' | 'vendorName'>) => ({
    grossSupplies: rupees(row.grossSupplies),
    returns: rupees(row.returns),
    netSupplies: rupees(Number(row.grossSupplies) - Number(row.returns)),
    igst: rupees(row.igst),
    cgst: rupees(row.cgst),
    sgst: rupees(row.sgst),
  });
  const sum = (key: keyof Omit<TcsRow, 'gstin' | 'vendorId' | 'vendorName'>) =>
    rows.reduce((total, row) => total + Number(row[key]), 0);
  return {
    month,
    from,
    until,
    tcsPercent: RATES.tcs / 100,
    rows: rows.map((row) => ({
      gstin: row.gstin,
      vendor: { _id: row.vendorId, name: row.vendorName },
      ...figures(row),
    })),
    totals: figures({
      grossSupplies: sum('grossSupplies'),
      returns: sum('returns'),
      igst: sum('igst'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
    }),
  };
}

interface TdsRow {
  vendorId: string;
  vendorName: string;
  pan: string | null;
  hundredths: number;
  grossAmount: number;
  returns: number;
  tds: number;
}

/** The quarter's TDS per vendor (or of `vendorId` alone), PAN and rate: the gross amount of sales, returns, and TDS taken. */
export async function tdsReturn(db: Executor, { quarter }: TaxQuarterQuery, vendorId?: string): Promise<TdsReturn> {
  const [year, n] = quarter.split('-Q') as [string, string];
  // The financial year's first quarter begins in April.
  const from = firstDayOfMonth(`${year}-04`, (Number(n) - 1) * 3);
  const until = firstDayOfMonth(`${year}-04`, Number(n) * 3);
  const rows = await queryRows<TdsRow>(
    db,
    sql`select u.id as "vendorId", u.name as "vendorName", w.seller_pan as pan, w.tds_hundredths as hundredths,
        coalesce(sum(w.gross_paise) filter (where w.return_id is null), 0)::float8 as "grossAmount",
        coalesce(-sum(w.gross_paise) filter (where w.return_id is not null), 0)::float8 as returns,
        sum(w.tds_paise)::float8 as tds
      from tax_withholdings w join users u on u.id = w.vendor_id
      where w.tds_hundredths > 0 and ${periodSql(from, until)} ${vendorSql(vendorId)}
      group by u.id, u.name, w.seller_pan, w.tds_hundredths order by u.name, u.id, w.tds_hundredths`,
  );
  const figures = (grossAmount: number, returns: number, tds: number) => ({
    grossAmount: rupees(grossAmount),
    returns: rupees(returns),
    netAmount: rupees(grossAmount - returns),
    tds: rupees(tds),
  });
  const sum = (key: 'grossAmount' | 'returns' | 'tds') => rows.reduce((total, row) => total + Number(row[key]), 0);
  return {
    quarter,
    from,
    until,
    tdsPercentWithPan: RATES.tdsWithPan / 100,
    tdsPercentWithoutPan: RATES.tdsWithoutPan / 100,
    rows: rows.map((row) => ({
      vendor: { _id: row.vendorId, name: row.vendorName },
      pan: row.pan,
      ratePercent: Number(row.hundredths) / 100,
      ...figures(Number(row.grossAmount), Number(row.returns), Number(row.tds)),
    })),
    totals: figures(sum('grossAmount'), sum('returns'), sum('tds')),
  };
}

/** The month's TCS as CSV: one line per GSTIN, amounts as plain numbers, the totals last. */
export function tcsReturnCsv(report: TcsReturn): string {
  const amounts = (row: TcsReturn['totals']) =>
    [row.grossSupplies, row.returns, row.netSupplies, row.igst, row.cgst, row.sgst].map((value) => value.toFixed(2));
  return csvDocument('gstin,vendor,gross_supplies,returns,net_supplies,igst,cgst,sgst', [
    ...report.rows.map((row) => [csvCell(row.gstin), csvCell(row.vendor.name), ...amounts(row)]),
    ['total', '', ...amounts(report.totals)],
  ]);
}

/** The quarter's TDS as CSV: one line per vendor, PAN and rate, the totals last. */
export function tdsReturnCsv(report: TdsReturn): string {
  const amounts = (row: TdsReturn['totals']) =>
    [row.grossAmount, row.returns, row.netAmount, row.tds].map((value) => value.toFixed(2));
  return csvDocument('pan,vendor,rate_percent,gross_amount,returns,net_amount,tds', [
    ...report.rows.map((row) => [csvCell(row.pan ?? ''), csvCell(row.vendor.name), row.ratePercent, ...amounts(row)]),
    ['total', '', '', ...amounts(report.totals)],
  ]);
}
