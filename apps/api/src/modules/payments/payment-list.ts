import {
  type AdminPaymentPage,
  type AdminPaymentsQuerySchema,
  paiseToRupees,
  type UpiPaymentStatus,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { isoDate, readPage } from '../../db/paging';
import { type OrderHeadRow, orderHead, orderHeadColumns } from '../orders/order-search';

interface PaymentRow extends OrderHeadRow {
  status: UpiPaymentStatus;
  cancelledPaise: number;
  utr: string | null;
  utrAt: Date | string | null;
  paidAt: Date | string | null;
  orderCancelled: boolean;
}

/**
 * One page of the UPI payments in a status, for the operator: those still to check (verifying, awaiting)
 * oldest first, as a queue is worked through; those settled (paid, expired) newest first.
 */
export function listPayments(
  db: Executor,
  query: z.output<typeof AdminPaymentsQuerySchema>,
): Promise<AdminPaymentPage> {
  const settled = query.status === 'paid' || query.status === 'expired';
  // Whether every part is cancelled is an aggregate over the order's parts, probed for the page's rows only:
  // as a NOT EXISTS, PostgreSQL hashed every live part of the store for each page (348 ms of statements a
  // page at 100,000 orders, against 9 without it).
  return readPage<PaymentRow, AdminPaymentPage['items'][number]>(
    db,
    {
      columns: sql`${orderHeadColumns}, o.payment_status as "status",
        o.payment_cancelled_paise::float8 as "cancelledPaise", o.payment_utr as "utr",
        o.payment_utr_at as "utrAt", o.payment_paid_at as "paidAt",
        coalesce((select bool_and(vo.status = 'cancelled') from vendor_orders vo where vo.order_id = o.id), false)
          as "orderCancelled"`,
      from: sql`from orders o where o.payment_method = 'upi' and o.payment_status = ${query.status}`,
      orderBy: settled ? sql`o.order_date desc, o.id desc` : sql`o.order_date, o.id`,
    },
    query.page,
    (row) => ({
      ...orderHead(row),
      // What the shopper was asked for: the parts cancelled before it was paid are not.
      amount: paiseToRupees(row.totalPaise - row.cancelledPaise),
      orderTotal: paiseToRupees(row.totalPaise),
      status: row.status,
      utr: row.utr,
      utrAt: row.utrAt === null ? null : isoDate(row.utrAt),
      paidAt: row.paidAt === null ? null : isoDate(row.paidAt),
      orderCancelled: row.orderCancelled,
    }),
  );
}
