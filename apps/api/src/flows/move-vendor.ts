// The operator's move of a vendor (approve, reject, suspend, reinstate): the vendor's standing, its
// fabrics in or out of the storefront and the audit entry in one transaction; the catalog's caches
// are cleared once it has committed.
import { ACTIONS_NEEDING_REASON, type VendorAction, type VendorStatus } from '@fabric-store/shared';
import { badRequest } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { relistVendorFabrics } from '../modules/fabrics/listing';
import { moveVendorStanding } from '../modules/vendors/vendor-moves';

/** Moves a vendor, its fabrics in or out of the storefront, with the audit entry; answers the vendor's new status. */
export async function moveVendor(
  db: Database,
  catalogChanged: CatalogChanged,
  operatorId: string,
  vendorId: string,
  action: VendorAction,
  reason: string | undefined,
): Promise<VendorStatus> {
  if (ACTIONS_NEEDING_REASON.includes(action) && !reason) throw badRequest('REASON_REQUIRED', 'A reason is required');
  const status = await db.transaction(async (tx) => {
    const moved = await moveVendorStanding(tx, vendorId, action, reason);
    await relistVendorFabrics(tx, vendorId, moved);
    await recordAction(tx, { actorId: operatorId, action, targetType: 'vendor', targetId: vendorId, reason });
    return moved;
  });
  catalogChanged();
  return status;
}
