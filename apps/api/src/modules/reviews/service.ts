import { type OwnReview, REVIEWS_PAGE_SIZE, type Review, type ReviewList, type ReviewSort } from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fabrics } from '../../db/schema';
import { FABRIC_NOT_FOUND, isInStorefront } from '../fabrics/fabric-row';

export const BUYERS_ONLY = 'Only a shopper who has received this fabric can review it.';
export const ALREADY_REVIEWED = 'You have already reviewed this fabric; edit your review instead.';
export const NOT_YOUR_REVIEW = 'You can only edit your own review.';
export const VENDOR_ONLY_REPLY = "Only the fabric's vendor can reply to its reviews.";
export const ALREADY_REPLIED = 'This review already has a reply; a vendor replies once.';
export const ALREADY_HIDDEN = 'This review is already hidden.';
export const REVIEW_NOT_FOUND = 'Review not found.';

export interface ReviewRow {
  id: string;
  rating: number;
  body: string;
  authorName: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  replyBody: string | null;
  repliedAt: Date | string | null;
  hidden: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    rating: row.rating,
    body: row.body,
    author: { name: row.authorName },
    verifiedPurchase: true,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(row.replyBody !== null &&
      row.repliedAt !== null && { reply: { body: row.replyBody, createdAt: iso(row.repliedAt) } }),
  };
}

/** A review's columns, its writer being the account `u`. */
export const reviewColumns = sql`r.id, r.rating, r.body, u.name as "authorName", r.created_at as "createdAt",
  r.updated_at as "updatedAt", r.reply_body as "replyBody", r.replied_at as "repliedAt",
  (r.hidden_at is not null) as hidden`;

const REVIEW_ORDER: Record<ReviewSort, ReturnType<typeof sql>> = {
  newest: sql`r.created_at desc, r.id desc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
};

/** Refuses a fabric shoppers cannot see (404). */
export async function assertInStorefront(db: Executor, fabricId: string): Promise<void> {
  const [fabric] = await db
    .select({ id: fabrics.id })
    .from(fabrics)
    .where(and(eq(fabrics.id, fabricId), isInStorefront));
  if (!fabric) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
}

/**
 * Whether the shopper has received the fabric itself, a delivered length, piece or remnant: the one thing
 * that makes a review honest. A swatch is a sample for deciding, not the cloth a review speaks for.
 */
export async function hasReceived(db: Executor, shopperId: string, fabricId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from order_items oi
      join orders o on o.id = oi.order_id
      join vendor_orders vo on vo.id = oi.vendor_order_id
      where o.customer_id = ${shopperId} and oi.fabric_id = ${fabricId} and oi.kind <> 'swatch'
        and vo.status = 'delivered'
      limit 1`,
  );
  return rows.length > 0;
}

/** A page of a fabric's reviews on show, with their average, count and distribution. */
export async function listReviews(
  db: Database,
  fabricId: string,
  query: { page: number; sort: ReviewSort },
): Promise<ReviewList> {
  await assertInStorefront(db, fabricId);
  const [summary] = await queryRows<{ count: number; total: number } & Record<`s${1 | 2 | 3 | 4 | 5}`, number>>(
    db,
    sql`select count(*)::int as count, coalesce(sum(rating), 0)::int as total,
      count(*) filter (where rating = 1)::int as s1, count(*) filter (where rating = 2)::int as s2,
      count(*) filter (where rating = 3)::int as s3, count(*) filter (where rating = 4)::int as s4,
      count(*) filter (where rating = 5)::int as s5
      from reviews where fabric_id = ${fabricId} and hidden_at is null`,
  );
  const count = summary?.count ?? 0;
  const rows = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join users u on u.id = r.user_id
      where r.fabric_id = ${fabricId} and r.hidden_at is null
      order by ${REVIEW_ORDER[query.sort]}
      limit ${REVIEWS_PAGE_SIZE} offset ${(query.page - 1) * REVIEWS_PAGE_SIZE}`,
  );
  return {
    average: count === 0 ? 0 : Math.round(((summary?.total ?? 0) / count) * 10) / 10,
    count,
    distribution: {
      '1': summary?.s1 ?? 0,
      '2': summary?.s2 ?? 0,
      '3': summary?.s3 ?? 0,
      '4': summary?.s4 ?? 0,
      '5': summary?.s5 ?? 0,
    },
    page: query.page,
    pages: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)),
    reviews: rows.map(toReview),
  };
}

/** The shopper's own review of the fabric (hidden or not), and whether it may write one. */
export async function ownReview(db: Database, caller: Caller, fabricId: string): Promise<OwnReview> {
  if (caller.role !== 'customer') return { review: null, mayReview: false };
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join users u on u.id = r.user_id
      where r.fabric_id = ${fabricId} and r.user_id = ${caller.id}`,
  );
  return {
    review: row ? { ...toReview(row), hidden: row.hidden } : null,
    mayReview: await hasReceived(db, caller.id, fabricId),
  };
}
