import type { Database } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Keeps the address; one already subscribed stays as it was, so a second submission changes nothing. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
