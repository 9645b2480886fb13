// The deletion of an account, as named steps in one transaction: what the account kept in other domains
// goes (its cart, saved addresses and fabrics, the photos of its returns, a vendor's fabrics out of the
// catalog and every cart), then its row is scrubbed; the catalog's caches are cleared once it has committed.
import type { Caller } from '../core/caller';
import type { Database, Executor } from '../db/client';
import { deleteSavedAddressesOf } from '../modules/addresses/service';
import { clearCart, dropVendorFabricsFromCarts } from '../modules/cart/service';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { withdrawVendorFabrics } from '../modules/fabrics/service';
import { removeReturnPhotosOf } from '../modules/returns/return-photos';
import { scrubAccount } from '../modules/users/service';
import { forgetSavedFabricsOf } from '../modules/wishlist/service';

/**
 * Deletes the caller's account: the row is scrubbed and marked deleted, which revokes its tokens at once.
 * Orders keep the name, email and address they were placed with, so vendors can still ship them.
 */
export async function deleteAccount(db: Database, caller: Caller, catalogChanged: CatalogChanged): Promise<void> {
  await db.transaction(async (tx) => {
    await clearCart(tx, caller.id);
    // Saved addresses, fabrics and photos of returns are personal data: they go with the account, not with its scrubbed row.
    await deleteSavedAddressesOf(tx, caller.id);
    await forgetSavedFabricsOf(tx, caller.id);
    await removeReturnPhotosOf(tx, caller.id);
    if (caller.role === 'vendor') await withdrawVendorsFabrics(tx, caller.id);
    await scrubAccount(tx, caller.id);
  });
  if (caller.role === 'vendor') catalogChanged();
}

/** A vendor's fabrics go out of the catalog, and so out of every cart. */
async function withdrawVendorsFabrics(tx: Executor, vendorId: string): Promise<void> {
  const withdrawn = await withdrawVendorFabrics(tx, vendorId);
  if (withdrawn > 0) await dropVendorFabricsFromCarts(tx, vendorId);
}
