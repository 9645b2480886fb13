// Reading a part's tax documents: the shopper of the order, the part's vendor and the operator may;
// anyone else is told there is no such document, as if it did not exist.
import {
  creditNotePath,
  invoicePath,
  type TaxDocument,
  type TaxDocumentKind,
  type TaxDocumentLink,
} from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export const NO_INVOICE = 'This part has no invoice yet: it is issued when the vendor ships it.';
export const NO_CREDIT_NOTE = 'Credit note not found.';

/** The documents of the order the caller may read: the operator all, the shopper its order's, a vendor its part's. */
function readableBy(caller: Caller): SQL {
  if (caller.role === 'admin') return sql`true`;
  return sql`(d.vendor_id = ${caller.id} or exists (select 1 from orders o where o.id = d.order_id and o.customer_id = ${caller.id}))`;
}

async function readDocument(tx: Executor, caller: Caller, which: SQL, missing: string): Promise<TaxDocument> {
  const [row] = await queryRows<{ document: TaxDocument }>(
    tx,
    sql`select d.document from tax_documents d where ${which} and ${readableBy(caller)}`,
  );
  if (!row) throw notFound('DOCUMENT_NOT_FOUND', missing);
  return row.document;
}

/** The invoice (or bill of supply) of one part of an order. */
export const readPartInvoice = (tx: Executor, caller: Caller, orderId: string, partId: string) =>
  readDocument(
    tx,
    caller,
    sql`d.order_id = ${orderId} and d.vendor_order_id = ${partId} and d.kind <> 'credit_note'`,
    NO_INVOICE,
  );

/** One credit note of a part of an order. */
export const readCreditNote = (tx: Executor, caller: Caller, orderId: string, partId: string, id: string) =>
  readDocument(
    tx,
    caller,
    sql`d.id = ${id} and d.order_id = ${orderId} and d.vendor_order_id = ${partId} and d.kind = 'credit_note'`,
    NO_CREDIT_NOTE,
  );

interface LinkRow {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  totalPaise: number;
  partId: string;
}

/** The order's documents the caller may read, oldest first, each with where to read it. */
export async function listOrderDocuments(
  tx: Executor,
  caller: Caller,
  orderId: string,
): Promise<(TaxDocumentLink & { partId: string })[]> {
  const rows = await queryRows<LinkRow>(
    tx,
    sql`select d.id, d.kind, d.number, to_json(d.issued_at) #>> '{}' as "issuedAt", d.total_paise::float8 as "totalPaise",
        d.vendor_order_id as "partId"
      from tax_documents d where d.order_id = ${orderId} and ${readableBy(caller)}
      order by d.issued_at, d.kind <> 'credit_note', d.number`,
  );
  return rows.map((row) => ({
    ...row,
    href: row.kind === 'credit_note' ? creditNotePath(orderId, row.partId, row.id) : invoicePath(orderId, row.partId),
  }));
}
