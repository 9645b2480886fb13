import { type Order, type OrderLine, paiseToRupees, type VendorOrder } from '@fabric-store/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, orders, vendorOrders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';

export const ORDER_NOT_FOUND = 'Order not found.';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const toLine = (item: OrderItemRow): OrderLine => ({
  fabric_id: item.fabricId,
  name: item.fabricName,
  quantity: item.quantity,
  price: paiseToRupees(item.unitPricePaise),
  vendorId: item.vendorId,
});

const lineTotalPaise = (items: OrderItemRow[]) =>
  items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0);

/** The customer's view; with `totalPaise` given (a vendor's subtotal) only that vendor's lines are passed in. */
export function toOrder(order: OrderRow, items: OrderItemRow[], totalPaise = order.totalPaise): Order {
  return {
    _id: order.id,
    userId: order.customerId,
    items: items.map(toLine),
    totalPrice: paiseToRupees(totalPaise),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    orderDate: order.orderDate.toISOString(),
    status: order.status,
  };
}

async function itemsByOrder(db: Executor, orderIds: string[], vendorId?: string) {
  const byOrder = new Map<string, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, orderIds), vendorId ? eq(orderItems.vendorId, vendorId) : undefined))
    .orderBy(orderItems.fabricName, orderItems.id);
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** An order for its customer (every line) or for a vendor with lines in it (only that vendor's lines). */
export async function getOrderForCaller(db: Executor, caller: AuthUser, orderId: string): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.customerId === caller.id) {
    const items = (await itemsByOrder(db, [order.id])).get(order.id) ?? [];
    return toOrder(order, items);
  }
  if (caller.role === 'vendor') {
    const items = (await itemsByOrder(db, [order.id], caller.id)).get(order.id) ?? [];
    if (items.length > 0) return toOrder(order, items, lineTotalPaise(items));
  }
  throw notFound(ORDER_NOT_FOUND);
}

export interface Page {
  page: number;
  limit: number;
}

export async function listCustomerOrders(db: Executor, customerId: string, { page, limit }: Page): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toOrder(row, items.get(row.id) ?? []));
}

/** The orders holding a vendor's fabrics, newest first, each showing only that vendor's lines. */
export async function listVendorOrders(db: Executor, vendorId: string, { page, limit }: Page): Promise<VendorOrder[]> {
  const rows = await db
    .select({ order: orders, part: vendorOrders })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.archivedAt)))
    .orderBy(desc(vendorOrders.orderDate), desc(vendorOrders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const items = await itemsByOrder(
    db,
    rows.map((row) => row.order.id),
    vendorId,
  );
  return rows.map(({ order, part }) => {
    const lines = items.get(order.id) ?? [];
    return {
      ...toOrder(order, lines, part.subtotalPaise),
      status: part.status,
      userId: { _id: order.customerId, name: order.customerName, email: order.customerEmail },
      orderItems: lines.map((item) => ({
        fabric_id: { _id: item.fabricId, name: item.fabricName },
        quantity: item.quantity,
        price: paiseToRupees(item.unitPricePaise),
      })),
    };
  });
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
