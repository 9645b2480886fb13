import type { VendorStatus } from '@fabric-store/shared';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fabrics } from '../../db/schema';

/**
 * The storefront's rule: a fabric is listed (shoppers see it) while its vendor is active and the
 * operator has not hidden it. `fabrics.listed` keeps it, written by every write that changes either
 * side (a new fabric, a hide, a vendor's move), so no read of the catalog joins the vendor.
 */
export const listedWhen = (vendorStatus: VendorStatus, hiddenReason: SQL | string | null): SQL =>
  sql`(${vendorStatus}::text = 'active' and ${hiddenReason}::text is null)`;

/**
 * Locks a vendor's live fabrics in id order, the order every writer of stock takes fabrics in, before a
 * statement that writes all of them: that statement alone would lock them in the order it reads them and
 * could deadlock with a checkout holding one of them and wanting another.
 */
export async function lockVendorFabrics(tx: Executor, vendorId: string): Promise<void> {
  await tx
    .select({ id: fabrics.id })
    .from(fabrics)
    .where(and(eq(fabrics.vendorId, vendorId), isNull(fabrics.deletedAt)))
    .orderBy(fabrics.id)
    .for('update');
}

/** Writes the rule onto every live fabric of a vendor whose status just moved, in the move's transaction. */
export async function relistVendorFabrics(tx: Executor, vendorId: string, vendorStatus: VendorStatus): Promise<void> {
  await lockVendorFabrics(tx, vendorId);
  const listed = listedWhen(vendorStatus, sql`${fabrics.hiddenReason}`);
  await tx
    .update(fabrics)
    .set({ listed })
    .where(and(eq(fabrics.vendorId, vendorId), isNull(fabrics.deletedAt), sql`${fabrics.listed} <> ${listed}`));
}
