// A metre fabric's rolls: cutting lengths and remnants from them at checkout, giving length
// back to the roll it came from, and the vendor's edits. Every function runs inside its caller's
// transaction after the fabric's row is locked (by the stock update or the vendor's edit), and locks
// rolls only then: fabrics before rolls, in every writer, so none deadlocks.
import {
  type FabricUnit,
  formatMetres,
  fromHundredths,
  type LineCut,
  lineKey,
  longestPieceMessage,
  type RollInputSchema,
  toHundredths,
} from '@fabric-store/shared';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { QueryBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../core/errors';
import { selectBuiltOnce, statementBuiltOnce } from '../../db/built-once';
import type { Executor } from '../../db/client';
import { fabricRolls, orderItems, orders } from '../../db/schema';
import { type CutWanted, isRemnant, longestPieceCm, planFabricCuts, type RollStock } from './cutting-plan';

/** A length or remnant of one metre fabric being bought. */
export interface RollLine extends CutWanted {
  fabricId: string;
  name: string;
  minCutCm: number;
}

/** A remnant bought by someone else, or no longer shorter than the minimum cut. */
export const remnantSoldMessage = (name: string) => `That remnant of ${name} is no longer for sale.`;

const rollStockColumns = {
  id: fabricRolls.id,
  number: fabricRolls.number,
  lengthCm: fabricRolls.lengthCm,
  dyeLot: fabricRolls.dyeLot,
};

/** The fabric's rolls with length left: read by every checkout of a metre fabric, so built once. */
const rollsQuery = (qb: QueryBuilder) =>
  qb
    .select(rollStockColumns)
    .from(fabricRolls)
    .where(and(eq(fabricRolls.fabricId, sql.placeholder('fabricId')), gt(fabricRolls.lengthCm, 0)))
    .orderBy(asc(fabricRolls.id));
const rollsRead = selectBuiltOnce('fabric_rolls', rollsQuery);
const rollsLocked = selectBuiltOnce('fabric_rolls_locked', (qb) => rollsQuery(qb).for('update'));

/** The fabric's rolls with length left, for a plan; `lock` locks them for the cut. */
export function rollsOf(db: Executor, fabricId: string, lock = false): Promise<RollStock[]> {
  return (lock ? rollsLocked : rollsRead)(db, { fabricId });
}

/** Takes a cut's length off its roll (a key lookup, so one plan serves every roll). */
const cutRoll = statementBuiltOnce(
  'cut_roll',
  sql`update fabric_rolls set length_cm = length_cm - ${sql.placeholder('quantity')} where id = ${sql.placeholder('rollId')}`,
);

const byFabric = <T extends { fabricId: string }>(lines: readonly T[]) => {
  const groups = new Map<string, T[]>();
  for (const line of [...lines].sort((a, b) => a.fabricId.localeCompare(b.fabricId))) {
    groups.set(line.fabricId, [...(groups.get(line.fabricId) ?? []), line]);
  }
  return groups;
};

/**
 * Cuts each line from its roll as `planFabricCuts` chooses, under the rolls' locks; a length no roll
 * holds is refused with the longest piece (409), a remnant already sold too. Answers where each line
 * (by fabric and kind) was cut from.
 */
export async function cutFromRolls(
  tx: Executor,
  lines: readonly RollLine[],
  preferredLots: ReadonlyMap<string, string | null> = new Map(),
): Promise<Map<string, LineCut>> {
  const cuts = new Map<string, LineCut>();
  for (const [fabricId, fabricLines] of byFabric(lines)) {
    const rolls = await rollsOf(tx, fabricId, true);
    const first = fabricLines[0] as RollLine;
    const plan = planFabricCuts(rolls, fabricLines, first.minCutCm, preferredLots.get(fabricId));
    for (const [index, line] of fabricLines.entries()) {
      const roll = plan.rolls[index];
      if (!roll) {
        throw conflict(
          'OUT_OF_STOCK',
          line.kind === 'remnant'
            ? remnantSoldMessage(line.name)
            : longestPieceMessage(line.name, fromHundredths(longestPieceCm(rolls, line.minCutCm))),
        );
      }
      await cutRoll(tx, { quantity: line.quantity, rollId: roll.id });
      cuts.set(lineKey(fabricId, line.kind), { rollId: roll.id, roll: roll.number, dyeLot: roll.dyeLot });
    }
  }
  return cuts;
}

/**
 * Gives a cancelled length or remnant back to the roll it was cut from; a line placed before the fabric
 * had rolls goes on its longest roll. The fabric's row is locked.
 */
export async function giveBackToRoll(
  tx: Executor,
  line: { fabricId: string; rollId: string | null; quantity: number },
): Promise<void> {
  if (!line.rollId) return changeLongestRoll(tx, line.fabricId, line.quantity);
  await tx
    .update(fabricRolls)
    .set({ lengthCm: sql`${fabricRolls.lengthCm} + ${line.quantity}` })
    .where(eq(fabricRolls.id, line.rollId));
}

/**
 * A returned length put back in stock: a roll of its own, numbered after the fabric's others, of the
 * dye lot it was cut from. A cut piece cannot be joined back to its bolt; shorter than the minimum cut,
 * it is sold as a remnant. The fabric's row is locked.
 */
export async function addReturnedRoll(
  tx: Executor,
  fabricId: string,
  lengthCm: number,
  dyeLot: string | null,
): Promise<void> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${fabricRolls.number}), 0)::int` })
    .from(fabricRolls)
    .where(eq(fabricRolls.fabricId, fabricId));
  await tx.insert(fabricRolls).values({ fabricId, number: (last?.number ?? 0) + 1, lengthCm, dyeLot });
}

/**
 * A fabric no longer sold by the metre has no rolls, so no remnants: each is emptied (kept, since order
 * lines may name them). The fabric's row is locked.
 */
export async function clearRolls(tx: Executor, fabricId: string): Promise<void> {
  await tx
    .update(fabricRolls)
    .set({ lengthCm: 0 })
    .where(and(eq(fabricRolls.fabricId, fabricId), gt(fabricRolls.lengthCm, 0)));
}

/** Adds (or, negative, removes) centimetres on the fabric's longest rolls, longest first; a fabric with none gets one. */
async function changeLongestRoll(tx: Executor, fabricId: string, deltaCm: number): Promise<void> {
  const rolls = await tx
    .select(rollStockColumns)
    .from(fabricRolls)
    .where(eq(fabricRolls.fabricId, fabricId))
    .orderBy(desc(fabricRolls.lengthCm), asc(fabricRolls.number))
    .for('update');
  const longest = rolls[0];
  if (deltaCm > 0) {
    if (longest) await setRollLength(tx, longest.id, longest.lengthCm + deltaCm);
    else await tx.insert(fabricRolls).values({ fabricId, number: 1, lengthCm: deltaCm });
    return;
  }
  let toRemove = -deltaCm;
  for (const roll of rolls) {
    if (toRemove === 0) break;
    const removed = Math.min(roll.lengthCm, toRemove);
    await setRollLength(tx, roll.id, roll.lengthCm - removed);
    toRemove -= removed;
  }
}

const setRollLength = (tx: Executor, id: string, lengthCm: number) =>
  tx.update(fabricRolls).set({ lengthCm }).where(eq(fabricRolls.id, id));

/**
 * The vendor's `stock` alone (the spec's client) on a metre fabric: the change is made on the longest
 * roll (a removal carries on to the next longest if it is not enough). The fabric's row is locked.
 */
export async function changeStockOnRolls(tx: Executor, fabricId: string, stockCm: number, newStockCm: number) {
  if (newStockCm !== stockCm) await changeLongestRoll(tx, fabricId, newStockCm - stockCm);
}

/**
 * The vendor's rolls as sent: listed ones are set, new ones (no `_id`) numbered after the fabric's
 * others, and the rest emptied (kept, since order lines may name them). Answers the new stock in
 * centimetres. The fabric's row is locked.
 */
export async function writeRolls(
  tx: Executor,
  fabricId: string,
  input: z.output<typeof RollInputSchema>[],
): Promise<number> {
  const existing = await tx
    .select(rollStockColumns)
    .from(fabricRolls)
    .where(eq(fabricRolls.fabricId, fabricId))
    .for('update');
  const known = new Set(existing.map((roll) => roll.id));
  const kept = new Set<string>();
  let number = Math.max(0, ...existing.map((roll) => roll.number));
  for (const roll of input) {
    const lengthCm = toHundredths(roll.length);
    if (roll._id === undefined) {
      number += 1;
      await tx.insert(fabricRolls).values({ fabricId, number, lengthCm, dyeLot: roll.dyeLot });
    } else if (!known.has(roll._id) || kept.has(roll._id)) {
      throw badRequest('ROLL_UNKNOWN', 'rolls: A roll sent with an _id must be one of this fabric’s rolls, once.');
    } else {
      kept.add(roll._id);
      await tx.update(fabricRolls).set({ lengthCm, dyeLot: roll.dyeLot }).where(eq(fabricRolls.id, roll._id));
    }
  }
  for (const roll of existing) {
    if (!kept.has(roll.id) && roll.lengthCm > 0) await setRollLength(tx, roll.id, 0);
  }
  return input.reduce((sum, roll) => sum + toHundredths(roll.length), 0);
}

/** Rolls as a new fabric's request gives them, replacing the one roll of its stock the insert made. */
export async function firstRolls(tx: Executor, fabricId: string, input: z.output<typeof RollInputSchema>[]) {
  await tx.delete(fabricRolls).where(eq(fabricRolls.fabricId, fabricId));
  return writeRolls(tx, fabricId, input);
}

/**
 * "Match my earlier order": the dye lot each fabric of the shopper's earlier order was cut from (a
 * fabric cut from two lots keeps the first). Another shopper's order, or none, is not found (404).
 */
export async function dyeLotsOfOrder(db: Executor, customerId: string, orderId: string) {
  const lines = await db
    .select({ fabricId: orderItems.fabricId, dyeLot: orderItems.dyeLot })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .orderBy(asc(orderItems.fabricId), asc(orderItems.kind));
  if (lines.length === 0)
    throw notFound('MATCH_ORDER_NOT_FOUND', 'matchOrderId: There is no earlier order of yours with that number.');
  const lots = new Map<string, string | null>();
  for (const line of lines) if (line.dyeLot && !lots.has(line.fabricId)) lots.set(line.fabricId, line.dyeLot);
  return lots;
}

/**
 * The whole length (centimetres) of the remnant `rollId` of this metre fabric: a roll shorter than its
 * minimum cut, else 409; a length sent (`sentCm`, 0 for none) that is not the remnant's is refused
 * with the length it has now (409).
 */
export async function remnantLengthCm(
  db: Executor,
  fabric: { id: string; name: string; unit: FabricUnit; minCutCm: number },
  rollId: string | undefined,
  sentCm: number,
): Promise<number> {
  // Only a fabric sold by the metre has remnants: a roll left from before a change of unit is none.
  if (fabric.unit !== 'per_metre') throw conflict('REMNANT_SOLD', remnantSoldMessage(fabric.name));
  const [roll] = await db
    .select({ lengthCm: fabricRolls.lengthCm })
    .from(fabricRolls)
    .where(and(eq(fabricRolls.id, rollId ?? fabric.id), eq(fabricRolls.fabricId, fabric.id)));
  if (!roll || !isRemnant(roll.lengthCm, fabric.minCutCm))
    throw conflict('REMNANT_SOLD', remnantSoldMessage(fabric.name));
  if (sentCm !== 0 && sentCm !== roll.lengthCm) {
    throw conflict(
      'REMNANT_SOLD_WHOLE',
      `That remnant of ${fabric.name} is ${formatMetres(fromHundredths(roll.lengthCm))} m, sold whole.`,
    );
  }
  return roll.lengthCm;
}
