import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A buyer's review of a fabric: one per shopper and fabric, written only by a shopper with a
 * delivered part holding it. The fabric's vendor may reply once; the operator may hide it with a
 * reason, which takes it out of the list and out of the fabric's stored rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (table) => [
    uniqueIndex('reviews_fabric_user_key').on(table.fabricId, table.userId),
    index('reviews_shown_newest_idx')
      .on(table.fabricId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is null`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
