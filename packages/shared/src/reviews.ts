import { z } from 'zod';
import { PageQuerySchema, pageOf } from './admin';
import { IdSchema, textSchema } from './common';

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** Reviews answered per page of `GET /api/fabrics/{id}/reviews`. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_BODY_MAX_LENGTH = 2000;

const ReviewBodySchema = textSchema('Review', 'Review is required')
  .trim()
  .min(1, { error: 'Review is required' })
  .max(REVIEW_BODY_MAX_LENGTH, { error: `Review must be at most ${REVIEW_BODY_MAX_LENGTH} characters` });

/** `POST /api/fabrics/{id}/reviews` and `PUT /api/fabrics/{id}/reviews/{reviewId}`. */
export const ReviewRequestSchema = z.object({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int({ error: 'Rating must be a whole number from 1 to 5' })
    .min(1, { error: 'Rating must be at least 1' })
    .max(5, { error: 'Rating must be at most 5' }),
  body: ReviewBodySchema,
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

/** `POST /api/fabrics/{id}/reviews/{reviewId}/reply`: the fabric's vendor answers once. */
export const ReviewReplyRequestSchema = z.object({
  body: textSchema('Reply', 'Reply is required')
    .trim()
    .min(1, { error: 'Reply is required' })
    .max(REVIEW_BODY_MAX_LENGTH, { error: `Reply must be at most ${REVIEW_BODY_MAX_LENGTH} characters` }),
});

/** `POST /api/admin/reviews/{id}/hide`: the operator's reason, kept with the review. */
export const ReviewHideRequestSchema = z.object({
  reason: textSchema('Reason', 'Reason is required')
    .trim()
    .min(1, { error: 'Reason is required' })
    .max(500, { error: 'Reason must be at most 500 characters' }),
});

export const ReviewParamsSchema = z.object({ id: IdSchema, reviewId: IdSchema });

export const ReviewListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(10_000)
    .default(1),
  sort: z.enum(REVIEW_SORTS, { error: 'sort must be newest, highest or lowest' }).default('newest'),
});

export const ReviewSchema = z.object({
  _id: IdSchema,
  rating: z.number().int(),
  body: z.string(),
  author: z.object({ name: z.string() }),
  /** Every review is from a shopper with a delivered part holding the fabric. */
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const RatingDistributionSchema = z.object({
  '1': z.number().int(),
  '2': z.number().int(),
  '3': z.number().int(),
  '4': z.number().int(),
  '5': z.number().int(),
});
export type RatingDistribution = z.infer<typeof RatingDistributionSchema>;

export const ReviewListResponseSchema = z.object({
  /** Of the reviews shown (hidden ones leave it), to one decimal; 0 with no reviews. */
  average: z.number(),
  count: z.number().int(),
  distribution: RatingDistributionSchema,
  page: z.number().int(),
  pages: z.number().int(),
  reviews: z.array(ReviewSchema),
});
export type ReviewList = z.infer<typeof ReviewListResponseSchema>;

/** `GET /api/fabrics/{id}/reviews/mine`: the shopper's own review, and whether it may write one. */
export const OwnReviewResponseSchema = z.object({
  review: ReviewSchema.extend({ hidden: z.boolean() }).nullable(),
  /** The shopper has a delivered part holding the fabric. */
  mayReview: z.boolean(),
});
export type OwnReview = z.infer<typeof OwnReviewResponseSchema>;

export const ADMIN_REVIEW_STATUSES = ['shown', 'hidden'] as const;

/** `GET /api/admin/reviews`: every fabric's reviews, newest first, those on show or those hidden. */
export const AdminReviewsQuerySchema = PageQuerySchema.extend({
  status: z.enum(ADMIN_REVIEW_STATUSES, { error: 'status must be shown or hidden' }).optional(),
});
export const AdminReviewSchema = ReviewSchema.extend({
  fabric: z.object({ _id: IdSchema, name: z.string() }),
  vendor: z.object({ _id: IdSchema, name: z.string() }),
  /** The operator's reason when hidden; null while on show. */
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewPageSchema = pageOf(AdminReviewSchema);
export type AdminReviewPage = z.infer<typeof AdminReviewPageSchema>;
