import type { AdminVendorPage, AdminVendorsQuerySchema, VendorStatus } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { isoDate, nameOrEmailHolds, readPage, whereAll } from '../../db/paging';

interface VendorRow {
  id: string;
  name: string;
  email: string;
  status: VendorStatus;
  reason: string | null;
  createdAt: Date | string;
  fabricCount: number;
  ordersLast30Days: number;
}

/** The vendors, newest first, by status and by a part of their name or email; or only the one `vendorId`. */
export function listVendors(
  db: Executor,
  query: z.output<typeof AdminVendorsQuerySchema>,
  vendorId?: string,
): Promise<AdminVendorPage> {
  const where = whereAll(
    sql`u.role = 'vendor' and u.deleted_at is null`,
    vendorId ? sql`u.id = ${vendorId}` : undefined,
    query.status ? sql`u.vendor_status = ${query.status}` : undefined,
    nameOrEmailHolds(query.q),
  );
  return readPage<VendorRow, AdminVendorPage['items'][number]>(
    db,
    {
      columns: sql`u.id, u.name, u.email, u.vendor_status as "status", u.vendor_status_reason as "reason",
        u.created_at as "createdAt",
        (select count(*)::int from fabrics f where f.vendor_id = u.id and f.deleted_at is null) as "fabricCount",
        (select count(*)::int from vendor_orders vo
          where vo.vendor_id = u.id and vo.order_date > now() - interval '30 days') as "ordersLast30Days"`,
      from: sql`from users u ${where}`,
      orderBy: sql`u.created_at desc, u.id desc`,
    },
    query.page,
    (row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      statusReason: row.reason,
      createdAt: isoDate(row.createdAt),
      fabricCount: row.fabricCount,
      ordersLast30Days: row.ordersLast30Days,
    }),
  );
}
