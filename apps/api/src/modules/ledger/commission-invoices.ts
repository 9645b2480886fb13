// The marketplace's monthly tax invoice to each vendor for its commission, issued once the month is over:
// one gapless series per financial year (1 April–31 March, India time), fixed once issued.
import { type CommissionInvoice, financialYearOf, formatInIndia, paiseToRupees } from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { commissionInvoiceSeries, commissionInvoices } from '../../db/schema';
import { RATES, shareOf } from './withholding-rules';

/** Who issues the invoices: the marketplace, by the operator's settings. */
export interface Supplier {
  legalName: string;
  gstin: string;
}

const SERIES_PREFIX = 'FSC';

type InvoiceRow = typeof commissionInvoices.$inferSelect;

const toInvoice = (row: InvoiceRow): CommissionInvoice => ({
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  month: row.month,
  supplier: { legalName: row.marketplaceLegalName, gstin: row.marketplaceGstin ?? '' },
  recipient: { _id: row.vendorId, name: row.vendorName, gstin: row.vendorGstin },
  sac: '998599',
  description: `Marketplace commission for ${row.month}`,
  gstRatePercent: RATES.gstOnCommission / 100,
  commission: paiseToRupees(row.commissionPaise),
  cgst: paiseToRupees(row.cgstPaise),
  sgst: paiseToRupees(row.sgstPaise),
  igst: paiseToRupees(row.igstPaise),
  total: paiseToRupees(row.commissionPaise + row.cgstPaise + row.sgstPaise + row.igstPaise),
});

/** '2026-27': the financial year an instant falls in, in India time, as the series names it. */
function financialYearLabel(at: Date): string {
  const start = financialYearOf(at);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The next number of the year's series: the counter's row is locked until the issuing commits, so none is skipped or reused. */
async function nextSerial(tx: Executor, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(commissionInvoiceSeries)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: commissionInvoiceSeries.financialYear,
      set: { lastSerial: sql`${commissionInvoiceSeries.lastSerial} + 1` },
    })
    .returning({ lastSerial: commissionInvoiceSeries.lastSerial });
  if (!row) throw new Error('the series counter returned no row');
  return row.lastSerial;
}

/** The vendor's commission and GST on it registered in the month, with its name, GSTIN and state. */
async function monthOfVendor(tx: Executor, vendorId: string, month: string) {
  const [row] = await queryRows<{
    name: string;
    gstin: string | null;
    stateCode: string | null;
    commission: number;
    gst: number;
    withholdings: number;
  }>(
    tx,
    sql`select u.name, p.gstin, coalesce(left(p.gstin, 2), p.pickup_state_code) as "stateCode",
        coalesce(sum(w.commission_paise), 0)::float8 as commission,
        coalesce(sum(w.gst_on_commission_paise), 0)::float8 as gst, count(w.id)::int as withholdings
      from users u left join vendor_tax_profiles p on p.vendor_id = u.id
        left join tax_withholdings w on w.vendor_id = u.id
          and to_char(w.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}
      where u.id = ${vendorId} and u.role = 'vendor'
      group by u.id, p.gstin, p.pickup_state_code`,
  );
  return row;
}

/**
 * The vendor's commission invoice for the month: the one issued, or issued now when the month is over
 * and the vendor was charged commission in it (404 without; 409 for a month not over, or while the
 * marketplace's GSTIN is not set). GST is split CGST + SGST when the vendor is in the marketplace's state.
 */
export async function commissionInvoiceFor(
  tx: Executor,
  vendorId: string,
  month: string,
  supplier: Supplier,
): Promise<CommissionInvoice> {
  const issued = () =>
    tx
      .select()
      .from(commissionInvoices)
      .where(and(eq(commissionInvoices.vendorId, vendorId), eq(commissionInvoices.month, month)));
  const [existing] = await issued();
  if (existing) return toInvoice(existing);
  const now = new Date();
  if (month >= formatInIndia(now, 'sortable').slice(0, 7)) {
    throw conflict(`The commission invoice for ${month} is issued once the month is over.`);
  }
  const vendor = await monthOfVendor(tx, vendorId, month);
  if (!vendor || vendor.withholdings === 0) throw notFound(`No commission was charged in ${month}.`);
  if (!supplier.gstin) {
    throw conflict("Set the marketplace's GSTIN in Settings before commission invoices can be issued.");
  }
  const gst = Number(vendor.gst);
  const intraState = vendor.stateCode === supplier.gstin.slice(0, 2);
  const cgst = intraState ? shareOf(gst, 5000) : 0;
  const financialYear = financialYearLabel(now);
  const serial = await nextSerial(tx, financialYear);
  const [row] = await tx
    .insert(commissionInvoices)
    .values({
      vendorId,
      month,
      financialYear,
      serial,
      number: `${SERIES_PREFIX}/${financialYear.slice(2, 4)}${financialYear.slice(5)}/${String(serial).padStart(6, '0')}`,
      issuedAt: now,
      marketplaceLegalName: supplier.legalName,
      marketplaceGstin: supplier.gstin,
      vendorName: vendor.name,
      vendorGstin: vendor.gstin,
      commissionPaise: Number(vendor.commission),
      cgstPaise: cgst,
      sgstPaise: intraState ? gst - cgst : 0,
      igstPaise: intraState ? 0 : gst,
    })
    .onConflictDoNothing({ target: [commissionInvoices.vendorId, commissionInvoices.month] })
    .returning();
  if (row) return toInvoice(row);
  // A racing request issued it first; this one's number is rolled back with its transaction.
  throw conflict(`The commission invoice for ${month} was being issued by another request; ask again.`);
}
