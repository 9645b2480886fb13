import type { SavedFabric, WishlistChange } from '@fabric-store/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { forbidden, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { fabrics, users, wishlistItems } from '../../db/schema';
import { FABRIC_NOT_FOUND, fabricColumns, isInStorefront, toFabric } from '../fabrics/fabric-row';
import { scheduleSaleStartMails } from './saved-fabric-news';

export const SHOPPERS_ONLY = 'Only shoppers can save fabrics; vendors and the operator have no wishlist.';

function assertShopper(caller: Caller): void {
  if (caller.role !== 'customer') throw forbidden('SHOPPERS_ONLY', SHOPPERS_ONLY);
}

/** The shopper's saved fabrics, newest first; one that left the storefront stays, marked unavailable. */
export async function listSavedFabrics(db: Database, caller: Caller): Promise<SavedFabric[]> {
  assertShopper(caller);
  const rows = await db
    .select({
      ...fabricColumns,
      savedAt: wishlistItems.createdAt,
      available: sql<boolean>`(${fabrics.deletedAt} is null and ${fabrics.listed})`,
    })
    .from(wishlistItems)
    .innerJoin(fabrics, eq(fabrics.id, wishlistItems.fabricId))
    .innerJoin(users, eq(users.id, fabrics.vendorId))
    .where(eq(wishlistItems.userId, caller.id))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.fabricId));
  return rows.map(({ savedAt, available, ...row }) => ({
    // The operator's reason for hiding a fabric is the vendor's to read, not the shopper's.
    fabric: toFabric({ ...row, hiddenReason: null }),
    savedAt: savedAt.toISOString(),
    available,
  }));
}

/** Saves a fabric in the storefront (and, when its sale starts later, the mail at its start); saving it again changes nothing. */
export async function saveFabric(db: Database, caller: Caller, fabricId: string): Promise<WishlistChange> {
  assertShopper(caller);
  const [fabric] = await db
    .select({ id: fabrics.id })
    .from(fabrics)
    .where(and(eq(fabrics.id, fabricId), isInStorefront));
  if (!fabric) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.insert(wishlistItems).values({ userId: caller.id, fabricId }).onConflictDoNothing();
    await scheduleSaleStartMails(tx, fabricId, caller.id);
  });
  return { fabricId, saved: true };
}

/** Unsaves a fabric; one not saved (or gone from the catalog) is unsaved already. */
export async function unsaveFabric(db: Database, caller: Caller, fabricId: string): Promise<WishlistChange> {
  assertShopper(caller);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, caller.id), eq(wishlistItems.fabricId, fabricId)));
  return { fabricId, saved: false };
}

/** Forgets every fabric a user saved: the list is personal data and goes with the account. */
export async function forgetSavedFabricsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
