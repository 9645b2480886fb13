// The customer's orders: one by id (also a vendor's part of it), and the customer's list.
import type { Order } from '@fabric-store/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { preparedRows } from '../../db/query-rows';
import { orders } from '../../db/schema';
import {
  loadOrder,
  ORDER_NOT_FOUND,
  type OrderJsonRow,
  orderColumns,
  partsJson,
  readOrder,
  toOrder,
} from './order-views';

/** An order for its customer (every part) or for a vendor with a part in it (only that part). */
export async function getOrderForCaller(db: Executor, caller: Caller, orderId: string): Promise<Order> {
  // A vendor reads only its own part, whoever placed the order; anyone else the whole order, if theirs.
  const loaded = await loadOrder(db, orderId, caller.role === 'vendor' ? caller.id : undefined);
  if (!loaded) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
  if (loaded.order.customerId === caller.id) return toOrder(loaded.order, loaded.parts);
  if (caller.role === 'vendor' && loaded.parts.length > 0) return toOrder(loaded.order, loaded.parts, 'vendor');
  throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
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
