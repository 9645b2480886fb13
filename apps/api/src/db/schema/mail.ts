import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: a mail is written in the transaction of the change that causes it, so an
 * order rolled back has no mail and an order saved cannot lose its mail. Each API process's sender
 * claims due rows (`for update skip locked`, a lease in `claimed_until`), sends, and marks them sent.
 * `payload` holds the facts the template shows, as they were when the change committed; it is erased
 * once the mail is out, so a reset link does not outlive its sending.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** One mail per event and recipient, however often the event's write is retried. */
    dedupeKey: text('dedupe_key').notNull(),
    recipient: text('recipient').notNull(),
    /** The account the mail is for: a mail to an account deleted before it went out is dropped. */
    recipientUserId: uuid('recipient_user_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /**
     * No longer written or read: a mail's links take PUBLIC_URL (or this machine's port) when it is sent.
     * Kept until no process runs code that writes it (a rolling start has old processes inserting it beside
     * new ones), then dropped.
     */
    origin: text('origin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** A mail not out by then is dropped (a reset link past its validity). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the mail will never go: retries ran out, the account was deleted, or it expired. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /** Why the last attempt failed: an error code and the server's reply, never the mail's content. */
    lastError: text('last_error'),
  },
  (table) => [
    uniqueIndex('mail_outbox_dedupe_key').on(table.dedupeKey),
    index('mail_outbox_due_idx').on(table.dueAt).where(sql`${table.sentAt} is null and ${table.droppedAt} is null`),
  ],
);

/**
 * A password reset token per account, kept only as its SHA-256: a newer request replaces the row, a
 * reset deletes it (single use), and it is valid until `expires_at`.
 */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  userId: uuid('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_key'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
