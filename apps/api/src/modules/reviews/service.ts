import {
  type OwnReview,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewList,
  type ReviewRequest,
  type ReviewSort,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden, notFound } from '../../core/errors';
import { recordAction } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fabrics, reviews } from '../../db/schema';
import type { CatalogChanged } from '../fabrics/catalog-changes';
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

async function assertInStorefront(db: Executor, fabricId: string): Promise<void> {
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
async function hasReceived(db: Executor, shopperId: string, fabricId: string): Promise<boolean> {
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

/**
 * Writes the fabric's stored rating from its reviews on show, in the transaction of the review's
 * change, so the catalog reads it from the fabric row. A statement-level trigger on `fabrics` sees no
 * live, category or search change in it, so the counters and search terms are left alone.
 */
async function refreshFabricRating(tx: Executor, fabricId: string): Promise<void> {
  await tx.execute(sql`update fabrics set
      rating_count = shown.count, rating_average = shown.average
    from (select count(*)::int as count, coalesce(round(avg(rating), 2), 0)::float8 as average
      from reviews where fabric_id = ${fabricId} and hidden_at is null) as shown
    where fabrics.id = ${fabricId}`);
}

async function readReview(db: Executor, reviewId: string): Promise<Review> {
  const [row] = await queryRows<ReviewRow>(
    db,
    sql`select ${reviewColumns} from reviews r join users u on u.id = r.user_id where r.id = ${reviewId}`,
  );
  if (!row) throw notFound('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);
  return toReview(row);
}

/** The reviews a fabric's vendor, writer and the operator act on: the review with its fabric's vendor. */
async function reviewOfFabric(db: Executor, fabricId: string, reviewId: string) {
  const [found] = await db
    .select({ userId: reviews.userId, vendorId: fabrics.vendorId, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .innerJoin(fabrics, eq(fabrics.id, reviews.fabricId))
    .where(and(eq(reviews.id, reviewId), eq(reviews.fabricId, fabricId)));
  if (!found) throw notFound('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);
  return found;
}

export class FabricReviews {
  constructor(
    private readonly db: Database,
    private readonly catalogChanged: CatalogChanged,
  ) {}

  /** A buyer's review: one per shopper and fabric, only with a delivered part holding it. */
  async create(caller: Caller, fabricId: string, input: ReviewRequest): Promise<Review> {
    if (caller.role !== 'customer') throw forbidden('BUYERS_ONLY', BUYERS_ONLY);
    const reviewId = await this.db.transaction(async (tx) => {
      await assertInStorefront(tx, fabricId);
      if (!(await hasReceived(tx, caller.id, fabricId))) throw forbidden('BUYERS_ONLY', BUYERS_ONLY);
      const [created] = await tx
        .insert(reviews)
        .values({ fabricId, userId: caller.id, rating: input.rating, body: input.body })
        .onConflictDoNothing({ target: [reviews.fabricId, reviews.userId] })
        .returning({ id: reviews.id });
      if (!created) throw conflict('ALREADY_REVIEWED', ALREADY_REVIEWED);
      await refreshFabricRating(tx, fabricId);
      return created.id;
    });
    this.catalogChanged();
    return readReview(this.db, reviewId);
  }

  /** The writer edits its own review; it keeps its reply and, if hidden, stays hidden. */
  async update(caller: Caller, fabricId: string, reviewId: string, input: ReviewRequest): Promise<Review> {
    await this.db.transaction(async (tx) => {
      const review = await reviewOfFabric(tx, fabricId, reviewId);
      if (review.userId !== caller.id) throw forbidden('NOT_YOUR_REVIEW', NOT_YOUR_REVIEW);
      await tx
        .update(reviews)
        .set({ rating: input.rating, body: input.body, updatedAt: sql`now()` })
        .where(eq(reviews.id, reviewId));
      await refreshFabricRating(tx, fabricId);
    });
    this.catalogChanged();
    return readReview(this.db, reviewId);
  }

  /** The fabric's vendor answers a review, once. */
  async reply(caller: Caller, fabricId: string, reviewId: string, body: string): Promise<Review> {
    if (caller.role !== 'vendor') throw forbidden('NOT_YOUR_FABRIC', VENDOR_ONLY_REPLY);
    const review = await reviewOfFabric(this.db, fabricId, reviewId);
    if (review.vendorId !== caller.id) throw forbidden('NOT_YOUR_FABRIC', VENDOR_ONLY_REPLY);
    const [replied] = await this.db
      .update(reviews)
      .set({ replyBody: body, repliedAt: sql`now()` })
      .where(and(eq(reviews.id, reviewId), sql`${reviews.replyBody} is null`))
      .returning({ id: reviews.id });
    if (!replied) throw conflict('ALREADY_REPLIED', ALREADY_REPLIED);
    return readReview(this.db, reviewId);
  }

  /** The operator hides a review with a reason: it leaves the list and the fabric's rating; the audit log keeps why. */
  async hide(operator: Caller, reviewId: string, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [hidden] = await tx
        .update(reviews)
        .set({ hiddenAt: sql`now()`, hiddenReason: reason })
        .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} is null`))
        .returning({ fabricId: reviews.fabricId });
      if (!hidden) {
        const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
        throw exists
          ? conflict('REVIEW_ALREADY_HIDDEN', ALREADY_HIDDEN)
          : notFound('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);
      }
      await refreshFabricRating(tx, hidden.fabricId);
      await recordAction(tx, {
        actorId: operator.id,
        action: 'hide_review',
        targetType: 'fabric',
        targetId: hidden.fabricId,
        reason,
      });
    });
    this.catalogChanged();
  }
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
