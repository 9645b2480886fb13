// Issuing a vendor's tax documents, each in the transaction of the move that causes it: the invoice
// when a part ships, a credit note when its return is refunded.
import { randomUUID } from 'node:crypto';
import { financialYearOf, type LineKind, lineKey, type TaxDocument, type TaxDocumentKind } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { taxDocuments } from '../../db/schema';
import { readSettings } from '../settings/service';
import { hasCompleteTaxProfile } from '../vendors/tax-profile';
import { readInvoiceFacts } from './invoice-facts';
import { formatDocumentNumber, takeNextDocumentNumber } from './numbering';
import { buildCreditNote, buildInvoice, type ReturnedQuantity } from './tax-document-builder';

/** Takes the document's number in its series and writes it, frozen; one transaction with the move that caused it. */
async function issue(
  tx: Executor,
  kind: TaxDocumentKind,
  prefix: string,
  at: { vendorId: string; issuedAt: string; returnId?: string },
  build: (identity: { id: string; number: string; issuedAt: string }) => TaxDocument,
): Promise<TaxDocument> {
  const financialYear = financialYearOf(new Date(at.issuedAt));
  const sequence = await takeNextDocumentNumber(tx, at.vendorId, kind, financialYear);
  const document = build({
    id: randomUUID(),
    number: formatDocumentNumber(prefix, kind, financialYear, sequence),
    issuedAt: at.issuedAt,
  });
  await tx.insert(taxDocuments).values({
    id: document.id,
    kind,
    number: document.number,
    vendorId: at.vendorId,
    financialYear,
    sequence,
    orderId: document.orderId,
    vendorOrderId: document.partId,
    returnId: at.returnId ?? null,
    originalId: document.original?.id ?? null,
    taxablePaise: document.totals.taxablePaise,
    cgstPaise: document.totals.cgstPaise,
    sgstPaise: document.totals.sgstPaise,
    igstPaise: document.totals.igstPaise,
    totalPaise: document.totals.totalPaise,
    document,
    issuedAt: new Date(at.issuedAt),
  });
  return document;
}

/**
 * The marketplace as the e-commerce operator its documents name: its legal name and GSTIN from the
 * operator's settings, not the name shoppers see on the UPI payment.
 */
async function marketplaceAsOperator(tx: Executor): Promise<TaxDocument['ecommerceOperator']> {
  const { marketplaceLegalName, marketplaceGstin } = await readSettings(tx);
  return { name: marketplaceLegalName ?? '', gstin: marketplaceGstin || null };
}

/**
 * Issues the tax invoice (or bill of supply) of the part `vendorId` has just shipped, the time of
 * supply for goods. A vendor whose tax profile is not complete sells without invoices, and so does
 * a part whose lines were placed without their tax fixed: nothing is issued, and no number taken.
 */
export async function issuePartInvoice(tx: Executor, orderId: string, vendorId: string): Promise<void> {
  if (!(await hasCompleteTaxProfile(tx, vendorId))) return;
  const facts = await readInvoiceFacts(tx, orderId, vendorId, await marketplaceAsOperator(tx));
  if (!facts) return;
  const draft = buildInvoice(facts, { id: '', number: '', issuedAt: facts.now });
  if (!draft) return;
  await issue(tx, draft.kind, facts.seller.invoicePrefix, { vendorId, issuedAt: facts.now }, (identity) => ({
    ...draft,
    ...identity,
  }));
}

interface RefundedReturn {
  vendorOrderId: string;
  vendorId: string;
  lines: ReturnedQuantity[];
  now: string;
}

interface IssuedDocument {
  id: string;
  document: TaxDocument;
}

/** The part's invoice, locked, so that the credit notes of one invoice are issued one after another. */
async function lockInvoiceOfPart(tx: Executor, partId: string): Promise<IssuedDocument | undefined> {
  const [row] = await queryRows<IssuedDocument>(
    tx,
    sql`select id, document from tax_documents
      where vendor_order_id = ${partId} and kind <> 'credit_note' for update`,
  );
  return row;
}

/** Hundredths of each line the invoice's earlier credit notes took back. */
async function creditedSoFar(tx: Executor, invoiceId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ fabricId: string; kind: LineKind; hundredths: number }>(
    tx,
    sql`select l->>'fabricId' as "fabricId", l->>'kind' as kind,
        sum(round((l->>'quantity')::numeric * 100))::int as hundredths
      from tax_documents d, jsonb_array_elements(d.document->'lines') l
      where d.original_id = ${invoiceId} group by 1, 2`,
  );
  return new Map(rows.map((row) => [lineKey(row.fabricId, row.kind), row.hundredths]));
}

/**
 * Issues the credit note of a refunded return against its part's invoice, in the refund's
 * transaction: the taxable value and tax of what came back. A part sold without an invoice gets none.
 */
export async function issueReturnCreditNote(tx: Executor, returnId: string): Promise<void> {
  const [refunded] = await queryRows<RefundedReturn>(
    tx,
    sql`select vendor_order_id as "vendorOrderId", vendor_id as "vendorId",
        (select coalesce(json_agg(json_build_object('fabricId', l->>'fabricId', 'kind', l->>'kind', 'quantity', (l->>'quantity')::int)), '[]')
          from jsonb_array_elements(lines) l) as lines,
        to_json(now()) #>> '{}' as now
      from returns where id = ${returnId}`,
  );
  if (!refunded) return;
  const invoice = await lockInvoiceOfPart(tx, refunded.vendorOrderId);
  if (!invoice) return;
  const credited = await creditedSoFar(tx, invoice.id);
  const prefix = invoice.document.number.split('/')[0] ?? '';
  const at = { vendorId: refunded.vendorId, issuedAt: refunded.now, returnId };
  const operator = await marketplaceAsOperator(tx);
  await issue(tx, 'credit_note', prefix, at, (identity) => ({
    ...buildCreditNote(invoice.document, refunded.lines, credited, identity, 'Goods returned'),
    ecommerceOperator: operator,
  }));
}
