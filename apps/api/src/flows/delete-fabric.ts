// A vendor's deletion of its fabric, as named steps in one transaction: out of the catalog, then out
// of every cart; the catalog's caches are cleared once it has committed.
import type { Database } from '../db/client';
import { dropFabricFromCarts } from '../modules/cart/service';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { withdrawFabric } from '../modules/fabrics/service';

/** Takes a vendor's fabric out of the catalog and every cart; past orders keep their own copy of its name and price. */
export async function deleteFabric(
  db: Database,
  catalogChanged: CatalogChanged,
  vendorId: string,
  id: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await withdrawFabric(tx, vendorId, id);
    await dropFabricFromCarts(tx, id);
  });
  catalogChanged();
}
