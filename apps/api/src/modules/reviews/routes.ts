import {
  IdParamsSchema,
  OwnReviewResponseSchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewParamsSchema,
  ReviewReplyRequestSchema,
  ReviewRequestSchema,
  ReviewSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { editReview } from '../../flows/edit-review';
import { writeReview } from '../../flows/write-review';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from '../fabrics/catalog-changes';
import { replyToReview } from './review-writes';
import { listReviews, ownReview } from './service';

/** Buyers' reviews of a fabric and the vendor's reply. */
export function registerReviewRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const security = [{ bearer: [] }];

  api.get(
    '/api/fabrics/:id/reviews',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListResponseSchema },
      },
    },
    (request) => listReviews(db, request.params.id, request.query),
  );

  api.get(
    '/api/fabrics/:id/reviews/mine',
    {
      schema: { tags, security, params: IdParamsSchema, response: { 200: OwnReviewResponseSchema } },
      preValidation: app.requireUser,
    },
    (request) => ownReview(db, callerOf(request), request.params.id),
  );

  api.post(
    '/api/fabrics/:id/reviews',
    {
      schema: { tags, security, params: IdParamsSchema, body: ReviewRequestSchema, response: { 201: ReviewSchema } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const review = await writeReview(db, catalogChanged, callerOf(request), request.params.id, request.body);
      return reply.code(201).send(review);
    },
  );

  api.put(
    '/api/fabrics/:id/reviews/:reviewId',
    {
      schema: {
        tags,
        security,
        params: ReviewParamsSchema,
        body: ReviewRequestSchema,
        response: { 200: ReviewSchema },
      },
      preValidation: app.requireUser,
    },
    (request) =>
      editReview(db, catalogChanged, callerOf(request), request.params.id, request.params.reviewId, request.body),
  );

  api.post(
    '/api/fabrics/:id/reviews/:reviewId/reply',
    {
      schema: {
        tags,
        security,
        params: ReviewParamsSchema,
        body: ReviewReplyRequestSchema,
        response: { 200: ReviewSchema },
      },
      preValidation: app.requireUser,
    },
    (request) =>
      replyToReview(
        db,
        catalogChanged,
        callerOf(request),
        request.params.id,
        request.params.reviewId,
        request.body.body,
      ),
  );
}
