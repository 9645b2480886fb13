import { type Cart, MAX_LINE_QUANTITY, orderTotalProblem, paiseToRupees } from '@fabric-store/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { cartItems, fabrics } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { fabricImagesColumn, toFabricImage } from '../fabric-images/service';
import { fabricImage } from '../swatches/swatch';

export async function getCart(db: Executor, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      id: fabrics.id,
      name: fabrics.name,
      pricePaise: fabrics.pricePaise,
      image: fabrics.image,
      category: fabrics.category,
      stock: fabrics.stock,
      quantity: cartItems.quantity,
      images: fabricImagesColumn,
    })
    .from(cartItems)
    .innerJoin(fabrics, eq(fabrics.id, cartItems.fabricId))
    .where(and(eq(cartItems.userId, userId), isNull(fabrics.deletedAt)))
    .orderBy(asc(cartItems.createdAt), asc(fabrics.id));
  return {
    items: rows.map((row) => {
      const cover = row.images[0];
      const photo = cover && toFabricImage(cover, row.name);
      return {
        product: {
          _id: row.id,
          name: row.name,
          price: paiseToRupees(row.pricePaise),
          // As in the fabric's JSON: the cover photo when there are photos, else the pasted URL or swatch.
          image: photo?.url ?? fabricImage(row),
          stock: row.stock,
          ...(photo && { photo }),
        },
        quantity: row.quantity,
      };
    }),
  };
}

const stockMessage = (name: string, stock: number) =>
  stock === 0 ? `${name} is out of stock.` : `Only ${stock} of ${name} left in stock.`;

/** Sums the quantities of repeated fabrics, so a request naming one fabric twice counts once per fabric. */
function mergeLines(items: { fabric_id: string; quantity: number }[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.fabric_id, (merged.get(item.fabric_id) ?? 0) + item.quantity);
  return merged;
}

async function liveFabricsById(db: Executor, ids: string[]) {
  const rows = await db
    .select({ id: fabrics.id, name: fabrics.name, stock: fabrics.stock })
    .from(fabrics)
    .where(and(inArray(fabrics.id, ids), isNull(fabrics.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Refuses a cart that checkout would refuse for its size: a line or a total above the order limits. */
async function assertOrderable(tx: Executor, userId: string): Promise<void> {
  const lines = await tx
    .select({
      name: fabrics.name,
      totalPaise: sql<number>`${fabrics.pricePaise}::bigint * ${cartItems.quantity}`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(fabrics, eq(fabrics.id, cartItems.fabricId))
    .where(and(eq(cartItems.userId, userId), isNull(fabrics.deletedAt)));
  const problem = orderTotalProblem(lines);
  if (problem) throw conflict(problem);
}

/** Adds fabrics to the cart; a fabric already there gets the new quantity added to its line. */
export async function addToCart(
  db: Database,
  userId: string,
  items: { fabric_id: string; quantity: number }[],
): Promise<Cart> {
  const lines = mergeLines(items);
  return db.transaction(async (tx) => {
    const found = await liveFabricsById(tx, [...lines.keys()]);
    for (const fabricId of lines.keys()) if (!found.has(fabricId)) throw notFound('Product not found.');

    const saved = await tx
      .insert(cartItems)
      .values([...lines].map(([fabricId, quantity]) => ({ userId, fabricId, quantity })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.fabricId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ fabricId: cartItems.fabricId, quantity: cartItems.quantity });

    for (const line of saved) {
      const fabric = found.get(line.fabricId);
      if (!fabric) continue;
      if (line.quantity > fabric.stock) throw conflict(stockMessage(fabric.name, fabric.stock));
      if (line.quantity > MAX_LINE_QUANTITY)
        throw conflict(`You can have at most ${MAX_LINE_QUANTITY} of one fabric in your cart.`);
    }
    await assertOrderable(tx, userId);
    return getCart(tx, userId);
  });
}

/** Sets a line's quantity; 0 removes the line. */
export async function setCartQuantity(db: Database, userId: string, fabricId: string, quantity: number): Promise<Cart> {
  if (quantity === 0) return removeFromCart(db, userId, fabricId);
  return db.transaction(async (tx) => {
    const fabric = (await liveFabricsById(tx, [fabricId])).get(fabricId);
    if (!fabric) throw notFound('Product not found.');
    if (quantity > fabric.stock) throw conflict(stockMessage(fabric.name, fabric.stock));
    await tx
      .insert(cartItems)
      .values({ userId, fabricId, quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.fabricId], set: { quantity } });
    await assertOrderable(tx, userId);
    return getCart(tx, userId);
  });
}

export async function removeFromCart(db: Database, userId: string, fabricId: string): Promise<Cart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.fabricId, fabricId)))
    .returning({ fabricId: cartItems.fabricId });
  if (removed.length === 0) throw notFound('That fabric is not in your cart.');
  return getCart(db, userId);
}

export async function clearCart(db: Executor, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
