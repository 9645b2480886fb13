// Reading returns: one by id, a vendor's list, the operator's escalations and the totals
// of the operator's overview.
import {
  type AdminOverview,
  type AdminReturnPage,
  paiseToRupees,
  type Return,
  type ReturnStatus,
  type VendorReturnPage,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { readPage, whereAll } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { type ReturnRow, returnJson, toReturn } from './return-views';

export const RETURN_NOT_FOUND = 'Return not found.';

/** One return as `audience` sees it; 404 when there is none. */
export async function readReturn(db: Executor, returnId: string, audience: 'shopper' | 'vendor' | 'operator') {
  const [row] = await queryRows<{ r: ReturnRow }>(
    db,
    sql`select ${returnJson} as r from returns r join users rv on rv.id = r.vendor_id where r.id = ${returnId}`,
  );
  if (!row) throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND);
  return toReturn(row.r, audience);
}

/** One page of the vendor's returns, newest first, in one status or all, with how many there are. */
export function listVendorReturns(
  db: Executor,
  vendorId: string,
  query: { status?: ReturnStatus | undefined; page: number },
): Promise<VendorReturnPage> {
  return readPage<{ r: ReturnRow }, Return>(
    db,
    {
      columns: sql`${returnJson} as r`,
      from: sql`from returns r join users rv on rv.id = r.vendor_id
        ${whereAll(sql`r.vendor_id = ${vendorId}`, query.status ? sql`r.status = ${query.status}` : undefined)}`,
      orderBy: sql`r.created_at desc, r.id desc`,
    },
    query.page,
    (row) => toReturn(row.r, 'vendor'),
  );
}

/** One page of the returns shoppers escalated (waiting for a decision, or decided), newest escalation first. */
export function listEscalatedReturns(
  db: Executor,
  query: { status?: ReturnStatus | undefined; page: number },
): Promise<AdminReturnPage> {
  return readPage<{ r: ReturnRow; customerName: string }, AdminReturnPage['items'][number]>(
    db,
    {
      columns: sql`${returnJson} as r, cu.name as "customerName"`,
      from: sql`from returns r join users rv on rv.id = r.vendor_id join users cu on cu.id = r.customer_id
        ${whereAll(sql`r.escalated_at is not null`, query.status ? sql`r.status = ${query.status}` : undefined)}`,
      orderBy: sql`r.escalated_at desc, r.id desc`,
    },
    query.page,
    (row) => ({ ...toReturn(row.r, 'operator'), customer: { _id: row.r.customerId, name: row.customerName } }),
  );
}

/** The returns block of the operator's overview. */
export async function returnTotals(db: Executor): Promise<NonNullable<AdminOverview['returns']>> {
  const [row] = await queryRows<{
    open: number;
    escalated: number;
    refunds: number;
    refunded: number;
    commissionReturned: number;
  }>(
    db,
    sql`select count(*) filter (where status in ('requested', 'approved', 'received'))::int as "open",
        count(*) filter (where status = 'escalated')::int as "escalated",
        count(*) filter (where status = 'refunded')::int as "refunds",
        coalesce(sum(amount_paise) filter (where status = 'refunded'), 0)::float8 as "refunded",
        coalesce(sum(commission_paise) filter (where status = 'refunded'), 0)::float8 as "commissionReturned"
      from returns`,
  );
  return {
    open: row?.open ?? 0,
    escalated: row?.escalated ?? 0,
    refunds: row?.refunds ?? 0,
    refunded: paiseToRupees(Number(row?.refunded ?? 0)),
    commissionReturned: paiseToRupees(Number(row?.commissionReturned ?? 0)),
  };
}
