import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { reviews } from '../../db/schema';
import type { ReviewInviteMail } from '../mail/kinds';
import { enqueueMail } from '../mail/outbox';

/** How long after delivery the shopper is asked for a review: time to wash, cut and sew. */
export const REVIEW_INVITE_DAYS = 3;

/**
 * Schedules the review invite of a part just delivered (for its lengths, pieces and remnants), in the delivery's transaction: an outbox row
 * due REVIEW_INVITE_DAYS later, which any process's mail sender claims and sends like every mail.
 * No sweep to run: the outbox is already the store's one queue of work that must happen once.
 */
export async function scheduleReviewInvite(tx: Executor, orderId: string, vendorId: string): Promise<void> {
  const rows = await queryRows<{
    partId: string;
    orderNumber: string;
    userId: string;
    email: string;
    name: string;
    fabrics: { id: string; name: string }[] | null;
  }>(
    tx,
    sql`select vo.id as "partId", o.order_number as "orderNumber", u.id as "userId", u.email, u.name,
        (select json_agg(distinct jsonb_build_object('id', oi.fabric_id, 'name', oi.fabric_name))
          from order_items oi where oi.vendor_order_id = vo.id and oi.kind <> 'swatch') as fabrics
      from vendor_orders vo join orders o on o.id = vo.order_id join users u on u.id = o.customer_id
      where vo.order_id = ${orderId} and vo.vendor_id = ${vendorId} and u.deleted_at is null`,
  );
  const [part] = rows;
  // Swatches alone were delivered: nothing the shopper may review, so no invite.
  if (!part?.fabrics) return;
  await enqueueMail(tx, {
    kind: 'review_invite',
    dedupeKey: `review_invite:${part.partId}`,
    to: { email: part.email, userId: part.userId },
    mail: { name: part.name, orderId, orderNumber: part.orderNumber, fabrics: part.fabrics },
    dueAt: new Date(Date.now() + REVIEW_INVITE_DAYS * 24 * 60 * 60 * 1000),
  });
}

/**
 * The invite as it goes, three days on: only the fabrics the shopper has not reviewed since the
 * delivery (a hidden review counts: it was written); none left, no mail (null).
 */
export async function reviewInviteAtSendTime(
  db: Executor,
  mail: ReviewInviteMail,
  userId: string | null,
): Promise<ReviewInviteMail | null> {
  if (!userId || mail.fabrics.length === 0) return mail;
  const reviewed = await db
    .select({ fabricId: reviews.fabricId })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        inArray(
          reviews.fabricId,
          mail.fabrics.map((fabric) => fabric.id),
        ),
      ),
    );
  const done = new Set(reviewed.map((review) => review.fabricId));
  const left = mail.fabrics.filter((fabric) => !done.has(fabric.id));
  return left.length === 0 ? null : { ...mail, fabrics: left };
}
