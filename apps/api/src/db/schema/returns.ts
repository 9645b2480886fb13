// Returns and refunds: a shopper's request to return lines of one vendor's part.
import {
  type DISCOUNT_FUNDERS,
  type FABRIC_UNITS,
  type LINE_KINDS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnActor,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders, vendorOrders } from './orders';
import { users } from './users';

/** A line being returned, as sold: its price and commission percent are the line's own, fixed at checkout. */
export interface ReturnLineColumn {
  fabricId: string;
  fabricName: string;
  kind: (typeof LINE_KINDS)[number];
  unit: (typeof FABRIC_UNITS)[number];
  unitPricePaise: number;
  /** Hundredths of the unit, as on `order_items`. */
  quantity: number;
  /** The line's commission percent in hundredths, as the part's line carries it. */
  commissionHundredths: number;
  /** What the shopper paid for the quantity: price × quantity less its share of the line's discount, each rounded half up. */
  amountPaise: number;
  /** The commission at the line's percent on the base the order's was taken on (before a marketplace coupon's discount). */
  commissionPaise: number;
  /** The quantity's share of the line's coupon discount, and who funded it; absent without one. */
  discountPaise?: number;
  discountFundedBy?: (typeof DISCOUNT_FUNDERS)[number];
}

/** One move of a return: to what, when (ISO 8601), by whom, and the reason or note given. */
export interface ReturnEventColumn {
  status: (typeof RETURN_STATUSES)[number];
  at: string;
  actorRole: ReturnActor;
  actorId: string | null;
  note: string | null;
}

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    lines: jsonb('lines').$type<ReturnLineColumn[]>().notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    /** What the shopper paid for the lines: the sum of their amounts. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The marketplace's commission on the amount, each line at its own recorded percent. */
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
    /** True once the vendor put the lengths back in stock, written by the statement that received it. */
    restocked: boolean('restocked').notNull().default(false),
    /** The UPI or bank transfer id of the refund. */
    refundReference: text('refund_reference'),
    /** Set when the shopper escalated a rejection: the operator's list reads these. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Every status the return has had, oldest first, appended by the statement that moves it. */
    history: jsonb('history').$type<ReturnEventColumn[]>().notNull().default([]),
  },
  (table) => [
    index('returns_vendor_order_idx').on(table.vendorOrderId),
    index('returns_vendor_idx').on(table.vendorId, table.createdAt.desc(), table.id.desc()),
    index('returns_escalated_idx')
      .on(table.escalatedAt.desc(), table.id.desc())
      .where(sql`${table.escalatedAt} is not null`),
    // A marketplace coupon's discount leaves the commission on the gross, so it may pass the amount paid.
    check('returns_amount_check', sql`${table.amountPaise} >= 0 and ${table.commissionPaise} >= 0`),
    check(
      'returns_status_check',
      sql`${table.status} in ('requested', 'approved', 'rejected', 'escalated', 'received', 'refunded', 'closed')`,
    ),
    check(
      'returns_reason_check',
      sql`${table.reason} in ('damaged', 'wrong_item', 'not_as_described', 'changed_mind')`,
    ),
  ],
);
