import type { VendorStanding } from '@fabric-store/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { forbidden } from '../../core/errors';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** A vendor's standing as the operator left it: its status and the reason given for it. */
export async function vendorStanding(db: Executor, vendorId: string): Promise<VendorStanding> {
  const [row] = await db
    .select({ status: users.vendorStatus, reason: users.vendorStatusReason })
    .from(users)
    .where(and(eq(users.id, vendorId), isNull(users.deletedAt)));
  return { status: row?.status ?? 'active', reason: row?.reason ?? null };
}

const REFUSALS = {
  suspended: 'Fabric-Store has suspended your shop, so you cannot add or change fabrics',
  rejected: 'Fabric-Store did not approve your shop, so you cannot add or change fabrics',
} as const;

/**
 * Refuses a suspended or rejected vendor's fabric writes (403, with the operator's reason); a
 * pending vendor prepares its fabrics unseen. Answers whether a fabric it adds now is listed.
 */
export async function assertMayEditFabrics(db: Executor, vendorId: string): Promise<{ listed: boolean }> {
  const { status, reason } = await vendorStanding(db, vendorId);
  if (status === 'suspended' || status === 'rejected') {
    throw forbidden(reason ? `${REFUSALS[status]}: ${reason}` : `${REFUSALS[status]}.`);
  }
  return { listed: status === 'active' };
}
