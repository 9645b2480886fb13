import {
  type Cart,
  fromHundredths,
  type LineKind,
  lineKey,
  lineTotalPaise,
  longestPieceMessage,
  MAX_LINE_QUANTITY,
  MAX_SWATCHES_PER_ORDER,
  orderTotalProblem,
  paiseToRupees,
  quantityProblem,
  remnantUnitPricePaise,
  toHundredths,
} from '@fabric-store/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../core/errors';
import { statementBuiltOnce } from '../../db/built-once';
import type { Database, Executor } from '../../db/client';
import { cartItems, fabricRolls, fabrics } from '../../db/schema';
import { cartCouponSummary } from '../coupons/cart-discount';
import { fabricImagesColumn, toFabricImage } from '../fabric-images/service';
import { longestPieceCmColumn } from '../fabrics/roll-fields';
import { currentPricePaise } from '../fabrics/sale-price';
import {
  cutRuleOf,
  type SellingRow,
  sellingColumns,
  stockMessage,
  stockOf,
  swatchProblem,
  toSelling,
} from '../fabrics/selling';
import { remnantLengthCm } from '../inventory/rolls';
import { fabricImage } from '../swatches/swatch';

/**
 * A cart line's price: the fabric's price per metre (or piece) for a length, its swatch price for a
 * swatch, the remnant price per metre for a remnant.
 */
const unitPricePaise = (
  row: { pricePaise: number; swatchPricePaise: number; remnantDiscountPercent: number },
  kind: LineKind,
) => {
  if (kind === 'swatch') return row.swatchPricePaise;
  if (kind === 'remnant') return remnantUnitPricePaise(row.pricePaise, row.remnantDiscountPercent);
  return row.pricePaise;
};

async function cartRows(db: Executor, userId: string) {
  return db
    .select({
      id: fabrics.id,
      name: fabrics.name,
      // What a shopper pays now: the sale price while the fabric's sale is on.
      pricePaise: currentPricePaise,
      vendorId: fabrics.vendorId,
      image: fabrics.image,
      category: fabrics.category,
      colourFamily: fabrics.colourFamily,
      stock: fabrics.stock,
      ...sellingColumns,
      quantity: cartItems.quantity,
      kind: cartItems.kind,
      images: fabricImagesColumn,
      listed: fabrics.listed,
      remnantDiscountPercent: fabrics.remnantDiscountPercent,
      longestPieceCm: longestPieceCmColumn,
      rollId: cartItems.rollId,
      rollLengthCm: sql<number | null>`(select r.length_cm from ${fabricRolls} r where r.id = cart_items.roll_id)`,
    })
    .from(cartItems)
    .innerJoin(fabrics, eq(fabrics.id, cartItems.fabricId))
    .where(and(eq(cartItems.userId, userId), isNull(fabrics.deletedAt)))
    .orderBy(asc(cartItems.createdAt), asc(fabrics.id), asc(cartItems.kind));
}

type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** Whether checkout can take a cart row: its fabric listed, and a remnant still the length it was added at. */
const isBuyable = (row: CartRow) => row.listed && (row.kind !== 'remnant' || row.rollLengthCm === row.quantity);

export async function getCart(db: Executor, userId: string): Promise<Cart> {
  const rows = await cartRows(db, userId);
  // The coupon is worked out on what checkout can take, so the cart never shows a discount checkout refuses.
  const buyable = rows.filter(isBuyable).map((row) => ({
    vendorId: row.vendorId,
    totalPaise: lineTotalPaise(unitPricePaise(row, row.kind), row.quantity),
  }));
  const coupon = await cartCouponSummary(db, userId, buyable);
  return {
    items: rows.map((row) => {
      const { unit, minCut, step, swatchOffered } = toSelling(row);
      const priceEach = unitPricePaise(row, row.kind);
      const cover = row.images[0];
      const photo = cover && toFabricImage(cover, row.name);
      return {
        product: {
          _id: row.id,
          name: row.name,
          price: paiseToRupees(row.pricePaise),
          // As in the fabric's JSON: the cover photo when there are photos, else the pasted URL or swatch.
          image: photo?.url ?? fabricImage(row),
          stock: stockOf(row.stock),
          unit,
          minCut,
          step,
          swatchOffered,
          colourFamily: row.colourFamily,
          ...(photo && { photo }),
          longestPiece: unit === 'per_metre' ? fromHundredths(row.longestPieceCm) : null,
          // A remnant another shopper bought (or whose length changed) cannot be checked out.
          available: isBuyable(row),
        },
        quantity: fromHundredths(row.quantity),
        kind: row.kind,
        ...(row.rollId && { roll_id: row.rollId }),
        unitPrice: paiseToRupees(priceEach),
        total: paiseToRupees(lineTotalPaise(priceEach, row.quantity)),
      };
    }),
    ...coupon,
  };
}

interface RequestedLine {
  fabricId: string;
  kind: LineKind;
  /** Hundredths: centimetres of a metre fabric, 100 for a swatch; a remnant's as sent (checked against its roll). */
  quantity: number;
  rollId?: string | undefined;
}

/**
 * One line per fabric and kind, summing repeated lengths, so a request naming one fabric twice
 * counts once per fabric; a swatch is one swatch, and a second of the same fabric is refused.
 */
function mergeLines(items: CartItemRequest[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const item of items) {
    const key = lineKey(item.fabric_id, item.kind);
    const earlier = merged.get(key);
    if (item.kind === 'remnant') {
      if (earlier) throw badRequest('LINE_REPEATED', 'One remnant of each fabric at a time.');
      const quantity = item.quantity === undefined ? 0 : toHundredths(item.quantity);
      merged.set(key, { fabricId: item.fabric_id, kind: 'remnant', quantity, rollId: item.roll_id });
    } else if (item.kind === 'swatch') {
      if (item.quantity !== undefined && item.quantity !== 1)
        throw badRequest('SWATCH_QUANTITY_ONE', 'A swatch line holds one swatch.');
      if (earlier) throw badRequest('LINE_REPEATED', 'One swatch of each fabric is enough.');
      merged.set(key, { fabricId: item.fabric_id, kind: 'swatch', quantity: 100 });
    } else {
      const quantity = toHundredths(item.quantity ?? 0);
      merged.set(key, { fabricId: item.fabric_id, kind: 'length', quantity: (earlier?.quantity ?? 0) + quantity });
    }
  }
  return [...merged.values()];
}

type CartItemRequest = {
  fabric_id: string;
  quantity?: number | undefined;
  kind: LineKind;
  roll_id?: string | undefined;
};

type LiveFabric = SellingRow & { id: string; name: string; stock: number; longestPieceCm: number };

async function liveFabricsById(db: Executor, ids: string[]): Promise<Map<string, LiveFabric>> {
  const rows = await db
    .select({
      id: fabrics.id,
      name: fabrics.name,
      stock: fabrics.stock,
      longestPieceCm: longestPieceCmColumn,
      ...sellingColumns,
    })
    .from(fabrics)
    .where(and(inArray(fabrics.id, ids), isNull(fabrics.deletedAt), sql`${fabrics.listed}`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Refuses a length this fabric is not cut to, more than its stock, or more than one line may hold. */
function assertLengthFits(fabric: LiveFabric, quantityHundredths: number): void {
  const problem = quantityProblem(cutRuleOf(fabric), fromHundredths(quantityHundredths));
  if (problem) throw badRequest('QUANTITY_INVALID', problem);
  if (quantityHundredths > fabric.stock)
    throw conflict('OUT_OF_STOCK', stockMessage(fabric.name, fabric.unit, fabric.stock));
  if (fabric.unit === 'per_metre' && quantityHundredths > fabric.longestPieceCm) {
    throw conflict('PIECE_TOO_SHORT', longestPieceMessage(fabric.name, fromHundredths(fabric.longestPieceCm)));
  }
  if (quantityHundredths > MAX_LINE_QUANTITY * 100)
    throw conflict('CART_LINE_LIMIT', `You can have at most ${MAX_LINE_QUANTITY} of one fabric in your cart.`);
}

/** Refuses a cart that checkout would refuse for its size: a line or a total above the order limits, or too many swatches. */
async function assertOrderable(tx: Executor, userId: string): Promise<void> {
  const rows = await cartRows(tx, userId);
  const problem = orderTotalProblem(
    rows.map((row) => ({ name: row.name, totalPaise: lineTotalPaise(unitPricePaise(row, row.kind), row.quantity) })),
  );
  if (problem) throw conflict('CART_LINE_LIMIT', problem);
  // The lines the cart shows: one of a fabric deleted as it was added is not, and checkout never sees it.
  if (rows.filter((row) => row.kind === 'swatch').length > MAX_SWATCHES_PER_ORDER) {
    throw conflict('TOO_MANY_SWATCHES', `An order may hold at most ${MAX_SWATCHES_PER_ORDER} swatches.`);
  }
}

/**
 * Adds lengths and swatches to the cart; a fabric's length already there gets the new length added
 * to its line, a swatch already there is refused (one per fabric).
 */
export async function addToCart(db: Database, userId: string, items: CartItemRequest[]): Promise<Cart> {
  const lines = mergeLines(items);
  return db.transaction(async (tx) => {
    const found = await liveFabricsById(tx, [...new Set(lines.map((line) => line.fabricId))]);
    for (const line of lines) {
      const fabric = found.get(line.fabricId);
      if (!fabric) throw notFound('FABRIC_NOT_FOUND', 'Product not found.');
      const problem = line.kind === 'swatch' ? swatchProblem(fabric) : undefined;
      if (problem) throw badRequest('SWATCHES_METRE_ONLY', problem);
      if (line.kind === 'remnant') line.quantity = await remnantLengthCm(tx, fabric, line.rollId, line.quantity);
    }

    const saved = await tx
      .insert(cartItems)
      .values(lines.map((line) => ({ userId, ...line })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.fabricId, cartItems.kind],
        // A swatch already in the cart comes to two here, which the loop below refuses (rolling back).
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ fabricId: cartItems.fabricId, quantity: cartItems.quantity, kind: cartItems.kind });

    for (const line of saved) {
      const fabric = found.get(line.fabricId);
      if (!fabric) continue;
      if (line.kind === 'swatch') {
        if (line.quantity > 100)
          throw conflict('ALREADY_IN_CART', `A swatch of ${fabric.name} is already in your cart.`);
      } else if (line.kind === 'remnant') {
        const wanted = lines.find((requested) => requested.fabricId === line.fabricId && requested.kind === 'remnant');
        if (line.quantity !== wanted?.quantity)
          throw conflict('ALREADY_IN_CART', `A remnant of ${fabric.name} is already in your cart.`);
      } else {
        assertLengthFits(fabric, line.quantity);
      }
    }
    await assertOrderable(tx, userId);
    return getCart(tx, userId);
  });
}

/** Sets the length (or pieces) of a fabric's line; 0 removes the line. */
export async function setCartQuantity(db: Database, userId: string, fabricId: string, quantity: number): Promise<Cart> {
  if (quantity === 0) return removeFromCart(db, userId, fabricId, 'length');
  const hundredths = toHundredths(quantity);
  return db.transaction(async (tx) => {
    const fabric = (await liveFabricsById(tx, [fabricId])).get(fabricId);
    if (!fabric) throw notFound('FABRIC_NOT_FOUND', 'Product not found.');
    assertLengthFits(fabric, hundredths);
    await tx
      .insert(cartItems)
      .values({ userId, fabricId, quantity: hundredths })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.fabricId, cartItems.kind],
        set: { quantity: hundredths },
      });
    await assertOrderable(tx, userId);
    return getCart(tx, userId);
  });
}

export async function removeFromCart(db: Database, userId: string, fabricId: string, kind: LineKind): Promise<Cart> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.fabricId, fabricId), eq(cartItems.kind, kind)))
    .returning({ fabricId: cartItems.fabricId });
  if (removed.length === 0) {
    throw notFound(
      'NOT_IN_CART',
      kind === 'swatch' ? 'That swatch is not in your cart.' : 'That fabric is not in your cart.',
    );
  }
  return getCart(db, userId);
}

// Every checkout empties its cart: built once; the key's leading column makes it an index lookup.
const emptyCart = statementBuiltOnce(
  'clear_cart',
  sql`delete from cart_items where user_id = ${sql.placeholder('userId')}`,
);

export async function clearCart(db: Executor, userId: string): Promise<void> {
  await emptyCart(db, { userId });
}

/** Takes a fabric its vendor withdrew out of every cart, in the withdrawal's transaction. */
export async function dropFabricFromCarts(tx: Executor, fabricId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.fabricId, fabricId));
}

/** Takes every fabric of a vendor whose account goes out of every cart, in the deletion's transaction. */
export async function dropVendorFabricsFromCarts(tx: Executor, vendorId: string): Promise<void> {
  await tx.execute(
    sql`delete from cart_items where fabric_id in (select id from fabrics where vendor_id = ${vendorId})`,
  );
}
