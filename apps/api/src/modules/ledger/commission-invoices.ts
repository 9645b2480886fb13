// The marketplace's monthly tax invoice to each vendor for its commission, issued by a job once the month
// is over (jobs/commission-invoicing.ts): one gapless series per financial year (1 April–31 March, India
// time), fixed once issued. Reading one never issues it.
import type { CommissionInvoice } from '@fabric-store/shared';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inIndiaMonth } from '../../db/india-days';
import { queryRows } from '../../db/query-rows';
import { commissionInvoices, commissionInvoicesDue } from '../../db/schema';
import { documentView, indiaMonthOf, issuedDocument, refusalBeforeIssue, type Supplier } from './commission-documents';

const toInvoice = (row: typeof commissionInvoices.$inferSelect): CommissionInvoice => ({
  ...documentView(row),
  description: `Marketplace commission for ${row.month}`,
});

/** Marks the vendor's invoice for the India month of `at` due, once: written beside each withholding. */
export async function markCommissionInvoiceDue(tx: Executor, vendorId: string, at: Date): Promise<void> {
  await tx
    .insert(commissionInvoicesDue)
    .values({ vendorId, month: indiaMonthOf(at) })
    .onConflictDoNothing();
}

/**
 * The withholding `w` is on the month's invoice: a delivery of the month, or a return of a part delivered in
 * it. A return of a part an earlier invoice charged goes on the month's credit note instead.
 */
const onMonthsInvoice = (month: string) => sql`(w.return_id is null or exists (select 1 from tax_withholdings d
  where d.vendor_order_id = w.vendor_order_id and d.return_id is null and ${inIndiaMonth(sql`d.created_at`, month)}))`;

/** The vendor's commission and GST on it its month's invoice charges. */
async function chargedIn(tx: Executor, vendorId: string, month: string) {
  const [row] = await queryRows<{ commission: number; gst: number }>(
    tx,
    sql`select coalesce(sum(w.commission_paise), 0)::float8 as commission,
        coalesce(sum(w.gst_on_commission_paise), 0)::float8 as gst
      from tax_withholdings w
      where w.vendor_id = ${vendorId} and ${inIndiaMonth(sql`w.created_at`, month)} and ${onMonthsInvoice(month)}`,
  );
  return { commission: Number(row?.commission ?? 0), gst: Number(row?.gst ?? 0) };
}

/**
 * The vendor's commission invoice for the month, as issued. Until the job issues it: 409 for a month not
 * over, 404 without commission in it, and 409 saying when it comes (or that the marketplace's GSTIN must
 * be set first) for a month over that is still due.
 */
export async function commissionInvoiceFor(
  tx: Executor,
  vendorId: string,
  month: string,
  supplier: Supplier,
): Promise<CommissionInvoice> {
  const [issued] = await tx
    .select()
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.vendorId, vendorId), eq(commissionInvoices.month, month)));
  if (issued) return toInvoice(issued);
  throw await refusalBeforeIssue(
    'commission invoice',
    month,
    async () => (await chargedIn(tx, vendorId, month)).commission > 0,
    supplier,
    `No commission was charged in ${month}.`,
  );
}

/**
 * How long after a month ends its invoices wait: a delivery whose transaction began in the month's last
 * instant (its withholding dated then) has committed by this, so it is on the month's invoice.
 */
const MONTH_SETTLES_MS = 60_000;

/**
 * Claims one vendor and month whose invoice is due (the month over in India time a minute before `now`),
 * skipping those another process holds: the row stays locked until the claiming transaction ends. A
 * vendor's months go in order (an earlier one still due, even held, waits its later ones), so a credit
 * note finds the invoices it names issued.
 */
export async function claimDueCommissionInvoice(tx: Executor, now: Date) {
  const settledMonth = indiaMonthOf(new Date(now.getTime() - MONTH_SETTLES_MS));
  const [due] = await tx
    .select()
    .from(commissionInvoicesDue)
    .where(
      and(
        lt(commissionInvoicesDue.month, settledMonth),
        sql`not exists (select 1 from commission_invoices_due earlier
          where earlier.vendor_id = ${commissionInvoicesDue.vendorId} and earlier.month < ${commissionInvoicesDue.month})`,
      ),
    )
    .orderBy(asc(commissionInvoicesDue.month), asc(commissionInvoicesDue.vendorId))
    .limit(1)
    .for('update', { skipLocked: true });
  return due;
}

/**
 * Issues the claimed invoice at `now`, numbered next in the financial year's series, and clears it from
 * the due list. GST is split CGST + SGST when the vendor is in the marketplace's state. Nothing is issued
 * when one already was (a withholding registered as its month turned).
 */
export async function issueCommissionInvoice(
  tx: Executor,
  due: { vendorId: string; month: string },
  supplier: Supplier,
  now: Date,
): Promise<void> {
  const { vendorId, month } = due;
  await tx
    .delete(commissionInvoicesDue)
    .where(and(eq(commissionInvoicesDue.vendorId, vendorId), eq(commissionInvoicesDue.month, month)));
  const [existing] = await tx
    .select({ id: commissionInvoices.id })
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.vendorId, vendorId), eq(commissionInvoices.month, month)));
  if (existing) return;
  const charged = await chargedIn(tx, vendorId, month);
  // A month whose deliveries all came back within it charged nothing: no invoice.
  if (charged.commission <= 0) return;
  const issued = await issuedDocument(
    tx,
    { due, supplier, now },
    { series: 'commission_invoice', prefix: 'FSC' },
    charged,
  );
  if (issued) await tx.insert(commissionInvoices).values(issued);
}
