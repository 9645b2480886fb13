import {
  movesFrom,
  VENDOR_MOVES,
  type VendorAction,
  type VendorStatus,
  vendorMoveParticiple,
} from '@fabric-store/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export const VENDOR_NOT_FOUND = 'Vendor not found.';

function refusal(status: VendorStatus, action: VendorAction): string {
  const open = movesFrom(status);
  const now = open.length > 0 ? `you can ${open.join(' or ')} it` : 'no move is open';
  return `This vendor is ${status}, so it cannot be ${vendorMoveParticiple(action)}: ${now}.`;
}

/**
 * Moves a vendor's standing as `VENDOR_MOVES` allows, with the operator's reason (cleared when it
 * becomes active), its row locked so a fabric being added waits: 404 for no such vendor, 409 saying
 * what is possible now. Answers the new status.
 */
export async function moveVendorStanding(
  tx: Executor,
  vendorId: string,
  action: VendorAction,
  reason: string | undefined,
): Promise<VendorStatus> {
  const move = VENDOR_MOVES[action];
  const [vendor] = await tx
    .select({ status: users.vendorStatus })
    .from(users)
    .where(and(eq(users.id, vendorId), eq(users.role, 'vendor'), isNull(users.deletedAt)))
    .for('update');
  if (!vendor) throw notFound('VENDOR_NOT_FOUND', VENDOR_NOT_FOUND);
  if (!move.from.includes(vendor.status)) throw conflict('MOVE_NOT_ALLOWED', refusal(vendor.status, action));
  await tx
    .update(users)
    .set({ vendorStatus: move.to, vendorStatusReason: move.to === 'active' ? null : (reason ?? null) })
    .where(eq(users.id, vendorId));
  return move.to;
}
