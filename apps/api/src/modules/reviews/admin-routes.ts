import {
  AdminReviewPageSchema,
  AdminReviewsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ReviewHideRequestSchema,
} from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { hideReview } from '../../flows/hide-review';
import { callerOf } from '../../plugins/auth';
import type { ZodTypeProvider } from '../../plugins/validation';
import type { CatalogChanged } from '../fabrics/catalog-changes';
import { listReviewsForOperator } from './operator-review-list';

/** The operator's reviews: the list, and hiding one. */
export function registerReviewAdminRoutes(app: FastifyInstance, db: Database, catalogChanged: CatalogChanged): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  api.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewPageSchema },
      },
      preValidation: app.requireRole('admin'),
    },
    (request) => listReviewsForOperator(db, request.query),
  );

  api.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        tags: ['admin'],
        security,
        params: IdParamsSchema,
        body: ReviewHideRequestSchema,
        response: { 200: MessageResponseSchema },
      },
      preValidation: app.requireRole('admin'),
    },
    async (request) => {
      await hideReview(db, catalogChanged, callerOf(request), request.params.id, request.body.reason);
      return { message: 'Review hidden.' };
    },
  );
}
