import { LANGUAGES, VENDOR_STATUSES } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Accounts are soft-deleted: the row stays, scrubbed, so orders keep pointing at it. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull().default(''),
    /** The street part of the address (may hold line breaks); the other parts sit beside it. */
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default(''),
    role: text('role', { enum: ['customer', 'vendor', 'admin'] }).notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Bumped to sign the account out everywhere: a token carrying an older version answers 401. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** A vendor's standing and the operator's reason for it; a shopper's or operator's row keeps `active`. */
    vendorStatus: text('vendor_status', { enum: VENDOR_STATUSES }).notNull().default('active'),
    vendorStatusReason: text('vendor_status_reason'),
    /** The language the account reads the store in; its mails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    check('users_role_check', sql`${table.role} in ('customer', 'vendor', 'admin')`),
    check('users_language_check', sql`${table.language} in ('en', 'hi')`),
    check('users_vendor_status_check', sql`${table.vendorStatus} in ('active', 'pending', 'rejected', 'suspended')`),
  ],
);
