import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was written: the column most of the store's tables have. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
