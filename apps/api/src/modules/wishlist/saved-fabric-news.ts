import { paiseToRupees } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { enqueueMail } from '../mail/outbox';

/** What a shopper pays for a fabric and how much there is: what the saved-fabric mail compares. */
export interface FabricOffer {
  pricePaise: number;
  /** Hundredths of the unit; 0 is out of stock. */
  stock: number;
}

interface Saver {
  userId: string;
  email: string;
  name: string;
  notifiedAt: Date | string;
}

/**
 * Mails each shopper who saved the fabric when the vendor's change dropped its price or brought it
 * back in stock, inside that change's transaction (`tx`): the saver's `notified_at` is stamped in the
 * same statement that picks who to mail, so a second change within a day mails no one twice, and a
 * change rolled back mails no one. A fabric out of the storefront mails nobody.
 */
export async function mailSaversOfChange(
  tx: Executor,
  fabric: { id: string; name: string },
  before: FabricOffer,
  after: FabricOffer,
): Promise<void> {
  const previousPrice = after.pricePaise < before.pricePaise ? paiseToRupees(before.pricePaise) : null;
  const backInStock = before.stock <= 0 && after.stock > 0;
  if (previousPrice === null && !backInStock) return;
  const savers = await queryRows<Saver>(
    tx,
    sql`update wishlist_items w set notified_at = now()
      from users u
      where w.fabric_id = ${fabric.id} and u.id = w.user_id and u.deleted_at is null
        and (w.notified_at is null or w.notified_at <= now() - interval '1 day')
        and exists (select 1 from fabrics f where f.id = w.fabric_id and f.deleted_at is null and f.listed)
      returning w.user_id as "userId", u.email, u.name, w.notified_at as "notifiedAt"`,
  );
  for (const saver of savers) {
    await enqueueMail(tx, {
      kind: 'saved_fabric_news',
      dedupeKey: `saved_fabric_news:${saver.userId}:${fabric.id}:${new Date(saver.notifiedAt).toISOString()}`,
      to: { email: saver.email, userId: saver.userId },
      mail: {
        name: saver.name,
        fabricId: fabric.id,
        fabricName: fabric.name,
        price: paiseToRupees(after.pricePaise),
        previousPrice,
        backInStock,
      },
    });
  }
}
