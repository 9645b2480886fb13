import { createHash } from 'node:crypto';
import {
  type CheckoutRequestSchema,
  formatRupees,
  type Order,
  orderTotalProblem,
  paiseToRupees,
  rupeesToPaise,
} from '@fabric-store/shared';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { fabrics, orderItems, orders, vendorOrders } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { AppError, conflict, databaseErrorCode, notFound } from '../../plugins/errors';
import { clearCart } from '../cart/service';
import { customerOrder, recordPlaced } from '../orders/service';

type CheckoutInput = z.output<typeof CheckoutRequestSchema>;

export interface PlacedOrder {
  order: Order;
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
}

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.';

interface Line {
  fabricId: string;
  quantity: number;
  /** The price each of the request's lines for this fabric showed the shopper, where it sent one. */
  clientPrices: number[];
}

/** One line per fabric, in id order: stock rows are then always locked in the same order, so buyers never deadlock. */
function orderedLines(items: CheckoutInput['items']): Line[] {
  const byFabric = new Map<string, Line>();
  for (const item of items) {
    const line = byFabric.get(item.fabric_id) ?? { fabricId: item.fabric_id, quantity: 0, clientPrices: [] };
    line.quantity += item.quantity;
    if (item.price !== undefined) line.clientPrices.push(item.price);
    byFabric.set(item.fabric_id, line);
  }
  return [...byFabric.values()].sort((a, b) => a.fabricId.localeCompare(b.fabricId));
}

/** What makes two requests "the same order" for an idempotency key. */
function requestFingerprint(lines: Line[], input: CheckoutInput): string {
  const canonical = JSON.stringify({
    lines: lines.map((line) => [line.fabricId, line.quantity]),
    paymentMethod: input.paymentMethod,
    shippingAddress: input.shippingAddress,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Places an order in one transaction: checks every fabric, prices every line and the total from
 * the catalog, takes the stock with conditional updates that never go below zero, writes the order
 * with a snapshot of each line, splits it into one part per vendor, and empties the cart.
 * With an idempotency key, repeating the request returns the order it placed the first time.
 */
export async function placeOrder(
  db: Database,
  customer: AuthUser,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const lines = orderedLines(input.items);
  const fingerprint = requestFingerprint(lines, input);
  if (idempotencyKey) {
    const earlier = await findOrderByKey(db, customer.id, idempotencyKey, fingerprint);
    if (earlier) return { order: earlier, created: false };
  }
  try {
    const written = await db.transaction((tx) => writeOrder(tx, customer, input, lines, idempotencyKey, fingerprint));
    // Read back after the commit, so the stock rows' locks are not held while the answer is built.
    return { order: await customerOrder(db, written), created: true };
  } catch (error) {
    // A concurrent request with the same key committed first: answer with its order.
    if (idempotencyKey && databaseErrorCode(error) === '23505') {
      const earlier = await findOrderByKey(db, customer.id, idempotencyKey, fingerprint);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }
}

/** The order's writes, in one transaction: price the lines, take the stock, write the order and its parts. */
async function writeOrder(
  tx: Transaction,
  customer: AuthUser,
  input: CheckoutInput,
  lines: Line[],
  idempotencyKey: string | undefined,
  fingerprint: string,
): Promise<typeof orders.$inferSelect> {
  const { priced, totalPaise } = await priceLines(tx, lines, input.totalPrice);
  await takeStock(tx, priced);
  const order = await writeParts(tx, customer, input, priced, {
    totalPaise,
    idempotencyKey,
    requestHash: fingerprint,
  });
  await clearCart(tx, customer.id);
  return order;
}

interface PricedLine extends Line {
  fabric: { id: string; name: string; pricePaise: number; vendorId: string };
}

/**
 * Prices every line and the total from the catalog, refusing a fabric no longer listed and a price
 * or total the shopper was shown that is no longer right.
 */
async function priceLines(
  tx: Transaction,
  lines: Line[],
  clientTotal: number | undefined,
): Promise<{ priced: PricedLine[]; totalPaise: number }> {
  const catalog = await tx
    .select({ id: fabrics.id, name: fabrics.name, pricePaise: fabrics.pricePaise, vendorId: fabrics.vendorId })
    .from(fabrics)
    .where(
      and(
        inArray(
          fabrics.id,
          lines.map((line) => line.fabricId),
        ),
        isNull(fabrics.deletedAt),
      ),
    );
  const byId = new Map(catalog.map((fabric) => [fabric.id, fabric]));

  const priced = lines.map((line) => {
    const fabric = byId.get(line.fabricId);
    if (!fabric) throw notFound('A fabric in your order is no longer available. Please review your cart.');
    if (line.clientPrices.some((price) => rupeesToPaise(price) !== fabric.pricePaise)) {
      throw conflict(
        `The price of ${fabric.name} is now ${formatRupees(paiseToRupees(fabric.pricePaise))}. Please review your cart.`,
      );
    }
    return { ...line, fabric };
  });
  const sizeProblem = orderTotalProblem(
    priced.map((line) => ({ name: line.fabric.name, totalPaise: line.fabric.pricePaise * line.quantity })),
  );
  if (sizeProblem) throw conflict(sizeProblem);
  const totalPaise = priced.reduce((sum, line) => sum + line.fabric.pricePaise * line.quantity, 0);
  if (clientTotal !== undefined && rupeesToPaise(clientTotal) !== totalPaise) {
    throw conflict(`The order total is ${formatRupees(paiseToRupees(totalPaise))}. Please review your cart.`);
  }
  return { priced, totalPaise };
}

/** Takes each line's stock with a conditional update that never goes below zero, in fabric id order. */
async function takeStock(tx: Transaction, priced: PricedLine[]): Promise<void> {
  for (const line of priced) {
    const taken = await tx
      .update(fabrics)
      .set({ stock: sql`${fabrics.stock} - ${line.quantity}` })
      .where(and(eq(fabrics.id, line.fabricId), isNull(fabrics.deletedAt), gte(fabrics.stock, line.quantity)))
      .returning({ id: fabrics.id });
    if (taken.length === 0) {
      throw conflict(`Not enough ${line.fabric.name} left in stock for ${line.quantity}. Please review your cart.`);
    }
  }
}

/** Writes the order, one part per vendor with its subtotal and its first history entry, and a snapshot of each line. */
async function writeParts(
  tx: Transaction,
  customer: AuthUser,
  input: CheckoutInput,
  priced: PricedLine[],
  totals: { totalPaise: number; idempotencyKey: string | undefined; requestHash: string },
): Promise<typeof orders.$inferSelect> {
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: input.paymentMethod,
      shippingAddress: input.shippingAddress,
      ...totals,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');

  const subtotals = new Map<string, number>();
  for (const line of priced) {
    subtotals.set(
      line.fabric.vendorId,
      (subtotals.get(line.fabric.vendorId) ?? 0) + line.fabric.pricePaise * line.quantity,
    );
  }
  const parts = await tx
    .insert(vendorOrders)
    .values(
      [...subtotals].map(([vendorId, subtotalPaise]) => ({
        orderId: order.id,
        vendorId,
        subtotalPaise,
        orderDate: order.orderDate,
      })),
    )
    .returning({ id: vendorOrders.id, vendorId: vendorOrders.vendorId });
  const partByVendor = new Map(parts.map((part) => [part.vendorId, part.id]));

  await recordPlaced(
    tx,
    parts.map((part) => part.id),
    customer.id,
  );

  await tx.insert(orderItems).values(
    priced.map((line) => ({
      orderId: order.id,
      vendorOrderId: partByVendor.get(line.fabric.vendorId) ?? '',
      fabricId: line.fabricId,
      vendorId: line.fabric.vendorId,
      fabricName: line.fabric.name,
      unitPricePaise: line.fabric.pricePaise,
      quantity: line.quantity,
    })),
  );
  return order;
}

async function findOrderByKey(
  db: Database,
  customerId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!order) return undefined;
  if (order.requestHash !== fingerprint) throw new AppError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
  return customerOrder(db, order);
}
