// The writer's edit of its review, as named steps in one transaction: the review, then its fabric's
// stored rating; the catalog's caches are cleared once it has committed.
import type { Review, ReviewRequest } from '@fabric-store/shared';
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { storeFabricRating } from '../modules/fabrics/rating';
import { editOwnReview, readReview } from '../modules/reviews/review-writes';

/** The writer edits its own review; it keeps its reply and, if hidden, stays hidden. */
export async function editReview(
  db: Database,
  catalogChanged: CatalogChanged,
  caller: Caller,
  fabricId: string,
  reviewId: string,
  input: ReviewRequest,
): Promise<Review> {
  await db.transaction(async (tx) => {
    await editOwnReview(tx, caller, fabricId, reviewId, input);
    await storeFabricRating(tx, fabricId);
  });
  catalogChanged();
  return readReview(db, reviewId);
}
