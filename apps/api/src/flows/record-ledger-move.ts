// The operator's payout to a vendor or collection from it, as named steps in one transaction: the
// vendor's row locked (so two racing moves queue and the second sees the first's entry), a reference
// given again answered with the entry it made, the entry appended within the balance, the action audited.
import type { LedgerEntry, LedgerMoveRequest } from '@fabric-store/shared';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import {
  appendLedgerMove,
  earlierLedgerMove,
  type LedgerMoveKind,
  ledgerMoveAction,
  lockLedgerVendor,
} from '../modules/ledger/service';

/**
 * Records a payout (the operator paid the vendor) or a collection (the vendor paid its dues); a reference
 * given again answers the entry it made (`created: false`) when the amount is the same, 409 when it is not.
 */
export async function recordLedgerMove(
  db: Database,
  operatorId: string,
  vendorId: string,
  kind: LedgerMoveKind,
  request: LedgerMoveRequest,
): Promise<{ entry: LedgerEntry; created: boolean }> {
  return db.transaction(async (tx) => {
    const vendor = await lockLedgerVendor(tx, vendorId);
    const earlier = await earlierLedgerMove(tx, vendorId, kind, request);
    if (earlier) return { entry: earlier, created: false };
    const entry = await appendLedgerMove(tx, operatorId, vendor, kind, request);
    await recordAction(tx, {
      actorId: operatorId,
      action: ledgerMoveAction(kind, request),
      targetType: 'vendor',
      targetId: vendorId,
    });
    return { entry, created: true };
  });
}
