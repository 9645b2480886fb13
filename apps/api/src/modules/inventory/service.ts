// The store's stock, in one place: checkout takes it, a cancelled part gives it back, and so does a
// return received with restock. A metre fabric's stock is always the sum of its rolls: each writer
// changes both in one transaction. Each runs inside the caller's transaction and locks fabrics in id
// order, the one order every writer of stock uses, so two of them never deadlock.
import { type FabricUnit, formatQuantity, fromHundredths, type LineCut, type LineKind } from '@fabric-store/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import { statementBuiltOnce } from '../../db/built-once';
import type { Executor } from '../../db/client';
import { fabrics, orderItems, returns } from '../../db/schema';
import { addReturnedRoll, cutFromRolls, giveBackToRoll } from './rolls';

/** A line of an order being placed, as far as its stock goes. */
export interface StockLine {
  fabricId: string;
  kind: LineKind;
  /** Hundredths of the unit: centimetres of a metre fabric. */
  quantity: number;
  /** The fabric's name and unit, for the refusal when too little is left. */
  name: string;
  unit: FabricUnit;
  /** A metre fabric's minimum cut (centimetres): a roll left shorter is a remnant. */
  minCutCm: number;
  /** A remnant line's roll. */
  rollId?: string | undefined;
}

/** The refusal for a fabric that left the storefront (its vendor suspended, or hidden by the operator). */
export const unavailableMessage = (name: string) =>
  `${name} is no longer available. Please remove it from your cart to place your order.`;

/** The refusal for a line priced in one unit of a fabric its vendor now sells in the other. */
export const unitChangedMessage = (name: string, unitNow: FabricUnit) =>
  `${name} is now sold ${unitNow === 'per_piece' ? 'by the piece' : 'by the metre'}. Please review your cart.`;

/**
 * A length's stock taken unless too little is left, answering whether the fabric is still listed and
 * the unit it is sold in now: run by every checkout line, so built once (a key lookup, one plan for
 * every fabric).
 */
const takeLength = statementBuiltOnce<{ listed: boolean; unit: FabricUnit }>(
  'take_stock',
  sql`update fabrics set stock = stock - ${sql.placeholder('quantity')}
    where id = ${sql.placeholder('fabricId')} and deleted_at is null and stock >= ${sql.placeholder('quantity')}
    returning listed, unit`,
);

const byFabricId = (a: StockLine, b: StockLine) => a.fabricId.localeCompare(b.fabricId);

/**
 * Takes each length's stock (centimetres, exactly) with a conditional update that never goes below
 * zero, in fabric id order; too little left is a 409 naming the fabric. Swatches take none: they are
 * cut from the vendor's sample stock. Then each length or remnant of a metre fabric is cut from one
 * roll (rolls.ts), preferring the dye lots given per fabric; answers where each was cut from, by
 * `fabricId:kind`.
 */
export async function takeStock(
  tx: Executor,
  lines: readonly StockLine[],
  preferredLots?: ReadonlyMap<string, string | null>,
): Promise<Map<string, LineCut>> {
  for (const line of [...lines].sort(byFabricId)) {
    if (line.kind === 'swatch') continue;
    const taken = await takeLength(tx, { quantity: line.quantity, fabricId: line.fabricId });
    // Taking the stock locks the row, so a suspension, a hide or a change of unit committed meanwhile is
    // seen here: a line priced as pieces is not cut from rolls a change to metres has just made.
    if (taken[0] && !taken[0].listed) throw conflict('FABRIC_UNAVAILABLE', unavailableMessage(line.name));
    if (taken[0] && taken[0].unit !== line.unit)
      throw conflict('FABRIC_UNAVAILABLE', unitChangedMessage(line.name, taken[0].unit));
    if (taken.length === 0) throw await refusalOfUntaken(tx, line);
  }
  const cut = lines.filter((line) => line.kind !== 'swatch' && line.unit === 'per_metre');
  return cutFromRolls(
    tx,
    cut.map((line) => ({ ...line, kind: line.kind === 'remnant' ? 'remnant' : 'length' })),
    preferredLots,
  );
}

/** Why a line's stock was not taken: its fabric was deleted meanwhile, or too little of it is left. */
async function refusalOfUntaken(tx: Executor, line: StockLine) {
  const [fabric] = await tx.select({ deletedAt: fabrics.deletedAt }).from(fabrics).where(eq(fabrics.id, line.fabricId));
  if (fabric?.deletedAt) return conflict('FABRIC_UNAVAILABLE', unavailableMessage(line.name));
  const wanted = formatQuantity(fromHundredths(line.quantity), line.unit);
  return conflict('OUT_OF_STOCK', `Not enough ${line.name} left in stock for ${wanted}. Please review your cart.`);
}

/** A line whose stock comes back: the unit it was sold in, and for a metre line where it was cut from. */
interface LineBack {
  fabricId: string;
  unit: FabricUnit;
  quantity: number;
  rollId: string | null;
  dyeLot: string | null;
}

/**
 * Puts the stock of cancelled parts back on their fabrics, deleted ones included (the units exist),
 * to the centimetre, and each length and remnant back on the roll it was cut from; swatches took none,
 * so they return none.
 * Runs in the transaction that cancels the parts, which holds their rows locked and has seen them not
 * yet cancelled, so the stock comes back exactly once.
 */
export async function returnStock(tx: Executor, partIds: string[]): Promise<void> {
  const lines = await tx
    .select({
      fabricId: orderItems.fabricId,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      rollId: orderItems.rollId,
      dyeLot: orderItems.dyeLot,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.vendorOrderId, partIds), inArray(orderItems.kind, ['length', 'remnant'])))
    .orderBy(asc(orderItems.fabricId), asc(orderItems.rollId));
  await putBack(tx, lines, giveBackToRoll);
}

/**
 * Puts a received return's lengths, remnants and pieces back in stock: each length or remnant of a metre
 * fabric as a roll of its own, of the dye lot its part's line was cut from. Runs in the transaction whose
 * conditional update marked the return received, which only one of two racing requests wins, so the
 * stock comes back exactly once.
 */
export async function restockReturned(tx: Executor, returnId: string): Promise<void> {
  const [returned] = await tx
    .select({ partId: returns.vendorOrderId, lines: returns.lines })
    .from(returns)
    .where(eq(returns.id, returnId));
  if (!returned) return;
  const cuts = await tx
    .select({ fabricId: orderItems.fabricId, kind: orderItems.kind, dyeLot: orderItems.dyeLot })
    .from(orderItems)
    .where(eq(orderItems.vendorOrderId, returned.partId));
  const lines = returned.lines
    .filter((line) => line.kind !== 'swatch')
    .map((line) => ({
      fabricId: line.fabricId,
      unit: line.unit,
      quantity: line.quantity,
      rollId: null,
      dyeLot: cuts.find((cut) => cut.fabricId === line.fabricId && cut.kind === line.kind)?.dyeLot ?? null,
    }));
  await putBack(tx, lines, (tx, line) => addReturnedRoll(tx, line.fabricId, line.quantity, line.dyeLot));
}

/**
 * Adds each line's quantity to its fabric's stock and, on a metre fabric, to its rolls as `onRolls`
 * says, under the fabrics' locks taken in id order. A line sold in a unit the fabric no longer has comes
 * back to no stock: metres are not pieces, and the vendor counted the stock anew when changing the unit.
 */
async function putBack(
  tx: Executor,
  lines: LineBack[],
  onRolls: (tx: Executor, line: LineBack) => Promise<void>,
): Promise<void> {
  if (lines.length === 0) return;
  const units = new Map(
    (
      await tx
        .select({ id: fabrics.id, unit: fabrics.unit })
        .from(fabrics)
        .where(inArray(fabrics.id, [...new Set(lines.map((line) => line.fabricId))]))
        .orderBy(asc(fabrics.id))
        .for('update')
    ).map((fabric) => [fabric.id, fabric.unit]),
  );
  for (const line of [...lines].sort((a, b) => a.fabricId.localeCompare(b.fabricId))) {
    if (units.get(line.fabricId) !== line.unit) continue;
    await tx
      .update(fabrics)
      .set({ stock: sql`${fabrics.stock} + ${line.quantity}` })
      .where(eq(fabrics.id, line.fabricId));
    if (line.unit === 'per_metre') await onRolls(tx, line);
  }
}
