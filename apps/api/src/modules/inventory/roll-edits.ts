// The vendor's edits of a metre fabric's rolls, as a fabric's create or update request gives them.
import {
  type FabricUnit,
  formatMetres,
  fromHundredths,
  type RollsInputSchema,
  toHundredths,
} from '@fabric-store/shared';
import type { z } from 'zod';
import { badRequest } from '../../core/errors';
import type { Executor } from '../../db/client';
import { changeStockOnRolls, clearRolls, writeRolls } from './rolls';

type RollsRequest = { rolls?: z.output<typeof RollsInputSchema> | undefined; stock?: number | undefined };

/** Refuses rolls on a piece fabric, and a `stock` sent with rolls that is not their sum. */
export function assertRollsFit(unit: FabricUnit, rolls: RollsRequest['rolls'], stock: number | undefined): void {
  if (!rolls) return;
  if (unit !== 'per_metre') throw badRequest('ROLLS_NOT_ALLOWED', 'rolls: Only a fabric sold by the metre has rolls.');
  const sumCm = rolls.reduce((sum, roll) => sum + toHundredths(roll.length), 0);
  if (stock !== undefined && toHundredths(stock) !== sumCm) {
    throw badRequest(
      'STOCK_NOT_ROLLS_SUM',
      `stock: Stock must be the sum of the rolls' lengths (${formatMetres(fromHundredths(sumCm))} m).`,
    );
  }
}

/**
 * The rolls an update writes, answering the new stock (centimetres) when they set it: rolls sent
 * replace the fabric's; a fabric turning to metres gets one roll of its stock, one turning to pieces
 * loses its rolls; `stock` alone changes the longest roll (the spec's client). The fabric's row is locked.
 */
export async function writeRollsOfChange(
  tx: Executor,
  id: string,
  input: RollsRequest & { unit?: FabricUnit | undefined },
  current: { unit: FabricUnit; stock: number },
): Promise<number | undefined> {
  const unit = input.unit ?? current.unit;
  assertRollsFit(unit, input.rolls, input.stock);
  if (input.rolls) return writeRolls(tx, id, input.rolls);
  if (unit !== 'per_metre') {
    // Its rolls, remnants included, go with the metres: the stock sent is counted in pieces.
    if (current.unit === 'per_metre') await clearRolls(tx, id);
    return undefined;
  }
  const stockCm = input.stock === undefined ? current.stock : toHundredths(input.stock);
  if (current.unit !== 'per_metre') return writeRolls(tx, id, [{ length: fromHundredths(stockCm), dyeLot: null }]);
  await changeStockOnRolls(tx, id, current.stock, stockCm);
  return undefined;
}
