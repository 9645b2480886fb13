import {
  type DiscountFunder,
  describeCut,
  fromHundredths,
  lineTotalPaise,
  type ORDER_PAYMENT_STATUSES,
  type PaymentMethod,
  paiseToRupees,
  type ShippingAddress,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { PartEvent, PartLine } from '../../db/schema';
import type { MailLine, PartMove } from './kinds';
import { enqueueMail, enqueueMails, type OutgoingMail } from './outbox';

export interface OrderFacts {
  id: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
  totalPaise: number;
  /** What a UPI order asks to be paid: its total less the parts cancelled before it was paid. */
  paymentPaise: number;
  couponCode: string | null;
  discountPaise: number;
  paymentStatus: (typeof ORDER_PAYMENT_STATUSES)[number];
  paymentDueBy: string | null;
}

export interface PartFacts {
  id: string;
  vendorId: string;
  vendorName: string;
  vendorEmail: string;
  subtotalPaise: number;
  discountPaise: number;
  discountFundedBy: DiscountFunder | null;
  status: PartEvent['status'];
  lines: PartLine[];
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
}

/** The order as its mails show it: the shopper's current address for mail, the order's own facts. */
async function orderFacts(tx: Executor, orderId: string): Promise<OrderFacts> {
  const [order] = await queryRows<OrderFacts>(
    tx,
    sql`select o.id, o.order_number as "orderNumber", o.customer_id as "customerId", o.customer_name as "customerName",
        coalesce(u.email, o.customer_email) as "customerEmail", o.payment_method as "paymentMethod",
        o.shipping_address as "shippingAddress", o.total_paise::float8 as "totalPaise",
        (o.total_paise - o.payment_cancelled_paise)::float8 as "paymentPaise", o.coupon_code as "couponCode", o.discount_paise::float8 as "discountPaise",
        o.payment_status as "paymentStatus", o.payment_due_by as "paymentDueBy"
      from orders o left join users u on u.id = o.customer_id where o.id = ${orderId}`,
  );
  if (!order) throw new Error(`order ${orderId} not found for its mail`);
  return order;
}

/** The order's parts (or those of `partIds`, or `vendorId`'s), with each vendor's name and address. */
function partFacts(tx: Executor, orderId: string, only?: { partIds?: string[]; vendorId?: string }) {
  const partFilter = only?.partIds
    ? sql` and vo.id in (${sql.join(
        only.partIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const vendorFilter = only?.vendorId ? sql` and vo.vendor_id = ${only.vendorId}` : sql``;
  return queryRows<PartFacts>(
    tx,
    sql`select vo.id, vo.vendor_id as "vendorId", u.name as "vendorName", u.email as "vendorEmail",
        vo.subtotal_paise::float8 as "subtotalPaise", vo.discount_paise::float8 as "discountPaise",
        vo.discount_funded_by as "discountFundedBy", vo.status, vo.lines, vo.carrier,
        vo.tracking_number as "trackingNumber", vo.cancel_reason as "cancelReason"
      from vendor_orders vo join users u on u.id = vo.vendor_id
      where vo.order_id = ${orderId}${partFilter}${vendorFilter} order by u.name, vo.id`,
  );
}

const mailLine = (line: PartLine, withCut = false): MailLine => ({
  name: line.fabricName,
  quantity: fromHundredths(line.quantity),
  unit: line.unit,
  kind: line.kind,
  price: paiseToRupees(line.unitPricePaise),
  total: paiseToRupees(lineTotalPaise(line.unitPricePaise, line.quantity)),
  ...(withCut &&
    line.rollNumber !== undefined && { cut: describeCut({ roll: line.rollNumber, dyeLot: line.dyeLot ?? null }) }),
});

const linesOf = (parts: PartFacts[]) =>
  parts.flatMap((part) => part.lines.map((line) => mailLine(line))).sort((a, b) => a.name.localeCompare(b.name));

/** What every mail about one part says of it: the order, the two parties, its lines and their sum. */
const partMail = (order: OrderFacts, part: PartFacts) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  vendorName: part.vendorName,
  customerName: order.customerName,
  lines: linesOf([part]),
  subtotal: paiseToRupees(part.subtotalPaise),
});

/** The coupon's share of a part, for its vendor's mail, when the order used one. */
const partCoupon = (order: OrderFacts, part: PartFacts) =>
  order.couponCode && part.discountPaise > 0 && part.discountFundedBy
    ? {
        coupon: {
          code: order.couponCode,
          discount: paiseToRupees(part.discountPaise),
          fundedBy: part.discountFundedBy,
        },
      }
    : {};

const shopperOf = (order: OrderFacts) => ({ email: order.customerEmail, userId: order.customerId });
const vendorOf = (part: PartFacts) => ({ email: part.vendorEmail, userId: part.vendorId });

/** A UPI order not yet paid: its vendors are not asked to accept it yet, so they hear nothing of its cancel either. */
const vendorsNotYetTold = (order: OrderFacts) =>
  order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'verifying';

/**
 * Checkout: the shopper's confirmation, in the order's transaction, and each vendor's new part once there
 * is something to send: now for cash on delivery or an order paid at checkout (nothing to pay), at the
 * operator's confirmation for a UPI order awaiting payment. Checkout gives the order and its parts as it
 * has just written them (the parts by vendor name, as a read of them gives them), rather than reading them back.
 */
export async function enqueueOrderPlacedMails(tx: Executor, order: OrderFacts, parts: PartFacts[]): Promise<void> {
  const confirmation: OutgoingMail<'order_placed'> = {
    kind: 'order_placed',
    dedupeKey: `order-placed:${order.id}`,
    to: shopperOf(order),
    mail: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      lines: linesOf(parts),
      ...(order.couponCode &&
        order.discountPaise > 0 && {
          coupon: { code: order.couponCode, discount: paiseToRupees(order.discountPaise) },
        }),
      total: paiseToRupees(order.totalPaise),
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
    },
  };
  await enqueueMails(tx, [confirmation, ...(vendorsNotYetTold(order) ? [] : newPartMails(order, parts))]);
}

/**
 * A UPI order's payment was confirmed: each vendor whose part is still open is asked to accept it now,
 * once per part however often this runs.
 */
export async function enqueueVendorNewPartMails(tx: Executor, orderId: string): Promise<void> {
  const order = await orderFacts(tx, orderId);
  const parts = await partFacts(tx, orderId);
  await enqueueMails(
    tx,
    newPartMails(
      order,
      parts.filter((part) => part.status !== 'cancelled'),
    ),
  );
}

/** Each vendor's new part, to accept: one mail a part. */
function newPartMails(order: OrderFacts, parts: PartFacts[]): OutgoingMail<'vendor_new_part'>[] {
  return parts.map((part) => ({
    kind: 'vendor_new_part' as const,
    dedupeKey: `vendor-new-part:${part.id}`,
    to: vendorOf(part),
    mail: {
      ...partMail(order, part),
      // The vendor's cutting list: which roll and dye lot each line is cut from.
      lines: part.lines.map((line) => mailLine(line, true)).sort((a, b) => a.name.localeCompare(b.name)),
      ...partCoupon(order, part),
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
    },
  }));
}

/**
 * A vendor moved its part (accepted, shipped, delivered or cancelled it), or the marketplace cancelled it:
 * the shopper hears of it.
 */
export async function enqueuePartMovedMail(
  tx: Executor,
  orderId: string,
  vendorId: string,
  by?: 'marketplace',
): Promise<void> {
  const order = await orderFacts(tx, orderId);
  const [part] = await partFacts(tx, orderId, { vendorId });
  if (!part || part.status === 'placed') return;
  const status: PartMove = part.status;
  await enqueueMail(tx, {
    kind: 'part_moved',
    dedupeKey: `part-moved:${part.id}:${status}`,
    to: shopperOf(order),
    mail: {
      ...partMail(order, part),
      status,
      paymentMethod: order.paymentMethod,
      carrier: part.carrier,
      trackingNumber: part.trackingNumber,
      reason: part.cancelReason,
      ...(by && { by }),
    },
  });
}

/** The shopper cancelled the order's open parts: a mail to the shopper, and one to each of their vendors. */
export async function enqueueShopperCancelMails(tx: Executor, orderId: string, partIds: string[]): Promise<void> {
  const order = await orderFacts(tx, orderId);
  const parts = await partFacts(tx, orderId, { partIds });
  const reason = parts[0]?.cancelReason ?? null;
  await enqueueMail(tx, {
    kind: 'order_cancelled',
    dedupeKey: `order-cancelled:${order.id}`,
    to: shopperOf(order),
    mail: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      lines: linesOf(parts),
      cancelledTotal: paiseToRupees(parts.reduce((sum, part) => sum + part.subtotalPaise, 0)),
      paymentMethod: order.paymentMethod,
      reason,
    },
  });
  for (const part of parts) await enqueueVendorCancelMail(tx, order, part, reason);
}

async function enqueueVendorCancelMail(
  tx: Executor,
  order: OrderFacts,
  part: PartFacts,
  reason: string | null,
  by?: 'marketplace',
): Promise<void> {
  if (vendorsNotYetTold(order)) return;
  await enqueueMail(tx, {
    kind: 'vendor_part_cancelled',
    dedupeKey: `vendor-part-cancelled:${part.id}`,
    to: vendorOf(part),
    mail: { ...partMail(order, part), reason, ...(by && { by }) },
  });
}

/** The marketplace cancelled a vendor's part from its console: the shopper is told, and so is the vendor. */
export async function enqueueMarketplaceCancelMails(tx: Executor, orderId: string, vendorId: string): Promise<void> {
  await enqueuePartMovedMail(tx, orderId, vendorId, 'marketplace');
  const order = await orderFacts(tx, orderId);
  const [part] = await partFacts(tx, orderId, { vendorId });
  if (part) await enqueueVendorCancelMail(tx, order, part, part.cancelReason, 'marketplace');
}

/** A UPI order's payment was confirmed, rejected or let expire: the shopper hears of it, once per event. */
export async function enqueuePaymentMail(
  tx: Executor,
  orderId: string,
  kind: 'payment_received' | 'payment_rejected' | 'order_expired',
  facts: { utr: string | null; reason: string | null; eventKey: string },
): Promise<void> {
  const order = await orderFacts(tx, orderId);
  const [live] = await queryRows<{ id: string }>(
    tx,
    sql`select id from vendor_orders where order_id = ${orderId} and status <> 'cancelled' limit 1`,
  );
  await enqueueMail(tx, {
    kind,
    dedupeKey: `${kind}:${order.id}:${facts.eventKey}`,
    to: shopperOf(order),
    mail: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      amount: paiseToRupees(order.paymentPaise),
      utr: facts.utr,
      reason: facts.reason,
      ...(kind === 'payment_rejected' && {
        payBy: order.paymentDueBy === null ? null : new Date(order.paymentDueBy).toISOString(),
      }),
      ...(live === undefined && { cancelled: true }),
    },
  });
}

/** The operator sent back a cancelled part's or a return's UPI money: the shopper's mail, once per refund. */
export async function enqueueRefundSentMail(
  tx: Executor,
  refund: {
    id: string;
    orderId: string;
    returnId: string | null;
    vendorName: string;
    amountPaise: number;
    reference: string;
  },
): Promise<void> {
  const order = await orderFacts(tx, refund.orderId);
  await enqueueMail(tx, {
    kind: 'refund_sent',
    dedupeKey: `refund_sent:${refund.id}`,
    to: shopperOf(order),
    mail: {
      orderId: order.id,
      orderNumber: order.orderNumber,
      customerName: order.customerName,
      cause: refund.returnId === null ? 'cancellation' : 'return',
      vendorName: refund.vendorName,
      amount: paiseToRupees(refund.amountPaise),
      reference: refund.reference,
    },
  });
}
