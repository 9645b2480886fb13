// A buyer's review, as named steps in one transaction: the review, then its fabric's stored rating; the
// catalog's caches are cleared once it has committed.
import type { Review, ReviewRequest } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { storeFabricRating } from '../modules/fabrics/rating';
import { assertShopperReviews, insertReview, readReview } from '../modules/reviews/review-writes';

/** A buyer's review: one per shopper and fabric, only with a delivered part holding it. */
export async function writeReview(
  db: Database,
  catalogChanged: CatalogChanged,
  caller: Caller,
  fabricId: string,
  input: ReviewRequest,
): Promise<Review> {
  assertShopperReviews(caller);
  const reviewId = await db.transaction(async (tx) => {
    const reviewId = await insertReview(tx, caller, fabricId, input);
    await storeFabricRating(tx, fabricId);
    return reviewId;
  });
  catalogChanged();
  return readReview(db, reviewId);
}
