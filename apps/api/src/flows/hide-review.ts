// The operator's hiding of a review, as named steps in one transaction: the review hidden, its fabric's
// stored rating without it, the audit entry with the reason; the catalog's caches are cleared once it
// has committed.
import type { Caller } from '../core/caller';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { storeFabricRating } from '../modules/fabrics/rating';
import { markReviewHidden } from '../modules/reviews/review-writes';

/** The operator hides a review with a reason: it leaves the list and the fabric's rating; the audit log keeps why. */
export async function hideReview(
  db: Database,
  catalogChanged: CatalogChanged,
  operator: Caller,
  reviewId: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const fabricId = await markReviewHidden(tx, reviewId, reason);
    await storeFabricRating(tx, fabricId);
    await recordAction(tx, {
      actorId: operator.id,
      action: 'hide_review',
      targetType: 'fabric',
      targetId: fabricId,
      reason,
    });
  });
  catalogChanged();
}
