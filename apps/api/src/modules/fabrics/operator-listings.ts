import {
  type AdminFabricPage,
  type AdminFabricsQuerySchema,
  paiseToRupees,
  type VendorStatus,
} from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../core/errors';
import { recordAction } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { containsPattern, isoDate, readPage, whereAll } from '../../db/paging';
import { fabrics, users } from '../../db/schema';
import type { CatalogChanged } from './catalog-changes';
import { FABRIC_NOT_FOUND } from './fabric-row';
import { listedWhen } from './listing';

interface FabricRow {
  id: string;
  name: string;
  category: string;
  pricePaise: number;
  createdAt: Date | string;
  vendorId: string;
  vendorName: string;
  vendorStatus: VendorStatus;
  listed: boolean;
  hiddenReason: string | null;
}

const STATUS_CONDITIONS = {
  listed: sql`f.listed`,
  hidden: sql`f.hidden_reason is not null`,
  vendor_inactive: sql`u.vendor_status <> 'active'`,
};

/** Every live fabric, newest first, by a part of its name or its vendor's, and by whether shoppers see it. */
export function listFabricsForOperator(
  db: Executor,
  query: z.output<typeof AdminFabricsQuerySchema>,
): Promise<AdminFabricPage> {
  const where = whereAll(
    sql`f.deleted_at is null`,
    query.status ? STATUS_CONDITIONS[query.status] : undefined,
    query.vendorId ? sql`f.vendor_id = ${query.vendorId}` : undefined,
    query.q ? sql`(f.name ilike ${containsPattern(query.q)} or u.name ilike ${containsPattern(query.q)})` : undefined,
  );
  return readPage<FabricRow, AdminFabricPage['items'][number]>(
    db,
    {
      columns: sql`f.id, f.name, f.category, f.price_paise::float8 as "pricePaise", f.created_at as "createdAt",
        u.id as "vendorId", u.name as "vendorName", u.vendor_status as "vendorStatus", f.listed,
        f.hidden_reason as "hiddenReason"`,
      from: sql`from fabrics f join users u on u.id = f.vendor_id ${where}`,
      orderBy: sql`f.created_at desc, f.id desc`,
    },
    query.page,
    (row) => ({
      _id: row.id,
      name: row.name,
      category: row.category,
      price: paiseToRupees(row.pricePaise),
      createdAt: isoDate(row.createdAt),
      vendor: { _id: row.vendorId, name: row.vendorName, status: row.vendorStatus },
      listed: row.listed,
      hiddenReason: row.hiddenReason,
    }),
  );
}

/**
 * Hides a fabric from the storefront for a reason its vendor is shown, or unhides it (listed again
 * if its vendor is active), with the audit entry, in one transaction; then clears the catalog's caches.
 */
export async function setFabricHidden(
  db: Database,
  catalogChanged: CatalogChanged,
  operatorId: string,
  fabricId: string,
  hide: { reason: string | undefined } | false,
): Promise<void> {
  if (hide && !hide.reason) throw badRequest('REASON_REQUIRED', 'A reason is required');
  const hiddenReason = hide ? (hide.reason ?? null) : null;
  await db.transaction(async (tx) => {
    const [fabric] = await tx
      .select({ hiddenReason: fabrics.hiddenReason, vendorStatus: users.vendorStatus })
      .from(fabrics)
      .innerJoin(users, eq(users.id, fabrics.vendorId))
      .where(and(eq(fabrics.id, fabricId), isNull(fabrics.deletedAt)))
      .for('update', { of: fabrics });
    if (!fabric) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
    if (hide && fabric.hiddenReason !== null)
      throw conflict('FABRIC_ALREADY_HIDDEN', 'This fabric is already hidden: you can unhide it.');
    if (!hide && fabric.hiddenReason === null)
      throw conflict('FABRIC_NOT_HIDDEN', 'This fabric is not hidden: you can hide it.');
    await tx
      .update(fabrics)
      .set({ hiddenReason, listed: listedWhen(fabric.vendorStatus, hiddenReason) })
      .where(eq(fabrics.id, fabricId));
    await recordAction(tx, {
      actorId: operatorId,
      action: hide ? 'hide' : 'unhide',
      targetType: 'fabric',
      targetId: fabricId,
      reason: hide ? hide.reason : null,
    });
  });
  catalogChanged();
}
