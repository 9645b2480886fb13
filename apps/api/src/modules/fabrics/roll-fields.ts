// What the fabric JSON says of its rolls: the longest piece, the remnants on sale, and in
// the vendor's own views the rolls themselves.
import {
  type Fabric,
  fromHundredths,
  lineTotalPaise,
  paiseToRupees,
  type Remnant,
  remnantUnitPricePaise,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { fabricRolls } from '../../db/schema';
import { isRemnant, longestPieceCm, type RollStock } from '../inventory/cutting-plan';

// Each names `fabrics` by its table name: drizzle leaves a single table's columns unqualified, and a bare
// "id" inside the subquery would be the roll's.

/**
 * The fabric's rolls with length left, as one JSON column of its row; unordered, so the catalog's page
 * plans no sort for them (toRollFields orders them).
 */
export const fabricRollsColumn = sql<RollStock[]>`coalesce((select json_agg(json_build_object('id', r.id,
    'number', r.number, 'lengthCm', r.length_cm, 'dyeLot', r.dye_lot))
  from ${fabricRolls} r where r.fabric_id = fabrics.id and r.length_cm > 0), '[]'::json)`;

/** Centimetres of the longest roll a length may be cut from (at least the minimum cut); 0 when none. */
export const longestPieceCmColumn = sql<number>`(select coalesce(max(r.length_cm), 0)::int from ${fabricRolls} r
  where r.fabric_id = fabrics.id and r.length_cm >= fabrics.min_cut_cm)`;

/** A fabric that has a remnant on sale (`GET /api/fabrics?remnants=true`). */
export const hasRemnant = sql`exists (select 1 from ${fabricRolls} r where r.fabric_id = fabrics.id
  and r.length_cm > 0 and r.length_cm < fabrics.min_cut_cm)`;

export interface RollRow {
  unit: Fabric['unit'];
  minCutCm: number;
  pricePaise: number;
  remnantDiscountPercent: number;
  rolls: RollStock[];
}

/** A remnant's line: its whole length at the remnant price per metre, by the one rule. */
export function toRemnant(row: Pick<RollRow, 'pricePaise' | 'remnantDiscountPercent'>, roll: RollStock): Remnant {
  const unitPaise = remnantUnitPricePaise(row.pricePaise, row.remnantDiscountPercent);
  return {
    _id: roll.id,
    length: fromHundredths(roll.lengthCm),
    price: paiseToRupees(unitPaise),
    total: paiseToRupees(lineTotalPaise(unitPaise, roll.lengthCm)),
  };
}

/** The fabric JSON's roll fields; `withRolls` for the vendor's own views. */
export function toRollFields(row: RollRow, withRolls: boolean) {
  const metre = row.unit === 'per_metre';
  return {
    longestPiece: metre ? fromHundredths(longestPieceCm(row.rolls, row.minCutCm)) : null,
    remnants: metre
      ? row.rolls
          .filter((roll) => isRemnant(roll.lengthCm, row.minCutCm))
          .sort((a, b) => a.lengthCm - b.lengthCm || a.number - b.number)
          .map((roll) => toRemnant(row, roll))
      : [],
    remnantDiscount: row.remnantDiscountPercent,
    ...(withRolls &&
      metre && {
        rolls: [...row.rolls]
          .sort((a, b) => a.number - b.number)
          .map((roll) => ({
            _id: roll.id,
            number: roll.number,
            length: fromHundredths(roll.lengthCm),
            dyeLot: roll.dyeLot,
          })),
      }),
  };
}
