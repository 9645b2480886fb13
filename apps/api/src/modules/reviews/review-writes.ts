// The reviews table's writes: a buyer's review, the writer's edit, the vendor's reply, the operator's
// hide. What a review changes on its fabric (the stored rating) is the flows' (flows/*-review.ts).
import type { Review, ReviewRequest } from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { fabrics, reviews } from '../../db/schema';
import type { CatalogChanged } from '../fabrics/catalog-changes';
import {
  ALREADY_HIDDEN,
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  assertInStorefront,
  BUYERS_ONLY,
  hasReceived,
  NOT_YOUR_REVIEW,
  REVIEW_NOT_FOUND,
  type ReviewRow,
  reviewColumns,
  toReview,
  VENDOR_ONLY_REPLY,
} from './service';

export async function readReview(db: Executor, reviewId: string): Promise<Review> {
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

/** Refuses a review by anyone but a shopper, before anything is read. */
export function assertShopperReviews(caller: Caller): void {
  if (caller.role !== 'customer') throw forbidden('BUYERS_ONLY', BUYERS_ONLY);
}

/** A buyer's review: one per shopper and fabric, only with a delivered part holding it. Answers its id. */
export async function insertReview(
  tx: Executor,
  caller: Caller,
  fabricId: string,
  input: ReviewRequest,
): Promise<string> {
  await assertInStorefront(tx, fabricId);
  if (!(await hasReceived(tx, caller.id, fabricId))) throw forbidden('BUYERS_ONLY', BUYERS_ONLY);
  const [created] = await tx
    .insert(reviews)
    .values({ fabricId, userId: caller.id, rating: input.rating, body: input.body })
    .onConflictDoNothing({ target: [reviews.fabricId, reviews.userId] })
    .returning({ id: reviews.id });
  if (!created) throw conflict('ALREADY_REVIEWED', ALREADY_REVIEWED);
  return created.id;
}

/** The writer edits its own review; it keeps its reply and, if hidden, stays hidden. */
export async function editOwnReview(
  tx: Executor,
  caller: Caller,
  fabricId: string,
  reviewId: string,
  input: ReviewRequest,
): Promise<void> {
  const review = await reviewOfFabric(tx, fabricId, reviewId);
  if (review.userId !== caller.id) throw forbidden('NOT_YOUR_REVIEW', NOT_YOUR_REVIEW);
  await tx
    .update(reviews)
    .set({ rating: input.rating, body: input.body, updatedAt: sql`now()` })
    .where(eq(reviews.id, reviewId));
}

/** The operator hides a review with a reason: it leaves the list. Answers its fabric. */
export async function markReviewHidden(tx: Executor, reviewId: string, reason: string): Promise<string> {
  const [hidden] = await tx
    .update(reviews)
    .set({ hiddenAt: sql`now()`, hiddenReason: reason })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} is null`))
    .returning({ fabricId: reviews.fabricId });
  if (!hidden) {
    const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId));
    throw exists ? conflict('REVIEW_ALREADY_HIDDEN', ALREADY_HIDDEN) : notFound('REVIEW_NOT_FOUND', REVIEW_NOT_FOUND);
  }
  return hidden.fabricId;
}

/** The fabric's vendor answers a review, once. */
export async function replyToReview(
  db: Database,
  catalogChanged: CatalogChanged,
  caller: Caller,
  fabricId: string,
  reviewId: string,
  body: string,
): Promise<Review> {
  if (caller.role !== 'vendor') throw forbidden('NOT_YOUR_FABRIC', VENDOR_ONLY_REPLY);
  const review = await reviewOfFabric(db, fabricId, reviewId);
  if (review.vendorId !== caller.id) throw forbidden('NOT_YOUR_FABRIC', VENDOR_ONLY_REPLY);
  const [replied] = await db
    .update(reviews)
    .set({ replyBody: body, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.replyBody} is null`))
    .returning({ id: reviews.id });
  if (!replied) throw conflict('ALREADY_REPLIED', ALREADY_REPLIED);
  // The reply shows on the fabric's public page, which the page cache keeps like any catalog read.
  catalogChanged();
  return readReview(db, reviewId);
}
