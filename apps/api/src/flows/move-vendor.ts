import {
  ACTIONS_NEEDING_REASON,
  movesFrom,
  VENDOR_MOVES,
  type VendorAction,
  type VendorStatus,
} from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import { fabrics, users } from '../db/schema';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';

function refusal(status: VendorStatus, action: VendorAction): string {
  const open = movesFrom(status);
  const now = open.length > 0 ? `you can ${open.join(' or ')} it` : 'no move is open';
  return `This vendor is ${status}, so it cannot be ${action === 'approve' ? 'approved' : `${action}ed`}: ${now}.`;
}

export const VENDOR_NOT_FOUND = 'Vendor not found.';

/**
 * Moves a vendor, its fabrics in or out of the storefront and the audit entry, in one transaction;
 * the catalog's caches are cleared once it has committed.
 */
export async function moveVendor(
  db: Database,
  catalogChanged: CatalogChanged,
  operatorId: string,
  vendorId: string,
  action: VendorAction,
  reason: string | undefined,
): Promise<VendorStatus> {
  if (ACTIONS_NEEDING_REASON.includes(action) && !reason) throw badRequest('A reason is required');
  const move = VENDOR_MOVES[action];
  await db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ status: users.vendorStatus })
      .from(users)
      .where(and(eq(users.id, vendorId), eq(users.role, 'vendor'), isNull(users.deletedAt)))
      .for('update');
    if (!vendor) throw notFound(VENDOR_NOT_FOUND);
    if (!move.from.includes(vendor.status)) throw conflict(refusal(vendor.status, action));
    await tx
      .update(users)
      .set({ vendorStatus: move.to, vendorStatusReason: move.to === 'active' ? null : (reason ?? null) })
      .where(eq(users.id, vendorId));
    const listed = move.to === 'active' ? sql`(${fabrics.hiddenReason} is null)` : sql`false`;
    await tx
      .update(fabrics)
      .set({ listed })
      .where(and(eq(fabrics.vendorId, vendorId), isNull(fabrics.deletedAt), sql`${fabrics.listed} <> ${listed}`));
    await recordAction(tx, { actorId: operatorId, action, targetType: 'vendor', targetId: vendorId, reason });
  });
  catalogChanged();
  return move.to;
}
