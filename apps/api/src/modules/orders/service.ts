import {
  CANCELLABLE_PART_STATUSES,
  countItems,
  describeAllowedMoves,
  fromHundredths,
  lineTotalPaise,
  NEXT_PART_STATUSES,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderPart,
  orderIsCancellable,
  overallOrderStatus,
  type PartStatus,
  type PartStatusChangeSchema,
  paiseToRupees,
  partStatusesBefore,
  type VendorOrder,
  type VendorOrderCounts,
} from '@fabric-store/shared';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import { fabrics, orderItems, orders, type PartEvent, type PartLine, vendorOrders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';
import { enqueuePartMovedMail, enqueueShopperCancelMails } from '../mail/order-mails';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_ALREADY_SHIPPED = 'Part of this order has already been shipped, so it can no longer be cancelled.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';

type OrderRow = typeof orders.$inferSelect;
type PartStatusChange = z.output<typeof PartStatusChangeSchema>;

/** A line's kind, unit and total (by the one rule), as the order shows them. */
const lineSelling = (line: PartLine) => ({
  kind: line.kind,
  unit: line.unit,
  total: paiseToRupees(lineTotalPaise(line.unitPricePaise, line.quantity)),
});

const toLine = (line: PartLine, vendorId: string): OrderLine => ({
  fabric_id: line.fabricId,
  name: line.fabricName,
  quantity: fromHundredths(line.quantity),
  price: paiseToRupees(line.unitPricePaise),
  vendorId,
  ...lineSelling(line),
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

/** What a part has to show of its progress, read from its row (decision 213: history and lines included). */
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

interface LoadedPart extends PartProgressRow {
  id: string;
  vendorId: string;
  vendorName: string;
  subtotalPaise: number;
  status: PartStatus;
  lines: PartLine[];
}

/**
 * Every part of the order `o` (or only `vendorId`'s), with its vendor's name, as a JSON array: its
 * lines and history are columns of the part (decision 213), so this reads one row per part.
 */
const partsJson = (vendorId?: string) => sql`(select coalesce(json_agg(json_build_object('id', vo.id,
    'vendorId', vo.vendor_id, 'vendorName', u.name, 'subtotalPaise', vo.subtotal_paise, 'status', vo.status,
    'trackingNumber', vo.tracking_number, 'carrier', vo.carrier, 'cancelReason', vo.cancel_reason,
    'paymentCollectedAt', vo.payment_collected_at, 'lines', vo.lines, 'history', vo.history) order by u.name, vo.id), '[]')
  from vendor_orders vo join users u on u.id = vo.vendor_id
  where vo.order_id = o.id${vendorId ? sql` and vo.vendor_id = ${vendorId}` : sql``})`;

/** The order `o`'s columns, under their property names. */
const orderColumns = sql`o.id, o.customer_id as "customerId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.total_paise::float8 as "totalPaise", o.payment_method as "paymentMethod",
  o.shipping_address as "shippingAddress", o.idempotency_key as "idempotencyKey", o.request_hash as "requestHash",
  o.order_date as "orderDate"`;

type OrderJsonRow = Omit<OrderRow, 'orderDate'> & { orderDate: Date | string; parts: LoadedPart[] };

/** An order row as both drivers answer it (a timestamp column may come as text), with its parts. */
const readOrder = ({ parts, ...order }: OrderJsonRow): { order: OrderRow; parts: LoadedPart[] } => ({
  order: { ...order, orderDate: new Date(order.orderDate) },
  parts,
});

/** One order with its parts (or only `vendorId`'s), in one statement; undefined if there is none. */
async function loadOrder(db: Executor, orderId: string, vendorId?: string) {
  const [row] = await preparedRows<OrderJsonRow>(
    db,
    'order_with_parts',
    sql`select ${orderColumns}, ${partsJson(vendorId)} as parts from orders o where o.id = ${orderId}`,
  );
  return row ? readOrder(row) : undefined;
}

const toPart = (part: LoadedPart): OrderPart => ({
  _id: part.id,
  vendor: { _id: part.vendorId, name: part.vendorName },
  items: part.lines.map((line) => toLine(line, part.vendorId)),
  subtotal: paiseToRupees(part.subtotalPaise),
  status: part.status,
  ...partProgress(part),
});

/**
 * An order as its customer sees it, or, given only one vendor's part, as that vendor sees it
 * (that vendor's lines, with their subtotal as `totalPrice`).
 */
function toOrder(order: OrderRow, parts: LoadedPart[], forVendor = false): Order {
  const lines = parts
    .flatMap((part) => part.lines.map((line) => toLine(line, part.vendorId)))
    .sort((a, b) => a.name.localeCompare(b.name));
  const statuses = parts.map((part) => part.status);
  const totalPaise = forVendor ? parts.reduce((sum, part) => sum + part.subtotalPaise, 0) : order.totalPaise;
  return {
    _id: order.id,
    userId: order.customerId,
    items: lines,
    totalPrice: paiseToRupees(totalPaise),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderDate: order.orderDate.toISOString(),
    status: overallOrderStatus(statuses),
    itemCount: countItems(lines),
    cancellable: !forVendor && orderIsCancellable(statuses),
    parts: parts.map(toPart),
  };
}

/** The whole order for its customer, read inside whatever transaction wrote it. */
export async function customerOrder(db: Executor, order: OrderRow): Promise<Order> {
  const loaded = await loadOrder(db, order.id);
  return toOrder(order, loaded?.parts ?? []);
}

/**
 * A part's history with one more entry at the end: the statement that moves the part appends it,
 * timed by the transaction's clock, as `payment_collected_at` is.
 */
const historyWith = (entry: Omit<PartEvent, 'at'>) =>
  sql`${vendorOrders.history} || jsonb_build_array(jsonb_build_object('status', ${entry.status}::text, 'at', now(),
    'actorRole', ${entry.actorRole}::text, 'actorId', ${entry.actorId}::uuid, 'note', ${entry.note}::text))`;

/** An order for its customer (every part) or for a vendor with a part in it (only that part). */
export async function getOrderForCaller(db: Executor, caller: AuthUser, orderId: string): Promise<Order> {
  // A vendor reads only its own part, whoever placed the order; anyone else the whole order, if theirs.
  const loaded = await loadOrder(db, orderId, caller.role === 'vendor' ? caller.id : undefined);
  if (!loaded) throw notFound(ORDER_NOT_FOUND);
  if (loaded.order.customerId === caller.id) return toOrder(loaded.order, loaded.parts);
  if (caller.role === 'vendor' && loaded.parts.length > 0) return toOrder(loaded.order, loaded.parts, true);
  throw notFound(ORDER_NOT_FOUND);
}

export interface Page {
  page: number;
  limit: number;
}

/**
 * A page of the customer's own orders, newest first, and how many there are in all: one statement,
 * the page's orders with their parts, lines and history as JSON and the count beside them.
 */
export async function listCustomerOrders(
  db: Executor,
  customerId: string,
  { page, limit }: Page,
): Promise<{ orders: Order[]; total: number }> {
  const rows = await preparedRows<OrderJsonRow & { total: number }>(
    db,
    'customer_orders_page',
    sql`select page.*, ${partsJson()} as parts
      from (select ${orderColumns}, count(*) over ()::int as total from orders o
        where o.customer_id = ${customerId}
        order by o.order_date desc, o.id desc limit ${limit} offset ${(page - 1) * limit}) as page
      join orders o on o.id = page.id
      order by page."orderDate" desc, page.id desc`,
  );
  // A page past the last has no row to carry the count.
  const total = rows[0]?.total ?? (page > 1 ? await countCustomerOrders(db, customerId) : 0);
  return {
    orders: rows.map(({ total: _total, ...row }) => {
      const { order, parts } = readOrder(row);
      return toOrder(order, parts);
    }),
    total,
  };
}

async function countCustomerOrders(db: Executor, customerId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.total ?? 0;
}

interface VendorOrderFilter extends Page {
  status?: PartStatus | undefined;
  orderId?: string;
}

/** The vendor's view of each part `vo` with its order `o`: the columns `toVendorOrder` reads. */
const vendorOrderColumns = sql`o.id, o.customer_id as "customerId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.payment_method as "paymentMethod", o.shipping_address as "shippingAddress",
  o.order_date as "orderDate", vo.subtotal_paise::float8 as "subtotalPaise", vo.status,
  vo.tracking_number as "trackingNumber", vo.carrier, vo.cancel_reason as "cancelReason",
  vo.payment_collected_at as "paymentCollectedAt", vo.vendor_id as "vendorId", vo.lines, vo.history`;

interface VendorOrderRow extends PartProgressRow {
  id: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  paymentMethod: OrderRow['paymentMethod'];
  shippingAddress: OrderRow['shippingAddress'];
  orderDate: Date | string;
  subtotalPaise: number;
  status: PartStatus;
  vendorId: string;
  lines: PartLine[];
}

function toVendorOrder(row: VendorOrderRow): VendorOrder {
  const items = row.lines.map((line) => toLine(line, row.vendorId));
  return {
    _id: row.id,
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
    })),
    status: row.status,
    ...partProgress(row),
    nextStatuses: [...NEXT_PART_STATUSES[row.status]],
  };
}

/**
 * The orders holding a vendor's fabrics, newest first, each showing only that vendor's part: one
 * statement, the page of parts from the vendor's index, each with its order's row.
 */
export async function listVendorOrders(
  db: Executor,
  vendorId: string,
  { page, limit, status, orderId }: VendorOrderFilter,
): Promise<VendorOrder[]> {
  const rows = await preparedRows<VendorOrderRow>(
    db,
    'vendor_orders_page',
    sql`select ${vendorOrderColumns}
      from (select * from vendor_orders
        where vendor_id = ${vendorId} and archived_at is null
          ${status ? sql`and status = ${status}` : sql``} ${orderId ? sql`and order_id = ${orderId}` : sql``}
        order by order_date desc, id desc limit ${limit} offset ${(page - 1) * limit}) as vo
      join orders o on o.id = vo.order_id
      order by vo.order_date desc, vo.id desc`,
  );
  return rows.map(toVendorOrder);
}

/**
 * How many of the vendor's listed (not archived) orders are in each status: its tabs' counts, read
 * from its rows of `vendor_order_counts` (one per status, kept by triggers, decision 219) rather than
 * counted from its parts.
 */
export async function countVendorOrders(db: Executor, vendorId: string): Promise<VendorOrderCounts> {
  const rows = await preparedRows<{ status: PartStatus; orders: number }>(
    db,
    'vendor_order_counts',
    sql`select status, listed_parts as orders from vendor_order_counts where vendor_id = ${vendorId}`,
  );
  const counts: VendorOrderCounts = { all: 0, placed: 0, accepted: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    counts[row.status] = row.orders;
    counts.all += row.orders;
  }
  return counts;
}

/** The vendor's part of an order, while it is on the vendor's list (not archived). */
const listedPartOf = (vendorId: string, orderId: string) =>
  and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.archivedAt));

/**
 * Removes an order from one vendor's list. The customer's order, the other vendors' lines and
 * the stock are untouched: the goods were sold, and the vendor is only tidying its list.
 */
export async function archiveVendorOrder(db: Executor, vendorId: string, orderId: string): Promise<void> {
  const archived = await db
    .update(vendorOrders)
    .set({ archivedAt: new Date() })
    .where(listedPartOf(vendorId, orderId))
    .returning({ id: vendorOrders.id });
  if (archived.length === 0) throw notFound(ORDER_NOT_FOUND);
}

/**
 * Puts the stock of cancelled parts back on their fabrics, deleted ones included (the units exist),
 * to the centimetre; swatches took none, so they return none.
 * Runs in the transaction that cancels the parts, which holds their rows locked and has seen them not
 * yet cancelled, so the stock comes back exactly once. Fabrics are locked in id order, as checkout locks them.
 */
async function returnStock(db: Executor, partIds: string[]): Promise<void> {
  const lines = await db
    .select({ fabricId: orderItems.fabricId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(and(inArray(orderItems.vendorOrderId, partIds), eq(orderItems.kind, 'length')))
    .groupBy(orderItems.fabricId)
    .orderBy(asc(orderItems.fabricId));
  for (const line of lines) {
    await db
      .update(fabrics)
      .set({ stock: sql`${fabrics.stock} + ${line.quantity}` })
      .where(eq(fabrics.id, line.fabricId));
  }
}

/**
 * A vendor moves its part of an order one step (decision 83). Accepting, shipping and delivering are
 * one conditional `UPDATE` that answers the vendor's view of the moved part (decision 214): of two
 * racing moves, PostgreSQL re-checks the status of the loser against the winner's row, so one moves
 * and the other finds nothing to move and is told what is possible now (409). History, cash collected
 * on delivery and the vendor's sales summaries (kept by triggers, decision 161) go with that statement;
 * a cancel, which also returns stock, is a transaction of its own.
 */
export async function changePartStatus(
  db: Database,
  vendor: AuthUser,
  orderId: string,
  change: PartStatusChange,
): Promise<VendorOrder> {
  if (change.status === 'cancelled') return cancelPart(db, vendor, orderId, change.reason ?? null);
  return db.transaction(async (tx) => {
    const [moved] = await preparedRows<VendorOrderRow>(
      tx,
      `vendor_part_to_${change.status}`,
      sql`with vo as (update vendor_orders set status = ${change.status},
        ${
          change.status === 'shipped'
            ? sql`tracking_number = ${change.trackingNumber ?? null}, carrier = ${change.carrier ?? null},`
            : sql``
        }
        ${
          change.status === 'delivered'
            ? sql`payment_collected_at = case when (select payment_method from orders where orders.id = vendor_orders.order_id)
                = 'cash_on_delivery' then now() end,`
            : sql``
        }
        history = ${historyWith({ status: change.status, actorRole: 'vendor', actorId: vendor.id, note: shippingNote(change) })}
      where order_id = ${orderId} and vendor_id = ${vendor.id} and archived_at is null
        and status in (${sql.join(
          partStatusesBefore(change.status).map((status) => sql`${status}`),
          sql`, `,
        )})
      returning *)
    select ${vendorOrderColumns} from vo join orders o on o.id = vo.order_id`,
    );
    if (!moved) throw await moveRefusal(tx, vendor.id, orderId);
    await enqueuePartMovedMail(tx, orderId, vendor.id);
    return toVendorOrder(moved);
  });
}

/** Why a part could not be moved: there is none of the vendor's (404), or its status allows other moves (409). */
async function moveRefusal(db: Executor, vendorId: string, orderId: string) {
  const [part] = await db
    .select({ status: vendorOrders.status })
    .from(vendorOrders)
    .where(listedPartOf(vendorId, orderId));
  return part ? conflict(describeAllowedMoves(part.status)) : notFound(ORDER_NOT_FOUND);
}

/**
 * A vendor cancels its part: the part is locked first and its status read after any racing move
 * commits, and its stock goes back before it moves, so that, as in checkout, fabrics are locked
 * before the summaries (decision 162); the stock comes back exactly once.
 */
async function cancelPart(db: Database, vendor: AuthUser, orderId: string, reason: string | null) {
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: vendorOrders.id, status: vendorOrders.status })
      .from(vendorOrders)
      .where(listedPartOf(vendor.id, orderId))
      .for('update');
    if (!part) throw notFound(ORDER_NOT_FOUND);
    if (!CANCELLABLE_PART_STATUSES.includes(part.status)) throw conflict(describeAllowedMoves(part.status));
    await returnStock(tx, [part.id]);
    await tx
      .update(vendorOrders)
      .set({
        status: 'cancelled',
        cancelReason: reason,
        history: historyWith({ status: 'cancelled', actorRole: 'vendor', actorId: vendor.id, note: reason }),
      })
      .where(eq(vendorOrders.id, part.id));
    await enqueuePartMovedMail(tx, orderId, vendor.id);
    const [view] = await listVendorOrders(tx, vendor.id, { page: 1, limit: 1, orderId });
    if (!view) throw notFound(ORDER_NOT_FOUND);
    return view;
  });
}

const shippingNote = (change: PartStatusChange) =>
  change.status === 'shipped' && (change.carrier || change.trackingNumber)
    ? [change.carrier, change.trackingNumber && `tracking ${change.trackingNumber}`].filter(Boolean).join(', ')
    : null;

/**
 * The shopper cancels every part of an order no vendor has shipped yet, in one transaction that
 * locks the order's parts first: once any part is shipped, or when nothing is left to cancel, 409.
 */
export async function cancelOrderForShopper(
  db: Database,
  customer: AuthUser,
  orderId: string,
  reason: string | undefined,
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customer.id)));
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const parts = await tx
      .select({ id: vendorOrders.id, status: vendorOrders.status })
      .from(vendorOrders)
      .where(eq(vendorOrders.orderId, order.id))
      .orderBy(vendorOrders.id)
      .for('update');
    if (parts.some((part) => part.status === 'shipped' || part.status === 'delivered')) {
      throw conflict(ORDER_ALREADY_SHIPPED);
    }
    const open = parts.filter((part) => CANCELLABLE_PART_STATUSES.includes(part.status)).map((part) => part.id);
    if (open.length === 0) throw conflict(ORDER_ALREADY_CANCELLED);
    // Stock first, then the parts (whose triggers lock the vendors' sales summaries), as checkout does.
    await returnStock(tx, open);
    await tx
      .update(vendorOrders)
      .set({
        status: 'cancelled',
        cancelReason: reason ?? null,
        history: historyWith({ status: 'cancelled', actorRole: 'shopper', actorId: customer.id, note: reason ?? null }),
      })
      .where(inArray(vendorOrders.id, open));
    await enqueueShopperCancelMails(tx, order.id, open);
    return customerOrder(tx, order);
  });
}
