// What the marketplace owes back on money it collected by UPI for a part then cancelled or lines then returned.
import { UPI_REFUND_STATUSES } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, vendorOrders } from './orders';
import { returns } from './returns';
import { users } from './users';

/**
 * One row per cancelled part of a UPI order whose money came (or, `pending`, may have come) in, written
 * by the transaction that cancels the part, and one per return of a UPI order's lines, written by the
 * vendor's move that refunds it; the unique part (of a cancel) or return makes each once. The operator
 * sends it back and records the bank's reference, unique across refunds.
 */
export const upiRefunds = pgTable(
  'upi_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    /** The return this refunds; null for a cancelled part's refund. */
    returnId: uuid('return_id').references(() => returns.id),
    /** What the shopper paid for the part (or the lines returned): the subtotal less its share of the coupon. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: UPI_REFUND_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it became due: at the cancel of a paid order's part, the payment's confirmation, or the return's refund. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: uuid('refunded_by').references(() => users.id),
    /** The bank's reference of the refund sent, in capitals. */
    reference: text('reference'),
  },
  (table) => [
    // A cancelled part is refunded once; a delivered part may have several returns, each refunded once.
    uniqueIndex('upi_refunds_vendor_order_key').on(table.vendorOrderId).where(sql`${table.returnId} is null`),
    uniqueIndex('upi_refunds_return_key').on(table.returnId).where(sql`${table.returnId} is not null`),
    uniqueIndex('upi_refunds_reference_key').on(table.reference),
    index('upi_refunds_order_idx').on(table.orderId),
    // The operator's lists, newest first: those due by when they fell due, those refunded by when they were sent.
    index('upi_refunds_status_idx').on(table.status, table.dueAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('upi_refunds_refunded_idx')
      .on(table.refundedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'refunded'`),
    check('upi_refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('upi_refunds_status_check', sql`${table.status} in ('pending', 'due', 'refunded', 'void')`),
    check(
      'upi_refunds_refunded_check',
      sql`(${table.status} = 'refunded') = (${table.reference} is not null and ${table.refundedAt} is not null)`,
    ),
  ],
);
