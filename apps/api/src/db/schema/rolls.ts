// A metre fabric's rolls: each length is cut from one of them, and a roll left shorter
// than the minimum cut is sold whole as a remnant.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { createdAt } from './columns';

/**
 * One roll (bolt) of a metre fabric. `fabrics.stock` is the sum of its rolls' lengths, written by the
 * inventory in the same transaction as the roll. A roll is never deleted once an order line may name
 * it: the vendor removing it empties it, and a cancel gives length back to it. A fabric inserted with
 * stock and no rolls gets one roll of that stock from a trigger (migration's hand-written part).
 */
export const fabricRolls = pgTable(
  'fabric_rolls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… on its fabric, in the order the vendor added them: what the cutting list calls it. */
    number: integer('number').notNull(),
    /** Centimetres left on the roll. */
    lengthCm: integer('length_cm').notNull(),
    dyeLot: text('dye_lot'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fabric_rolls_fabric_number_key').on(table.fabricId, table.number),
    index('fabric_rolls_fabric_length_idx').on(table.fabricId, table.lengthCm),
    check('fabric_rolls_length_check', sql`${table.lengthCm} >= 0`),
  ],
);
