// A vendor's new fabric, as named steps in one transaction: the vendor may sell (its standing and,
// when the operator asks for it, a complete tax profile), the fabric's row, its rolls as sent, its HSN
// code; the catalog's caches are cleared once it has committed.
import type { Fabric, FabricCreateRequestSchema } from '@fabric-store/shared';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { settleHsnCode } from '../modules/fabrics/hsn-code';
import { insertFabric, vendorFabric } from '../modules/fabrics/service';
import { assertRollsFit } from '../modules/inventory/roll-edits';
import { firstRolls } from '../modules/inventory/rolls';
import { taxProfileRequired } from '../modules/settings/service';
import { assertMayEditFabrics } from '../modules/vendors/standing';
import { assertTaxProfileComplete } from '../modules/vendors/tax-profile';

/** Adds a vendor's fabric to the catalog; answers it as the vendor sees it. */
export async function addFabric(
  db: Database,
  catalogChanged: CatalogChanged,
  vendorId: string,
  input: z.output<typeof FabricCreateRequestSchema>,
): Promise<Fabric> {
  assertRollsFit(input.unit ?? 'per_metre', input.rolls, input.stock);
  const id = await db.transaction(async (tx) => {
    const vendorStatus = await assertMayEditFabrics(tx, vendorId);
    if (await taxProfileRequired(tx)) await assertTaxProfileComplete(tx, vendorId);
    const id = await insertFabric(tx, vendorId, vendorStatus, input);
    // The insert gave the fabric one roll of its stock; rolls sent replace it.
    if (input.rolls) await firstRolls(tx, id, input.rolls);
    await settleHsnCode(tx, vendorId, id, input.hsnCode);
    return id;
  });
  catalogChanged();
  return vendorFabric(db, vendorId, id);
}
