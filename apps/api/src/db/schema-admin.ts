// The operator's side of the marketplace (issue 31): a vendor's standing, a fabric's listing, and
// the operator's audit log. Its settings live in `app_settings` beside the others.
import { sql } from 'drizzle-orm';
import { boolean, check, type ExtraConfigColumn, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

export const VENDOR_STATUS_VALUES = ['active', 'pending', 'rejected', 'suspended'] as const;

/**
 * A vendor's standing and the operator's reason for it; a shopper's or operator's row keeps
 * `active`, which means nothing for them. Declared as functions (hoisted) because schema.ts calls
 * them while this module may still be loading.
 */
export function vendorStandingColumns() {
  return {
    vendorStatus: text('vendor_status', { enum: VENDOR_STATUS_VALUES }).notNull().default('active'),
    vendorStatusReason: text('vendor_status_reason'),
  };
}

export function vendorStandingChecks(table: { vendorStatus: ExtraConfigColumn }) {
  return [
    check('users_vendor_status_check', sql`${table.vendorStatus} in ('active', 'pending', 'rejected', 'suspended')`),
  ];
}

/**
 * Whether shoppers see a fabric: its vendor is active and the operator has not hidden it. Kept on
 * the fabric, in the transaction that changes either, so every storefront read filters one column
 * and the trigger-kept counters and search terms follow it as they follow `deleted_at`.
 */
export function fabricListingColumns() {
  return {
    listed: boolean('listed').notNull().default(true),
    /** The operator's reason when it hid the fabric; null while not hidden. */
    hiddenReason: text('hidden_reason'),
  };
}

/** Every operator action, written in the action's own transaction; triggers refuse to change or delete a row. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['vendor', 'fabric', 'user', 'settings'] }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_newest_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
