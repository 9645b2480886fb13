// Orders, one part per vendor, and their lines.
import {
  DISCOUNT_FUNDERS,
  FABRIC_UNITS,
  LINE_KINDS,
  ORDER_PAYMENT_STATUSES,
  PART_STATUSES,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { fabricRolls } from './rolls';
import { users } from './users';

export interface ShippingAddressColumn {
  name?: string;
  /** The recipient's 10-digit Indian mobile number, for the courier; absent when the shopper gave none. */
  phone?: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The running part of the short order numbers (`FS-2611-0042`): one sequence, so no two orders share one. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * The customer's order; the customer's name and email are kept as placed, for the vendors who ship it.
 * It has no status of its own: the overall status is derived from its vendor parts, since a status
 * kept in two places drifts.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The number people read and quote (`FS-2611-0042`: the store, the India-time year and month it was placed,
     * the sequence), written by the checkout's insert; the id stays the key every link and call uses.
     */
    orderNumber: text('order_number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    // 64-bit: a bulk order passes Rs. 2.1 crore, the most a 32-bit integer of paise holds.
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cash_on_delivery', 'upi'] }).notNull(),
    /**
     * Cash on delivery stays `due_on_delivery` (each part's `payment_collected_at` says when it was taken);
     * UPI moves awaiting_payment → verifying (the shopper gave a UTR) → paid (the operator confirmed),
     * back to awaiting_payment when rejected, or expired when its window passed.
     */
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('due_on_delivery'),
    /** The UPI deep link the shopper pays with, fixed at checkout; null for cash or when no UPI id was set. */
    upiUri: text('upi_uri'),
    /** When an unpaid UPI order is cancelled by the store. */
    paymentDueBy: timestamp('payment_due_by', { withTimezone: true }),
    /** The 12-digit bank reference the shopper gave; one order per UTR. */
    paymentUtr: text('payment_utr'),
    /** When the shopper gave that UTR, by the database clock. */
    paymentUtrAt: timestamp('payment_utr_at', { withTimezone: true }),
    /**
     * What cancels took off the UPI amount while the order awaited payment: the shopper is asked for
     * `total_paise - payment_cancelled_paise`, the parts not cancelled.
     */
    paymentCancelledPaise: bigint('payment_cancelled_paise', { mode: 'number' }).notNull().default(0),
    paymentPaidAt: timestamp('payment_paid_at', { withTimezone: true }),
    paymentRejectedReason: text('payment_rejected_reason'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressColumn>().notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    /** What a coupon took off the lines' sum; `total_paise` is after it. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The coupon's code as the order used it; null without one. */
    couponCode: text('coupon_code'),
    /** The GSTIN a shopper buying for a business gave at checkout, printed on its invoices; null without one. */
    buyerGstin: text('buyer_gstin'),
    /** The delivery state's GST code, the place of supply; null on orders placed before it was kept. */
    placeOfSupplyStateCode: text('place_of_supply_state_code'),
  },
  (table) => [
    index('orders_customer_idx').on(
      table.customerId,
      table.orderDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    uniqueIndex('orders_idempotency_key').on(table.customerId, table.idempotencyKey),
    uniqueIndex('orders_payment_utr_key').on(table.paymentUtr),
    uniqueIndex('orders_order_number_key').on(table.orderNumber),
    // The expiry sweep's claim: only UPI orders still waiting, by when they fall due.
    index('orders_awaiting_payment_idx').on(table.paymentDueBy).where(sql`${table.paymentStatus} = 'awaiting_payment'`),
    // The operator's payment lists: UPI orders of one payment status, oldest or newest first.
    index('orders_upi_payment_idx')
      .on(table.paymentStatus, table.orderDate, table.id)
      .where(sql`${table.paymentMethod} = 'upi'`),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('due_on_delivery', 'awaiting_payment', 'verifying', 'paid', 'expired')`,
    ),
  ],
);

/** A line of a part as the order shows it; the part's vendor sold it. */
export interface PartLine {
  fabricId: string;
  fabricName: string;
  unitPricePaise: number;
  /** Hundredths of the unit, as on `order_items`. */
  quantity: number;
  kind: (typeof LINE_KINDS)[number];
  unit: (typeof FABRIC_UNITS)[number];
  /**
   * The marketplace's commission on this line in hundredths of a percent, fixed when the order was placed;
   * absent on lines placed before commission existed, which carry none.
   */
  commissionHundredths?: number;
  /** This line's share of the order's coupon discount in paise, and who funds it; absent without one. */
  discountPaise?: number;
  discountFundedBy?: (typeof DISCOUNT_FUNDERS)[number];
  /** The roll the length or remnant was cut from, its number on the fabric and its dye lot. */
  rollId?: string;
  rollNumber?: number;
  dyeLot?: string | null;
  /** The GST in the line's price, as on its `order_items` row; absent when its vendor's tax profile was not complete. */
  tax?: LineTax;
}

/** A line's GST as placed: the price includes it; CGST and SGST within one state, IGST across states. */
export interface LineTax {
  hsnCode: string;
  /** 500 is 5%. */
  rateHundredths: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** One change of a part's status: to what, when (ISO 8601), by whom, and the reason or tracking given. */
export interface PartEvent {
  status: (typeof PART_STATUSES)[number];
  at: string;
  actorRole: 'vendor' | 'shopper' | 'system' | 'operator';
  actorId: string | null;
  note: string | null;
}

/** One vendor's share of an order: what that vendor ships, with a status of its own. */
export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    /** The sum of its lines' commissions, each rounded half up to the paisa; the vendor's net is the rest. */
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull().default(0),
    /** Its lines' shares of the coupon discount; the shopper pays `subtotal - discount` for the part. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /**
     * Who funds the discount: the vendor (its coupon: commission is taken on the discounted lines) or
     * the marketplace (its coupon: the vendor's net is as without it); null without a discount.
     */
    discountFundedBy: text('discount_funded_by', { enum: DISCOUNT_FUNDERS }),
    status: text('status', { enum: PART_STATUSES }).notNull().default('placed'),
    trackingNumber: text('tracking_number'),
    carrier: text('carrier'),
    cancelReason: text('cancel_reason'),
    /** Cash on delivery: when the vendor marked the part delivered, i.e. took the money. */
    paymentCollectedAt: timestamp('payment_collected_at', { withTimezone: true }),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The part's lines as placed, written once by checkout beside their `order_items` rows (which stock and
     * the sales figures read), so that a page of parts reads no other table.
     */
    lines: jsonb('lines').$type<PartLine[]>().notNull().default([]),
    /** Every status the part has had, oldest first, appended by the statement that moves it. */
    history: jsonb('history').$type<PartEvent[]>().notNull().default([]),
    /**
     * The vendor's pickup state code and GSTIN as of placing; the state code is null when its tax profile
     * was not complete (no tax on the lines), the GSTIN when it is unregistered.
     */
    sellerStateCode: text('seller_state_code'),
    sellerGstin: text('seller_gstin'),
  },
  (table) => [
    uniqueIndex('vendor_orders_order_vendor_key').on(table.orderId, table.vendorId),
    index('vendor_orders_vendor_idx').on(
      table.vendorId,
      table.orderDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // A vendor's list per status tab, newest first, and the tab counts, without the rest of its history.
    index('vendor_orders_vendor_status_idx')
      .on(table.vendorId, table.status, table.orderDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.archivedAt} is null`),
    // The dashboard's figures for a window of days read only this index (an index-only scan); `id` joins the lines.
    index('vendor_orders_vendor_sales_idx').on(
      table.vendorId,
      table.orderDate,
      table.status,
      table.subtotalPaise,
      table.id,
    ),
    check('vendor_orders_commission_check', sql`${table.commissionPaise} between 0 and ${table.subtotalPaise}`),
    check('vendor_orders_discount_check', sql`${table.discountPaise} between 0 and ${table.subtotalPaise}`),
    check(
      'vendor_orders_status_check',
      sql`${table.status} in ('placed', 'accepted', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

/** An order line with the fabric's name and price as they were when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    fabricName: text('fabric_name').notNull(),
    /** Per metre, per piece or per swatch, as placed. */
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    /** Hundredths of the unit (centimetres of a metre fabric); 100 for a swatch. */
    quantity: integer('quantity').notNull(),
    /**
     * When the order was placed, as on `orders` and `vendor_orders`: checkout writes the lines in the
     * order's transaction, whose now() it is.
     */
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    // Selling by the metre: a cut or a swatch, and the fabric's unit as placed.
    kind: text('kind', { enum: LINE_KINDS }).notNull().default('length'),
    unit: text('unit', { enum: FABRIC_UNITS }).notNull().default('per_metre'),
    /** The commission percent in hundredths, as the part's line carries it. */
    commissionHundredths: integer('commission_hundredths').notNull().default(0),
    /** The line's share of the order's coupon discount, as the part's line carries it. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The roll a length or remnant was cut from, which a cancel gives it back to; null before rolls. */
    rollId: uuid('roll_id').references(() => fabricRolls.id),
    /** The roll's dye lot as cut, which "match my earlier order" reads. */
    dyeLot: text('dye_lot'),
    // The line's GST as placed (see `LineTax`); null when its vendor's tax profile was not complete.
    hsnCode: text('hsn_code'),
    gstRateHundredths: integer('gst_rate_hundredths'),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }),
    igstPaise: bigint('igst_paise', { mode: 'number' }),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_vendor_order_idx').on(table.vendorOrderId),
    // A vendor's lines of a window of days, with what the dashboard sums: units and best sellers
    // come from one range of this index, without visiting the parts or the lines.
    index('order_items_vendor_sales_idx').on(
      table.vendorId,
      table.orderDate,
      table.fabricId,
      table.quantity,
      table.unitPricePaise,
      table.vendorOrderId,
    ),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);
