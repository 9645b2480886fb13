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
import { fabrics, orderItems, orders, vendorOrderEvents, vendorOrders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { conflict, notFound } from '../../plugins/errors';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_ALREADY_SHIPPED = 'Part of this order has already been shipped, so it can no longer be cancelled.';
export const ORDER_ALREADY_CANCELLED = 'This order is already cancelled.';

type OrderRow = typeof orders.$inferSelect;
type PartRow = typeof vendorOrders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof vendorOrderEvents.$inferSelect;
type PartStatusChange = z.output<typeof PartStatusChangeSchema>;

/** A line's kind, unit and total (by the one rule), as the order shows them. */
const lineSelling = (item: OrderItemRow) => ({
  kind: item.kind,
  unit: item.unit,
  total: paiseToRupees(lineTotalPaise(item.unitPricePaise, item.quantity)),
});

const toLine = (item: OrderItemRow): OrderLine => ({
  fabric_id: item.fabricId,
  name: item.fabricName,
  quantity: fromHundredths(item.quantity),
  price: paiseToRupees(item.unitPricePaise),
  vendorId: item.vendorId,
  ...lineSelling(item),
});

const toEvent = (event: EventRow): OrderEvent => ({
  status: event.status,
  at: event.at.toISOString(),
  actor: event.actorRole,
  actorId: event.actorId,
  note: event.note,
});

const partProgress = (part: PartRow, events: EventRow[]) => ({
  trackingNumber: part.trackingNumber,
  carrier: part.carrier,
  cancelReason: part.cancelReason,
  paymentCollectedAt: part.paymentCollectedAt?.toISOString() ?? null,
  history: events.map(toEvent),
});

interface LoadedPart {
  part: PartRow;
  vendorName: string;
  items: OrderItemRow[];
  events: EventRow[];
}

/**
 * A part's lines, as a JSON array in the statement that reads the part (`vo`): one statement per
 * page instead of one for the parts, one for their lines and one for their history (decision 160).
 */
const linesJson = sql`(select coalesce(json_agg(json_build_object('id', oi.id, 'orderId', oi.order_id,
    'vendorOrderId', oi.vendor_order_id, 'fabricId', oi.fabric_id, 'vendorId', oi.vendor_id,
    'fabricName', oi.fabric_name, 'unitPricePaise', oi.unit_price_paise, 'quantity', oi.quantity,
    'orderDate', oi.order_date, 'kind', oi.kind, 'unit', oi.unit) order by oi.fabric_name, oi.id), '[]')
  from order_items oi where oi.vendor_order_id = vo.id)`;

/** A part's history, oldest first, as a JSON array (see linesJson). */
const eventsJson = sql`(select coalesce(json_agg(json_build_object('id', e.id, 'vendorOrderId', e.vendor_order_id,
    'status', e.status, 'at', e.at, 'actorRole', e.actor_role, 'actorId', e.actor_id, 'note', e.note)
    order by e.at, e.id), '[]')
  from vendor_order_events e where e.vendor_order_id = vo.id)`;

/** The part `vo` itself as a JSON object with the columns' property names. */
const partJson = sql`json_build_object('id', vo.id, 'orderId', vo.order_id, 'vendorId', vo.vendor_id,
  'subtotalPaise', vo.subtotal_paise, 'status', vo.status, 'trackingNumber', vo.tracking_number,
  'carrier', vo.carrier, 'cancelReason', vo.cancel_reason, 'paymentCollectedAt', vo.payment_collected_at,
  'orderDate', vo.order_date, 'archivedAt', vo.archived_at)`;

/** Every part of the order `o` (or only `vendorId`'s), each with its vendor's name, lines and history. */
const partsJson = (vendorId?: string) => sql`(select coalesce(json_agg(json_build_object('part', ${partJson},
    'vendorName', u.name, 'items', ${linesJson}, 'events', ${eventsJson}) order by u.name, vo.id), '[]')
  from vendor_orders vo join users u on u.id = vo.vendor_id
  where vo.order_id = o.id${vendorId ? sql` and vo.vendor_id = ${vendorId}` : sql``})`;

/** The order `o`'s columns, under their property names. */
const orderColumns = sql`o.id, o.customer_id as "customerId", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.total_paise::float8 as "totalPaise", o.payment_method as "paymentMethod",
  o.shipping_address as "shippingAddress", o.idempotency_key as "idempotencyKey", o.request_hash as "requestHash",
  o.order_date as "orderDate"`;

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

const readLine = (line: Json<OrderItemRow>): OrderItemRow => ({ ...line, orderDate: new Date(line.orderDate) });
const readEvent = (event: Json<EventRow>): EventRow => ({ ...event, at: new Date(event.at) });
const readPart = (part: Json<PartRow>): PartRow => ({
  ...part,
  paymentCollectedAt: dateOrNull(part.paymentCollectedAt),
  orderDate: new Date(part.orderDate),
  archivedAt: dateOrNull(part.archivedAt),
});

interface PartsJsonRow {
  part: Json<PartRow>;
  vendorName: string;
  items: Json<OrderItemRow>[];
  events: Json<EventRow>[];
}

const readLoadedPart = (row: PartsJsonRow): LoadedPart => ({
  part: readPart(row.part),
  vendorName: row.vendorName,
  items: row.items.map(readLine),
  events: row.events.map(readEvent),
});

type OrderJsonRow = Omit<OrderRow, 'orderDate'> & { orderDate: Date | string; parts: PartsJsonRow[] };

/** An order row as both drivers answer it (a timestamp column may come as text), with its parts read. */
const readOrder = (row: OrderJsonRow): { order: OrderRow; parts: LoadedPart[] } => {
  const { parts, ...order } = row;
  return { order: { ...order, orderDate: new Date(order.orderDate) }, parts: parts.map(readLoadedPart) };
};

/** One order with its parts (or only `vendorId`'s), in one statement; undefined if there is none. */
async function loadOrder(db: Executor, orderId: string, vendorId?: string) {
  const [row] = await preparedRows<OrderJsonRow>(
    db,
    'order_with_parts',
    sql`select ${orderColumns}, ${partsJson(vendorId)} as parts from orders o where o.id = ${orderId}`,
  );
  return row ? readOrder(row) : undefined;
}

const toPart = ({ part, vendorName, items, events }: LoadedPart): OrderPart => ({
  _id: part.id,
  vendor: { _id: part.vendorId, name: vendorName },
  items: items.map(toLine),
  subtotal: paiseToRupees(part.subtotalPaise),
  status: part.status,
  ...partProgress(part, events),
});

/**
 * An order as its customer sees it, or, given only one vendor's part, as that vendor sees it
 * (that vendor's lines, with their subtotal as `totalPrice`).
 */
function toOrder(order: OrderRow, parts: LoadedPart[], forVendor = false): Order {
  const lines = parts.flatMap((loaded) => loaded.items).sort((a, b) => a.fabricName.localeCompare(b.fabricName));
  const statuses = parts.map((loaded) => loaded.part.status);
  const totalPaise = forVendor ? parts.reduce((sum, loaded) => sum + loaded.part.subtotalPaise, 0) : order.totalPaise;
  return {
    _id: order.id,
    userId: order.customerId,
    items: lines.map(toLine),
    totalPrice: paiseToRupees(totalPaise),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderDate: order.orderDate.toISOString(),
    status: overallOrderStatus(statuses),
    itemCount: countItems(lines.map(toLine)),
    cancellable: !forVendor && orderIsCancellable(statuses),
    parts: parts.map(toPart),
  };
}

/** The whole order for its customer, read inside whatever transaction wrote it. */
export async function customerOrder(db: Executor, order: OrderRow): Promise<Order> {
  const loaded = await loadOrder(db, order.id);
  return toOrder(order, loaded?.parts ?? []);
}

/** Checkout's first line of each part's history: the shopper placed it. */
export async function recordPlaced(db: Executor, partIds: string[], customerId: string): Promise<void> {
  await db.insert(vendorOrderEvents).values(
    partIds.map((vendorOrderId) => ({
      vendorOrderId,
      status: 'placed' as const,
      actorRole: 'shopper' as const,
      actorId: customerId,
    })),
  );
}

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

interface VendorOrderJsonRow {
  order: Json<
    Pick<
      OrderRow,
      'id' | 'customerId' | 'customerName' | 'customerEmail' | 'paymentMethod' | 'shippingAddress' | 'orderDate'
    >
  >;
  part: Json<PartRow>;
  items: Json<OrderItemRow>[];
  events: Json<EventRow>[];
}

/**
 * The orders holding a vendor's fabrics, newest first, each showing only that vendor's part: one
 * statement, the page of parts from the vendor's index with the order, lines and history as JSON.
 */
export async function listVendorOrders(
  db: Executor,
  vendorId: string,
  { page, limit, status, orderId }: VendorOrderFilter,
): Promise<VendorOrder[]> {
  const rows = await preparedRows<VendorOrderJsonRow>(
    db,
    'vendor_orders_page',
    sql`select json_build_object('id', o.id, 'customerId', o.customer_id, 'customerName', o.customer_name,
        'customerEmail', o.customer_email, 'paymentMethod', o.payment_method, 'shippingAddress', o.shipping_address,
        'orderDate', o.order_date) as "order",
        ${partJson} as part, ${linesJson} as items, ${eventsJson} as events
      from (select * from vendor_orders
        where vendor_id = ${vendorId} and archived_at is null
          ${status ? sql`and status = ${status}` : sql``} ${orderId ? sql`and order_id = ${orderId}` : sql``}
        order by order_date desc, id desc limit ${limit} offset ${(page - 1) * limit}) as vo
      join orders o on o.id = vo.order_id
      order by vo.order_date desc, vo.id desc`,
  );
  return rows.map((row) => {
    const part = readPart(row.part);
    const lines = row.items.map(readLine);
    const { order } = row;
    return {
      _id: order.id,
      items: lines.map(toLine),
      totalPrice: paiseToRupees(part.subtotalPaise),
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
      orderDate: new Date(order.orderDate).toISOString(),
      itemCount: countItems(lines.map(toLine)),
      userId: { _id: order.customerId, name: order.customerName, email: order.customerEmail },
      orderItems: lines.map((item) => ({
        fabric_id: { _id: item.fabricId, name: item.fabricName },
        quantity: fromHundredths(item.quantity),
        price: paiseToRupees(item.unitPricePaise),
        ...lineSelling(item),
      })),
      status: part.status,
      ...partProgress(part, row.events.map(readEvent)),
      nextStatuses: [...NEXT_PART_STATUSES[part.status]],
    };
  });
}

/**
 * How many of the vendor's listed (not archived) orders are in each status: its tabs' counts, summed
 * from its rows of `vendor_daily_sales` (one per day and status) rather than counted from its parts.
 */
export async function countVendorOrders(db: Executor, vendorId: string): Promise<VendorOrderCounts> {
  const rows = await preparedRows<{ status: PartStatus; orders: number }>(
    db,
    'vendor_order_counts',
    sql`select status, sum(listed_parts)::int as orders from vendor_daily_sales where vendor_id = ${vendorId}
      group by status`,
  );
  const counts: VendorOrderCounts = { all: 0, placed: 0, accepted: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const row of rows) {
    counts[row.status] = row.orders;
    counts.all += row.orders;
  }
  return counts;
}

/**
 * Removes an order from one vendor's list. The customer's order, the other vendors' lines and
 * the stock are untouched: the goods were sold, and the vendor is only tidying its list.
 */
export async function archiveVendorOrder(db: Executor, vendorId: string, orderId: string): Promise<void> {
  const archived = await db
    .update(vendorOrders)
    .set({ archivedAt: new Date() })
    .where(and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.archivedAt)))
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
 * A vendor moves its part of an order one step (decision 83). The part is locked first and its
 * status read after any racing move commits, so of two racing moves one wins and the other is told
 * what is possible now (409). History, cash collected on delivery, returned stock and the vendor's
 * sales summaries (kept by triggers, decision 161) share its transaction. A cancel returns the stock
 * before it moves the part, so that, as in checkout, fabrics are locked before the summaries.
 */
export async function changePartStatus(
  db: Database,
  vendor: AuthUser,
  orderId: string,
  change: PartStatusChange,
): Promise<VendorOrder> {
  return db.transaction(async (tx) => {
    const [part] = await tx
      .select({ id: vendorOrders.id, status: vendorOrders.status })
      .from(vendorOrders)
      .where(
        and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendor.id), isNull(vendorOrders.archivedAt)),
      )
      .for('update');
    if (!part) throw notFound(ORDER_NOT_FOUND);
    if (!partStatusesBefore(change.status).includes(part.status)) throw conflict(describeAllowedMoves(part.status));
    if (change.status === 'cancelled') await returnStock(tx, [part.id]);
    await tx
      .update(vendorOrders)
      .set({
        status: change.status,
        ...(change.status === 'shipped' && {
          trackingNumber: change.trackingNumber ?? null,
          carrier: change.carrier ?? null,
        }),
        ...(change.status === 'cancelled' && { cancelReason: change.reason ?? null }),
        ...(change.status === 'delivered' && {
          paymentCollectedAt: sql`case when (select ${orders.paymentMethod} from ${orders} where ${orders.id} = ${vendorOrders.orderId}) = 'cash_on_delivery' then now() end`,
        }),
      })
      .where(eq(vendorOrders.id, part.id));
    await tx.insert(vendorOrderEvents).values({
      vendorOrderId: part.id,
      status: change.status,
      actorRole: 'vendor',
      actorId: vendor.id,
      note: change.status === 'cancelled' ? (change.reason ?? null) : shippingNote(change),
    });
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
      .set({ status: 'cancelled', cancelReason: reason ?? null })
      .where(inArray(vendorOrders.id, open));
    await tx.insert(vendorOrderEvents).values(
      open.map((vendorOrderId) => ({
        vendorOrderId,
        status: 'cancelled' as const,
        actorRole: 'shopper' as const,
        actorId: customer.id,
        note: reason ?? null,
      })),
    );
    return customerOrder(tx, order);
  });
}
