// The operator's audit log. A vendor's standing lives on users, a fabric's listing on fabrics, and the
// operator's settings in `app_settings` beside the others.
import { AUDIT_TARGETS } from '@fabric-store/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Every operator action, written in the action's own transaction; triggers refuse to change or delete a row. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
