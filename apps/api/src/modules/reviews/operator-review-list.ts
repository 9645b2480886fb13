import type { AdminReviewPage, AdminReviewsQuerySchema } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { readPage, whereAll } from '../../db/paging';
import { type ReviewRow, reviewColumns, toReview } from './service';

interface OperatorReviewRow extends ReviewRow {
  hiddenReason: string | null;
  fabricId: string;
  fabricName: string;
  vendorId: string;
  vendorName: string;
}

const STATUS_CONDITIONS = {
  shown: sql`r.hidden_at is null`,
  hidden: sql`r.hidden_at is not null`,
};

/** Every fabric's reviews for the operator, newest first, those on show or those hidden, with the fabric and its vendor. */
export function listReviewsForOperator(
  db: Executor,
  query: z.output<typeof AdminReviewsQuerySchema>,
): Promise<AdminReviewPage> {
  const where = query.status ? whereAll(STATUS_CONDITIONS[query.status]) : sql``;
  return readPage<OperatorReviewRow, AdminReviewPage['items'][number]>(
    db,
    {
      columns: sql`${reviewColumns}, r.hidden_reason as "hiddenReason",
        f.id as "fabricId", f.name as "fabricName", v.id as "vendorId", v.name as "vendorName"`,
      from: sql`from reviews r join users u on u.id = r.user_id join fabrics f on f.id = r.fabric_id
        join users v on v.id = f.vendor_id ${where}`,
      orderBy: sql`r.created_at desc, r.id desc`,
    },
    query.page,
    (row) => ({
      ...toReview(row),
      fabric: { _id: row.fabricId, name: row.fabricName },
      vendor: { _id: row.vendorId, name: row.vendorName },
      hiddenReason: row.hiddenReason,
    }),
  );
}
