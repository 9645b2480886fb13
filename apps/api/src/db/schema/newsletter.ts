import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Who asked for the newsletter; an address is kept once however often it is submitted. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});
