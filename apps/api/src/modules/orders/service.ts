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
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { fabrics, orderItems, orders, users, vendorOrderEvents, vendorOrders } from '../../db/schema';
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

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
};

interface LoadedPart {
  part: PartRow;
  vendorName: string;
  items: OrderItemRow[];
  events: EventRow[];
}

/** The parts of some orders (or of one vendor's parts only), each with its vendor's name, lines and history. */
async function loadParts(db: Executor, orderIds: string[], vendorId?: string): Promise<Map<string, LoadedPart[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ part: vendorOrders, vendorName: users.name })
    .from(vendorOrders)
    .innerJoin(users, eq(users.id, vendorOrders.vendorId))
    .where(and(inArray(vendorOrders.orderId, orderIds), vendorId ? eq(vendorOrders.vendorId, vendorId) : undefined))
    .orderBy(users.name, vendorOrders.id);
  const partIds = rows.map((row) => row.part.id);
  const [items, events] = await Promise.all([linesOfParts(db, partIds), eventsOfParts(db, partIds)]);
  return groupBy(
    rows.map(({ part, vendorName }) => ({
      part,
      vendorName,
      items: items.get(part.id) ?? [],
      events: events.get(part.id) ?? [],
    })),
    (loaded) => loaded.part.orderId,
  );
}

async function linesOfParts(db: Executor, partIds: string[]) {
  if (partIds.length === 0) return new Map<string, OrderItemRow[]>();
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.vendorOrderId, partIds))
    .orderBy(orderItems.fabricName, orderItems.id);
  return groupBy(rows, (row) => row.vendorOrderId);
}

async function eventsOfParts(db: Executor, partIds: string[]) {
  if (partIds.length === 0) return new Map<string, EventRow[]>();
  const rows = await db
    .select()
    .from(vendorOrderEvents)
    .where(inArray(vendorOrderEvents.vendorOrderId, partIds))
    .orderBy(vendorOrderEvents.at, vendorOrderEvents.id);
  return groupBy(rows, (row) => row.vendorOrderId);
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
  return toOrder(order, (await loadParts(db, [order.id])).get(order.id) ?? []);
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
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.customerId === caller.id) return customerOrder(db, order);
  if (caller.role === 'vendor') {
    const parts = (await loadParts(db, [order.id], caller.id)).get(order.id) ?? [];
    if (parts.length > 0) return toOrder(order, parts, true);
  }
  throw notFound(ORDER_NOT_FOUND);
}

export interface Page {
  page: number;
  limit: number;
}

/** A page of the customer's own orders, newest first, and how many there are in all. */
export async function listCustomerOrders(
  db: Executor,
  customerId: string,
  { page, limit }: Page,
): Promise<{ orders: Order[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  const parts = await loadParts(
    db,
    rows.map((row) => row.id),
  );
  return { orders: rows.map((row) => toOrder(row, parts.get(row.id) ?? [])), total: total?.total ?? 0 };
}

interface VendorOrderFilter extends Page {
  status?: PartStatus | undefined;
  orderId?: string;
}

/** The orders holding a vendor's fabrics, newest first, each showing only that vendor's part. */
export async function listVendorOrders(
  db: Executor,
  vendorId: string,
  { page, limit, status, orderId }: VendorOrderFilter,
): Promise<VendorOrder[]> {
  const rows = await db
    .select({ order: orders, part: vendorOrders })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(
        eq(vendorOrders.vendorId, vendorId),
        isNull(vendorOrders.archivedAt),
        status ? eq(vendorOrders.status, status) : undefined,
        orderId ? eq(vendorOrders.orderId, orderId) : undefined,
      ),
    )
    .orderBy(desc(vendorOrders.orderDate), desc(vendorOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const partIds = rows.map((row) => row.part.id);
  const [items, events] = await Promise.all([linesOfParts(db, partIds), eventsOfParts(db, partIds)]);
  return rows.map(({ order, part }) => {
    const lines = items.get(part.id) ?? [];
    return {
      _id: order.id,
      items: lines.map(toLine),
      totalPrice: paiseToRupees(part.subtotalPaise),
      paymentMethod: order.paymentMethod,
      shippingAddress: order.shippingAddress,
      orderDate: order.orderDate.toISOString(),
      itemCount: countItems(lines.map(toLine)),
      userId: { _id: order.customerId, name: order.customerName, email: order.customerEmail },
      orderItems: lines.map((item) => ({
        fabric_id: { _id: item.fabricId, name: item.fabricName },
        quantity: fromHundredths(item.quantity),
        price: paiseToRupees(item.unitPricePaise),
        ...lineSelling(item),
      })),
      status: part.status,
      ...partProgress(part, events.get(part.id) ?? []),
      nextStatuses: [...NEXT_PART_STATUSES[part.status]],
    };
  });
}

/** How many of the vendor's listed (not archived) orders are in each status: its tabs' counts. */
export async function countVendorOrders(db: Executor, vendorId: string): Promise<VendorOrderCounts> {
  const rows = await db
    .select({ status: vendorOrders.status, orders: count() })
    .from(vendorOrders)
    .where(and(eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.archivedAt)))
    .groupBy(vendorOrders.status);
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
 * Runs in the transaction that cancelled the parts, whose conditional update let only one canceller
 * through, so the stock comes back exactly once. Fabrics are locked in id order, as checkout locks them.
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
 * A vendor moves its part of an order one step (decision 83). The update only matches a part in a
 * status the move is allowed from, so of two racing moves one wins and the other is told what is
 * possible now (409). History, cash collected on delivery and returned stock share its transaction.
 */
export async function changePartStatus(
  db: Database,
  vendor: AuthUser,
  orderId: string,
  change: PartStatusChange,
): Promise<VendorOrder> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
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
      .where(
        and(
          eq(vendorOrders.orderId, orderId),
          eq(vendorOrders.vendorId, vendor.id),
          isNull(vendorOrders.archivedAt),
          inArray(vendorOrders.status, partStatusesBefore(change.status)),
        ),
      )
      .returning({ id: vendorOrders.id });
    if (!moved) {
      const [part] = await tx
        .select({ status: vendorOrders.status })
        .from(vendorOrders)
        .where(
          and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendor.id), isNull(vendorOrders.archivedAt)),
        );
      if (!part) throw notFound(ORDER_NOT_FOUND);
      throw conflict(describeAllowedMoves(part.status));
    }
    await tx.insert(vendorOrderEvents).values({
      vendorOrderId: moved.id,
      status: change.status,
      actorRole: 'vendor',
      actorId: vendor.id,
      note: change.status === 'cancelled' ? (change.reason ?? null) : shippingNote(change),
    });
    if (change.status === 'cancelled') await returnStock(tx, [moved.id]);
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
    await returnStock(tx, open);
    return customerOrder(tx, order);
  });
}
