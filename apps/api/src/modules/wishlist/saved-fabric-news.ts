import { paiseToRupees } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { currentPricePaise, isOnSale } from '../fabrics/sale-price';
import type { FabricOffer } from '../fabrics/service';
import type { SavedFabricNewsMail } from '../mail/kinds';
import { enqueueMail } from '../mail/outbox';

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

/**
 * A vendor's change that leaves the fabric with a sale starting later schedules the price-drop mail
 * for its start, in the change's transaction (and so does a shopper's saving it meanwhile, for that
 * shopper, `saverId`): one outbox row per saver, due at the start, keyed by the
 * start, so a sale mails each saver once however often it is edited, and a sale moved to another start
 * schedules anew. What the mail says is settled when it goes (`saleNewsAtSendTime`).
 */
export async function scheduleSaleStartMails(tx: Executor, fabricId: string, saverId?: string): Promise<void> {
  const savers = await queryRows<
    Omit<Saver, 'notifiedAt'> & { fabricName: string; startsAt: Date | string; sale: number; regular: number }
  >(
    tx,
    sql`select w.user_id as "userId", u.email, u.name, f.name as "fabricName",
        f.sale_starts_at as "startsAt", f.sale_price_paise::float8 as sale, f.price_paise::float8 as regular
      from fabrics f join wishlist_items w on w.fabric_id = f.id join users u on u.id = w.user_id
      where f.id = ${fabricId} and f.sale_price_paise is not null and f.sale_starts_at > now()
        and u.deleted_at is null ${saverId ? sql`and w.user_id = ${saverId}` : sql``}`,
  );
  for (const saver of savers) {
    const startsAt = new Date(saver.startsAt);
    await enqueueMail(tx, {
      kind: 'saved_fabric_news',
      dedupeKey: `sale_starts:${saver.userId}:${fabricId}:${startsAt.toISOString()}`,
      to: { email: saver.email, userId: saver.userId },
      mail: {
        name: saver.name,
        fabricId,
        fabricName: saver.fabricName,
        price: paiseToRupees(saver.sale),
        previousPrice: paiseToRupees(saver.regular),
        backInStock: false,
        saleStartsAt: startsAt.toISOString(),
      },
      dueAt: startsAt,
    });
  }
}

/**
 * A scheduled sale's mail as it goes: only if the shopper still saves the fabric, it is in the
 * storefront, and the sale that starts at the mail's time is on now (a vendor who moved or cancelled
 * it left this mail nothing to say: null), with the prices of now. Sending stamps the saver's
 * `notified_at`, so a price drop the same day mails no one twice. A change's mail goes as it was written.
 */
export async function saleNewsAtSendTime(
  db: Executor,
  mail: SavedFabricNewsMail,
  userId: string | null,
): Promise<SavedFabricNewsMail | null> {
  if (!mail.saleStartsAt) return mail;
  if (!userId) return null;
  const [now] = await queryRows<{ fabricName: string; price: number; regular: number }>(
    db,
    sql`update wishlist_items w set notified_at = now()
      from fabrics
      where w.user_id = ${userId} and w.fabric_id = ${mail.fabricId} and fabrics.id = w.fabric_id
        and fabrics.deleted_at is null and fabrics.listed
        and fabrics.sale_starts_at = ${mail.saleStartsAt}::timestamptz and ${isOnSale}
      returning fabrics.name as "fabricName", ${currentPricePaise}::float8 as price,
        fabrics.price_paise::float8 as regular`,
  );
  if (!now) return null;
  return {
    ...mail,
    fabricName: now.fabricName,
    price: paiseToRupees(now.price),
    previousPrice: paiseToRupees(now.regular),
  };
}
