// An order as its customer and its vendors see it: the rows every order read selects, and the
// JSON the API answers with.
import {
  commissionPaise,
  countItems,
  type DiscountFunder,
  fromHundredths,
  hundredthsToPercent,
  lineTotalPaise,
  NEXT_PART_STATUSES,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderPart,
  type OrderPayment,
  orderIsCancellable,
  overallOrderStatus,
  type PartStatus,
  paiseToRupees,
  type VendorOrder,
  type VendorPaymentState,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import type { orders, PartEvent, PartLine } from '../../db/schema';
import { type PartWithholdingFacts, partWithholding, partWithholdingFactsJson } from '../ledger/part-withholding';
import { type RefundRow, type ReturnRow, returnsOfPart, toRefund, toReturn } from '../returns/return-views';

export const ORDER_NOT_FOUND = 'Order not found.';

export type OrderRow = typeof orders.$inferSelect;

/** A line's kind, unit and total (by the one rule), as the order shows them. */
const lineSelling = (line: PartLine) => ({
  kind: line.kind,
  unit: line.unit,
  total: paiseToRupees(lineTotalPaise(line.unitPricePaise, line.quantity)),
});

/** Who reads an order: its vendors and the operator also see the marketplace's commission, its shopper does not. */
export type Audience = 'shopper' | 'vendor' | 'operator';

/** A line's commission percent and amount (its total times the percent fixed at checkout, rounded half up). */
const lineCommission = (line: PartLine) => {
  const hundredths = line.commissionHundredths ?? 0;
  // A vendor's coupon reduces the line before commission is taken; a marketplace coupon does not.
  const vendorFunded = line.discountFundedBy === 'vendor' ? (line.discountPaise ?? 0) : 0;
  return {
    commissionPercent: hundredthsToPercent(hundredths),
    commission: paiseToRupees(
      commissionPaise(lineTotalPaise(line.unitPricePaise, line.quantity) - vendorFunded, hundredths),
    ),
    // The cutting list: the roll and dye lot to cut from.
    ...(line.rollId && { cut: { rollId: line.rollId, roll: line.rollNumber ?? 0, dyeLot: line.dyeLot ?? null } }),
  };
};

/** The line's share of the order's coupon discount, when it has one. */
const lineDiscount = (line: PartLine) => (line.discountPaise ? { discount: paiseToRupees(line.discountPaise) } : {});

const toLine = (line: PartLine, vendorId: string, audience: Audience): OrderLine => ({
  fabric_id: line.fabricId,
  name: line.fabricName,
  quantity: fromHundredths(line.quantity),
  price: paiseToRupees(line.unitPricePaise),
  vendorId,
  ...lineSelling(line),
  ...(audience === 'shopper' ? {} : lineCommission(line)),
  ...lineDiscount(line),
});

/** A part's coupon discount and who funds it, as the part's columns hold them. */
interface PartDiscountRow {
  discountPaise?: number | null;
  discountFundedBy?: DiscountFunder | null;
}

/** What the vendor funds of the part's discount: all of it for its own coupon, none of a marketplace coupon. */
const vendorFundedPaise = (part: PartDiscountRow) =>
  part.discountFundedBy === 'vendor' ? Number(part.discountPaise ?? 0) : 0;

const partDiscount = (part: PartDiscountRow) =>
  part.discountPaise && part.discountFundedBy
    ? { discount: paiseToRupees(Number(part.discountPaise)), discountFundedBy: part.discountFundedBy }
    : {};

type PartMoneyRow = { subtotalPaise: number; commissionPaise: number } & PartDiscountRow;

/** What the vendor sells the part for: its subtotal less its own coupon's discount. */
const vendorGrossPaise = (part: PartMoneyRow) => part.subtotalPaise - vendorFundedPaise(part);

/** A part's commission and what the vendor keeps (`net`): the subtotal less commission and its own coupon's discount. */
const partShare = (part: PartMoneyRow) => ({
  commission: paiseToRupees(part.commissionPaise),
  net: paiseToRupees(vendorGrossPaise(part) - part.commissionPaise),
});

/** A timestamp as either driver answers it (a Date, or text in a row or a JSON value), in ISO 8601. */
const isoTime = (value: Date | string) => new Date(value).toISOString();

const toEvent = (event: PartEvent): OrderEvent => ({
  status: event.status,
  at: isoTime(event.at),
  actor: event.actorRole,
  actorId: event.actorId,
  note: event.note,
});

/** What a part has to show of its progress, read from its row (history and lines are columns of the part). */
interface PartProgressRow {
  trackingNumber: string | null;
  carrier: string | null;
  cancelReason: string | null;
  paymentCollectedAt: Date | string | null;
  history: PartEvent[];
}

const partProgress = (part: PartProgressRow) => ({
  trackingNumber: part.trackingNumber,
  carrier: part.carrier,
  cancelReason: part.cancelReason,
  paymentCollectedAt: part.paymentCollectedAt === null ? null : isoTime(part.paymentCollectedAt),
  history: part.history.map(toEvent),
});

interface LoadedPart extends PartProgressRow, PartDiscountRow {
  id: string;
  refund: RefundRow | null;
  returns: ReturnRow[];
  vendorId: string;
  vendorName: string;
  subtotalPaise: number;
  commissionPaise: number;
  status: PartStatus;
  lines: PartLine[];
}

/**
 * Every part of the order `o` (or only `vendorId`'s), with its vendor's name, as a JSON array: its
 * lines and history are columns of the part, so this reads one row per part.
 */
export const partsJson = (vendorId?: string) => sql`(select coalesce(json_agg(json_build_object('id', vo.id,
    'vendorId', vo.vendor_id, 'vendorName', u.name, 'subtotalPaise', vo.subtotal_paise,
    'commissionPaise', vo.commission_paise, 'status', vo.status,
    'discountPaise', vo.discount_paise, 'discountFundedBy', vo.discount_funded_by,
    'trackingNumber', vo.tracking_number, 'carrier', vo.carrier, 'cancelReason', vo.cancel_reason,
    'paymentCollectedAt', vo.payment_collected_at, 'lines', vo.lines, 'history', vo.history,
    'returns', ${returnsOfPart(sql`vo.id`)}, 'refund', (select json_build_object('amountPaise', r.amount_paise,
      'status', r.status, 'refundedAt', r.refunded_at, 'reference', r.reference)
      from upi_refunds r where r.vendor_order_id = vo.id and r.return_id is null and r.status <> 'void'))
    order by u.name, vo.id), '[]')
  from vendor_orders vo join users u on u.id = vo.vendor_id
  where vo.order_id = o.id${vendorId ? sql` and vo.vendor_id = ${vendorId}` : sql``})`;

/** The order `o`'s payment columns, under their property names. */
const paymentColumns = sql`o.payment_status as "paymentStatus", o.upi_uri as "upiUri", o.payment_due_by as "paymentDueBy",
  o.payment_utr as "paymentUtr", o.payment_paid_at as "paymentPaidAt", o.payment_rejected_reason as "paymentRejectedReason",
  o.payment_cancelled_paise::float8 as "paymentCancelledPaise"`;

type PaymentRow = Pick<
  OrderRow,
  'paymentMethod' | 'paymentStatus' | 'upiUri' | 'paymentUtr' | 'paymentRejectedReason' | 'paymentCancelledPaise'
> & {
  paymentDueBy: Date | string | null;
  paymentPaidAt: Date | string | null;
};

/**
 * The order's payment as `audience` sees it, for `amountPaise` (the order's, or the vendor's part's). Cash
 * is `collected` once every part not cancelled was delivered; the link and the UTR are the shopper's and
 * the operator's to see, the link only while the order awaits payment. `parts` are those not cancelled.
 */
function toPayment(
  row: PaymentRow,
  parts: Pick<PartProgressRow, 'paymentCollectedAt'>[],
  amountPaise: number,
  audience: Audience,
): OrderPayment {
  const payment: OrderPayment = {
    method: row.paymentMethod,
    status: row.paymentStatus,
    amount: paiseToRupees(amountPaise),
  };
  if (row.paymentMethod === 'cash_on_delivery') {
    const collected = parts.map((part) => part.paymentCollectedAt);
    if (collected.length > 0 && collected.every((at) => at !== null)) {
      payment.status = 'collected';
      payment.collectedAt = collected
        .map((at) => isoTime(at as Date | string))
        .sort()
        .at(-1);
    }
    return payment;
  }
  if (row.paymentPaidAt) payment.paidAt = isoTime(row.paymentPaidAt);
  if (audience === 'vendor') return payment;
  // A cancelled order (no part left open) has nothing to pay, so no link and no deadline.
  const payable = row.paymentStatus === 'awaiting_payment' && parts.length > 0;
  if (payable && row.upiUri) payment.upiUri = row.upiUri;
  if (payable && row.paymentDueBy) payment.dueBy = isoTime(row.paymentDueBy);
  if (row.paymentUtr) payment.utr = row.paymentUtr;
  if (row.paymentRejectedReason && row.paymentStatus === 'awaiting_payment') {
    payment.rejectedReason = row.paymentRejectedReason;
  }
  return payment;
}

/** The order `o`'s columns, under their property names. */
export const orderColumns = sql`o.id, o.order_number as "orderNumber", o.customer_id as "customerId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.total_paise::float8 as "totalPaise", o.payment_method as "paymentMethod",
  ${paymentColumns},
  o.shipping_address as "shippingAddress", o.idempotency_key as "idempotencyKey", o.request_hash as "requestHash",
  o.order_date as "orderDate", o.discount_paise::float8 as "discountPaise", o.coupon_code as "couponCode"`;

export type OrderJsonRow = Omit<OrderRow, 'orderDate'> & { orderDate: Date | string; parts: LoadedPart[] };

/** An order row as both drivers answer it (a timestamp column may come as text), with its parts. */
export const readOrder = ({ parts, ...order }: OrderJsonRow): { order: OrderRow; parts: LoadedPart[] } => ({
  order: { ...order, orderDate: new Date(order.orderDate) },
  parts,
});

/** One order with its parts (or only `vendorId`'s), in one statement; undefined if there is none. */
export async function loadOrder(db: Executor, orderId: string, vendorId?: string) {
  const [row] = await preparedRows<OrderJsonRow>(
    db,
    'order_with_parts',
    sql`select ${orderColumns}, ${partsJson(vendorId)} as parts from orders o where o.id = ${orderId}`,
  );
  return row ? readOrder(row) : undefined;
}

const toPart = (part: LoadedPart, audience: Audience): OrderPart => ({
  _id: part.id,
  vendor: { _id: part.vendorId, name: part.vendorName },
  items: part.lines.map((line) => toLine(line, part.vendorId, audience)),
  subtotal: paiseToRupees(part.subtotalPaise),
  ...(audience === 'shopper' ? {} : partShare(part)),
  ...partDiscount(part),
  status: part.status,
  ...partProgress(part),
  returns: part.returns.map((row) => toReturn(row, audience)),
  ...(part.refund && { refund: toRefund(part.refund) }),
});

/**
 * An order as its customer sees it, or, given only one vendor's part, as that vendor sees it
 * (that vendor's lines, with their subtotal as `totalPrice`).
 */
export function toOrder(order: OrderRow, parts: LoadedPart[], audience: Audience = 'shopper'): Order {
  const forVendor = audience === 'vendor';
  const lines = parts
    .flatMap((part) => part.lines.map((line) => toLine(line, part.vendorId, audience)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const statuses = parts.map((part) => part.status);
  const totalPaise = forVendor ? parts.reduce((sum, part) => sum + part.subtotalPaise, 0) : order.totalPaise;
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    userId: order.customerId,
    items: lines,
    totalPrice: paiseToRupees(totalPaise),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderDate: order.orderDate.toISOString(),
    status: overallOrderStatus(statuses),
    itemCount: countItems(lines),
    cancellable: !forVendor && orderIsCancellable(statuses),
    parts: parts.map((part) => toPart(part, audience)),
    payment: toPayment(
      order,
      parts.filter((part) => part.status !== 'cancelled'),
      // A UPI order no longer asks for the parts cancelled before it was paid (`askForPartsLeft`).
      forVendor ? totalPaise : totalPaise - Number(order.paymentCancelledPaise ?? 0),
      audience,
    ),
    ...couponAsSeen(order, parts, audience),
  };
}

/**
 * The order's coupon as `audience` sees it: a vendor sees its own part's discount, and the code only of a
 * coupon that took something off its part, as its mail does (another vendor's code is that vendor's to give
 * out, and costs it every use).
 */
function couponAsSeen(order: OrderRow, parts: LoadedPart[], audience: Audience): Pick<Order, 'discount' | 'coupon'> {
  if (audience !== 'vendor')
    return { discount: paiseToRupees(Number(order.discountPaise ?? 0)), coupon: order.couponCode ?? null };
  const discountPaise = parts.reduce((sum, part) => sum + Number(part.discountPaise ?? 0), 0);
  return { discount: paiseToRupees(discountPaise), coupon: discountPaise > 0 ? (order.couponCode ?? null) : null };
}

/** The whole order for its customer, read inside whatever transaction wrote it. */
export async function customerOrder(db: Executor, order: OrderRow): Promise<Order> {
  // The order as the transaction left it: a cancel may have changed what it asks to be paid.
  const loaded = await loadOrder(db, order.id);
  return loaded ? toOrder(loaded.order, loaded.parts) : toOrder(order, []);
}

/** The vendor's view of each part `vo` with its order `o`: the columns `toVendorOrder` reads. */
export const vendorOrderColumns = sql`o.id, o.order_number as "orderNumber", o.customer_id as "customerId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.payment_method as "paymentMethod", o.shipping_address as "shippingAddress",
  o.order_date as "orderDate", ${paymentColumns}, vo.subtotal_paise::float8 as "subtotalPaise",
  vo.commission_paise::float8 as "commissionPaise", vo.status,
  vo.discount_paise::float8 as "discountPaise", vo.discount_funded_by as "discountFundedBy",
  vo.tracking_number as "trackingNumber", vo.carrier, vo.cancel_reason as "cancelReason",
  vo.payment_collected_at as "paymentCollectedAt", vo.vendor_id as "vendorId", vo.lines, vo.history,
  ${returnsOfPart(sql`vo.id`)} as returns, ${partWithholdingFactsJson} as "withholdingFacts"`;

export interface VendorOrderRow extends PartProgressRow, PaymentRow, PartDiscountRow {
  id: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: OrderRow['paymentMethod'];
  shippingAddress: OrderRow['shippingAddress'];
  orderDate: Date | string;
  subtotalPaise: number;
  commissionPaise: number;
  status: PartStatus;
  vendorId: string;
  lines: PartLine[];
  returns: ReturnRow[];
  withholdingFacts: PartWithholdingFacts;
}

/** Where the vendor's part stands for payment: a UPI order's payment status, or cash due until it is collected. */
function vendorPaymentState(row: VendorOrderRow): VendorPaymentState {
  if (row.paymentMethod === 'cash_on_delivery') return row.paymentCollectedAt === null ? 'cash_due' : 'cash_collected';
  return row.paymentStatus === 'due_on_delivery' ? 'awaiting_payment' : row.paymentStatus;
}

export function toVendorOrder(row: VendorOrderRow): VendorOrder {
  const items = row.lines.map((line) => toLine(line, row.vendorId, 'vendor'));
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    items,
    totalPrice: paiseToRupees(row.subtotalPaise),
    paymentMethod: row.paymentMethod,
    shippingAddress: row.shippingAddress,
    orderDate: isoTime(row.orderDate),
    itemCount: countItems(items),
    userId: { _id: row.customerId, name: row.customerName, email: row.customerEmail },
    orderItems: row.lines.map((line) => ({
      fabric_id: { _id: line.fabricId, name: line.fabricName },
      quantity: fromHundredths(line.quantity),
      price: paiseToRupees(line.unitPricePaise),
      ...lineSelling(line),
      ...lineCommission(line),
      ...lineDiscount(line),
    })),
    ...partShare(row),
    withholding: partWithholding(
      { ...row, grossPaise: vendorGrossPaise(row), facts: row.withholdingFacts },
      vendorGrossPaise(row) - row.commissionPaise,
    ),
    ...partDiscount(row),
    status: row.status,
    ...partProgress(row),
    nextStatuses: [...NEXT_PART_STATUSES[row.status]],
    paymentState: vendorPaymentState(row),
    returns: row.returns.map((ret) => toReturn(ret, 'vendor')),
    // What the shopper pays for this part: its subtotal less its share of any coupon.
    payment: toPayment(
      row,
      row.status === 'cancelled' ? [] : [row],
      row.subtotalPaise - Number(row.discountPaise ?? 0),
      'vendor',
    ),
  };
}
