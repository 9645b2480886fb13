// The deletion of an account, as named steps in one transaction: what the account kept in other domains
// goes (its cart, saved addresses and fabrics, the photos of its returns, a vendor's fabrics out of the
// catalog and every cart), then its row is scrubbed; the catalog's caches are cleared once it has committed.
import type { Caller } from '../core/caller';
import type { Database } from '../db/client';
import { deleteSavedAddressesOf } from '../modules/addresses/service';
import { clearCart } from '../modules/cart/service';
import type { VendorFabrics } from '../modules/fabrics/service';
import { removeReturnPhotosOf } from '../modules/returns/return-photos';
import { scrubAccount } from '../modules/users/service';
import { forgetSavedFabricsOf } from '../modules/wishlist/service';

/**
 * Deletes the caller's account: the row is scrubbed and marked deleted, which revokes its tokens at once.
 * Orders keep the name, email and address they were placed with, so vendors can still ship them.
 */
export async function deleteAccount(db: Database, caller: Caller, vendorFabrics: VendorFabrics): Promise<void> {
  const withdrawn = await db.transaction(async (tx) => {
    await clearCart(tx, caller.id);
    // Saved addresses, fabrics and photos of returns are personal data: they go with the account, not with its scrubbed row.
    await deleteSavedAddressesOf(tx, caller.id);
    await forgetSavedFabricsOf(tx, caller.id);
    await removeReturnPhotosOf(tx, caller.id);
    const withdrawn = caller.role === 'vendor' ? await vendorFabrics.withdrawAll(tx, caller.id) : undefined;
    await scrubAccount(tx, caller.id);
    return withdrawn;
  });
  withdrawn?.committed();
}
