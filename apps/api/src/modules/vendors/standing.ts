import type { VendorStanding, VendorStatus } from '@fabric-store/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { forbidden } from '../../core/errors';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** A vendor's standing as the operator left it: its status and the reason given for it. */
export async function vendorStanding(db: Executor, vendorId: string): Promise<VendorStanding> {
  const [row] = await standingQuery(db, vendorId);
  return { status: row?.status ?? 'active', reason: row?.reason ?? null };
}

const standingQuery = (db: Executor, vendorId: string) =>
  db
    .select({ status: users.vendorStatus, reason: users.vendorStatusReason })
    .from(users)
    .where(and(eq(users.id, vendorId), isNull(users.deletedAt)));

const REFUSALS = {
  suspended: 'Fabric-Store has suspended your shop, so you cannot add or change fabrics',
  rejected: 'Fabric-Store did not approve your shop, so you cannot add or change fabrics',
} as const;

/**
 * Refuses a suspended or rejected vendor's fabric writes (403, with the operator's reason); a
 * pending vendor prepares its fabrics unseen. Answers the vendor's status, which decides whether a fabric it adds
 * now is listed.
 * Inside a transaction it holds the vendor's row (FOR SHARE) until the commit, so an operator's
 * suspension, which locks that row to unlist the vendor's fabrics, waits for a fabric being added
 * and then unlists it too, rather than missing it.
 */
export async function assertMayEditFabrics(db: Executor, vendorId: string): Promise<VendorStatus> {
  const [row] = await standingQuery(db, vendorId).for('share');
  const status = row?.status ?? 'active';
  if (status === 'suspended' || status === 'rejected') {
    throw forbidden('VENDOR_NOT_ACTIVE', row?.reason ? `${REFUSALS[status]}: ${row.reason}` : `${REFUSALS[status]}.`);
  }
  return status;
}
