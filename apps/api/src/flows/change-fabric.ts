// A vendor's change to its fabric, as named steps in one transaction: the fabric locked, its rolls
// (which may set its stock), its row, its HSN code, and the news its savers hear of it; the catalog's
// caches are cleared once it has committed.
import type { Fabric, FabricUpdateRequestSchema } from '@fabric-store/shared';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { settleHsnCode } from '../modules/fabrics/hsn-code';
import { lockFabricToChange, vendorFabric, writeFabricChange } from '../modules/fabrics/service';
import { writeRollsOfChange } from '../modules/inventory/roll-edits';
import { assertMayEditFabrics } from '../modules/vendors/standing';
import { mailSaversOfChange, scheduleSaleStartMails } from '../modules/wishlist/saved-fabric-news';

/** Changes a vendor's fabric; answers it as the vendor sees it. */
export async function changeFabric(
  db: Database,
  catalogChanged: CatalogChanged,
  vendorId: string,
  id: string,
  input: z.output<typeof FabricUpdateRequestSchema>,
): Promise<Fabric> {
  await assertMayEditFabrics(db, vendorId);
  await db.transaction(async (tx) => {
    const current = await lockFabricToChange(tx, vendorId, id, input);
    const stockCm = await writeRollsOfChange(tx, id, input, current);
    const updated = await writeFabricChange(tx, id, input, current, stockCm);
    await settleHsnCode(tx, vendorId, id, input.hsnCode);
    // Shoppers who saved it hear of a lower price (a sale's included) or its return to stock, with this
    // change or not at all.
    await mailSaversOfChange(
      tx,
      updated,
      { pricePaise: current.paysPaise, stock: current.stock },
      { pricePaise: updated.paysPaise, stock: updated.stock },
    );
    if (input.salePrice !== undefined || input.saleStartsAt !== undefined) await scheduleSaleStartMails(tx, id);
  });
  catalogChanged();
  return vendorFabric(db, vendorId, id);
}
