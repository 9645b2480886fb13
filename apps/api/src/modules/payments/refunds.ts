// The operator's side of the refunds a cancel or a UPI return made owed (`refunds-owed.ts`): the list of
// those due, and "Mark refunded" with the bank's reference of the money sent back, each reference used
// once (the posting, the audit and the shopper's mail: flows/send-refund.ts).
import {
  type AdminRefund,
  type AdminRefundPage,
  type AdminRefundsQuerySchema,
  paiseToRupees,
  type UpiRefundStatus,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { isoDate, readPage } from '../../db/paging';
import { queryRows } from '../../db/query-rows';

const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_REFERENCE_USED =
  'This reference was already given for another refund. Check the bank reference of this one.';

export interface RefundRow {
  id: string;
  orderId: string;
  orderNumber: string;
  returnId: string | null;
  customerName: string;
  customerEmail: string;
  vendorName: string;
  amountPaise: number;
  status: UpiRefundStatus;
  dueAt: Date | string | null;
  refundedAt: Date | string | null;
  reference: string | null;
}

const refundColumns = sql`r.id, r.order_id as "orderId", o.order_number as "orderNumber", r.return_id as "returnId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", u.name as "vendorName", r.amount_paise::float8 as "amountPaise", r.status,
  r.due_at as "dueAt", r.refunded_at as "refundedAt", r.reference`;

const refundTables = sql`from upi_refunds r join orders o on o.id = r.order_id
  join vendor_orders vo on vo.id = r.vendor_order_id join users u on u.id = vo.vendor_id`;

const toAdminRefund = (row: RefundRow): AdminRefund => ({
  _id: row.id,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  cause: row.returnId === null ? 'cancellation' : 'return',
  returnId: row.returnId,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  vendorName: row.vendorName,
  amount: paiseToRupees(row.amountPaise),
  status: row.status,
  dueAt: row.dueAt === null ? null : isoDate(row.dueAt),
  refundedAt: row.refundedAt === null ? null : isoDate(row.refundedAt),
  reference: row.reference,
});

/**
 * One page of the refunds due, cancelled parts' and returns' together (newest first, the operator works
 * the latest), or of those refunded.
 */
export function listRefunds(db: Executor, query: z.output<typeof AdminRefundsQuerySchema>): Promise<AdminRefundPage> {
  return readPage<RefundRow, AdminRefund>(
    db,
    {
      columns: refundColumns,
      from: sql`${refundTables} where r.status = ${query.status}`,
      countFrom: sql`from upi_refunds r where r.status = ${query.status}`,
      orderBy: query.status === 'due' ? sql`r.due_at desc, r.id desc` : sql`r.refunded_at desc, r.id desc`,
    },
    query.page,
    toAdminRefund,
  );
}

async function readRefund(db: Executor, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await queryRows<RefundRow>(db, sql`select ${refundColumns} ${refundTables} where r.id = ${refundId}`);
  return row;
}

/** Why a refund could not be marked refunded now, by its status. */
function refusal(row: RefundRow) {
  if (row.status === 'pending') {
    return conflict(
      'REFUND_NOT_DUE',
      "This refund waits for the order's UPI payment to be confirmed: mark it refunded once it is due.",
    );
  }
  if (row.status === 'void')
    return conflict('REFUND_NOT_DUE', "This order's UPI payment was rejected, so nothing is to be refunded.");
  return conflict(
    'REFUND_NOT_DUE',
    `This refund was already marked refunded on ${isoDate(row.refundedAt ?? new Date()).slice(0, 10)} with reference ${row.reference}.`,
  );
}

/** A refund the operator marked sent: as the console lists it, and as the shopper's mail and the audit log tell it. */
export interface MarkedRefund {
  refund: AdminRefund;
  row: RefundRow & { reference: string };
  /** False when the same reference was given again for the same refund (a retried request): nothing moved. */
  newly: boolean;
}

/**
 * due → refunded, with the bank's reference (unique across refunds) and the time, in one conditional
 * UPDATE. The same reference given again for the same refund answers it as it is; another refund's
 * reference, or a refund not due, is refused (409), and an unknown one is 404.
 */
export async function markRefundSent(
  tx: Executor,
  operatorId: string,
  refundId: string,
  reference: string,
): Promise<MarkedRefund> {
  const [taken] = await queryRows<{ id: string }>(
    tx,
    sql`select id from upi_refunds where reference = ${reference} and id <> ${refundId}`,
  );
  const [moved] = await queryRows<{ id: string }>(
    tx,
    sql`update upi_refunds set status = 'refunded', refunded_at = now(), refunded_by = ${operatorId},
      reference = ${reference} where id = ${refundId} and status = 'due' returning id`,
  );
  if (!moved) {
    const row = await readRefund(tx, refundId);
    if (!row) throw notFound('REFUND_NOT_FOUND', REFUND_NOT_FOUND);
    if (row.status === 'refunded' && row.reference === reference) {
      return { refund: toAdminRefund(row), row: { ...row, reference }, newly: false };
    }
    throw refusal(row);
  }
  if (taken) throw conflict('REFUND_REFERENCE_TAKEN', REFUND_REFERENCE_USED);
  const row = await readRefund(tx, refundId);
  if (!row) throw notFound('REFUND_NOT_FOUND', REFUND_NOT_FOUND);
  return { refund: toAdminRefund(row), row: { ...row, reference }, newly: true };
}
