// The marketplace's monthly credit note to a vendor for commission it gave back on returns of parts an
// earlier month's invoice charged: an issued tax invoice is never reduced by a later month's, so what a
// refunded return gives back after its invoice goes on a credit note naming that invoice (section 34 of the
// CGST Act, Rule 53). Issued by the job beside the month's invoice (flows/commission-invoice.ts), in a
// gapless series of its own per financial year, fixed once issued.
import { type CommissionCreditNote, STORE_TIME_ZONE } from '@fabric-store/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstDayOfMonth, indiaDayStarts, inIndiaMonth } from '../../db/india-days';
import { textArray } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { commissionCreditNotes, commissionInvoices } from '../../db/schema';
import { documentView, issuedDocument, refusalBeforeIssue, type Supplier } from './commission-documents';

const toCreditNote = (row: typeof commissionCreditNotes.$inferSelect): CommissionCreditNote => ({
  ...documentView(row),
  description: `Marketplace commission given back in ${row.month} on returns`,
  invoices: row.invoices,
});

/**
 * The commission and its GST the vendor was given back in the month on returns of parts delivered in an
 * earlier month, as positive amounts, and those earlier months.
 */
async function givenBackIn(tx: Executor, vendorId: string, month: string) {
  const [row] = await queryRows<{ commission: number; gst: number; months: string[] | string }>(
    tx,
    sql`select coalesce(-sum(w.commission_paise), 0)::float8 as commission,
        coalesce(-sum(w.gst_on_commission_paise), 0)::float8 as gst,
        coalesce(array_agg(distinct to_char(d.created_at at time zone ${STORE_TIME_ZONE}, 'YYYY-MM')), '{}') as months
      from tax_withholdings w
        join tax_withholdings d on d.vendor_order_id = w.vendor_order_id and d.return_id is null
      where w.vendor_id = ${vendorId} and w.return_id is not null and ${inIndiaMonth(sql`w.created_at`, month)}
        and d.created_at < ${indiaDayStarts(firstDayOfMonth(month))}`,
  );
  return {
    commission: Number(row?.commission ?? 0),
    gst: Number(row?.gst ?? 0),
    months: textArray(row?.months ?? null),
  };
}

/** The invoices of those months, oldest first, as the credit note names them. */
async function invoicesOf(tx: Executor, vendorId: string, months: string[]) {
  if (months.length === 0) return [];
  return tx
    .select({ number: commissionInvoices.number, month: commissionInvoices.month })
    .from(commissionInvoices)
    .where(and(eq(commissionInvoices.vendorId, vendorId), inArray(commissionInvoices.month, months)))
    .orderBy(commissionInvoices.month);
}

/**
 * Issues the vendor's credit note for the month at `now`, in the claiming transaction, when the month gave
 * commission back on earlier invoices and none was issued yet. The job issues a vendor's months in order,
 * so the invoices it names are issued.
 */
export async function issueCommissionCreditNote(
  tx: Executor,
  due: { vendorId: string; month: string },
  supplier: Supplier,
  now: Date,
): Promise<void> {
  const { vendorId, month } = due;
  const [existing] = await tx
    .select({ id: commissionCreditNotes.id })
    .from(commissionCreditNotes)
    .where(and(eq(commissionCreditNotes.vendorId, vendorId), eq(commissionCreditNotes.month, month)));
  if (existing) return;
  const given = await givenBackIn(tx, vendorId, month);
  if (given.commission <= 0) return;
  const issued = await issuedDocument(
    tx,
    { due, supplier, now },
    { series: 'commission_credit_note', prefix: 'FSCN' },
    given,
  );
  if (issued)
    await tx
      .insert(commissionCreditNotes)
      .values({ ...issued, invoices: await invoicesOf(tx, vendorId, given.months) });
}

/**
 * The vendor's commission credit note for the month, as issued. Until the job issues it: 409 for a month
 * not over, 404 when nothing an earlier invoice charged was given back in it, and 409 saying when it comes
 * (or that the marketplace's GSTIN must be set first) for a month over.
 */
export async function commissionCreditNoteFor(
  tx: Executor,
  vendorId: string,
  month: string,
  supplier: Supplier,
): Promise<CommissionCreditNote> {
  const [issued] = await tx
    .select()
    .from(commissionCreditNotes)
    .where(and(eq(commissionCreditNotes.vendorId, vendorId), eq(commissionCreditNotes.month, month)));
  if (issued) return toCreditNote(issued);
  throw await refusalBeforeIssue(
    'commission credit note',
    month,
    async () => (await givenBackIn(tx, vendorId, month)).commission > 0,
    supplier,
    `No commission an earlier invoice charged was given back in ${month}.`,
  );
}
