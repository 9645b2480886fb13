import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { createdAt } from './columns';
import { users } from './users';

/** A shopper's saved fabric (the heart); saving twice keeps the one row. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * When the shopper was last mailed about this fabric's price drop or return to stock: written in
     * the vendor's update that caused the mail, so a second change within a day sends none.
     */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.fabricId] }),
    index('wishlist_items_user_newest_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    index('wishlist_items_fabric_idx').on(table.fabricId),
  ],
);
