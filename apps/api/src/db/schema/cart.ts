import { LINE_KINDS } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { createdAt } from './columns';
import { fabricRolls } from './rolls';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    /** Hundredths of the fabric's unit (centimetres of a metre fabric); 100 for a swatch. */
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    /** A cut (or pieces) of the fabric, or its swatch: one line of each per fabric. */
    kind: text('kind', { enum: LINE_KINDS }).notNull().default('length'),
    /** A remnant line's roll. */
    rollId: uuid('roll_id').references(() => fabricRolls.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fabricId, table.kind] }),
    index('cart_items_fabric_idx').on(table.fabricId),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);
