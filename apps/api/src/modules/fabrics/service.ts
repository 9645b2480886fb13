import {
  type Fabric,
  type FabricAttributesInputSchema,
  type FabricCreateRequestSchema,
  type FabricUpdateRequestSchema,
  rupeesToPaise,
  toHundredths,
} from '@fabric-store/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

type FabricAttributesInput = z.output<typeof FabricAttributesInputSchema>;

import { notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { cartItems, fabrics } from '../../db/schema';
import { assertMayEditFabrics } from '../admin/vendor-standing';
import { mailSaversOfChange } from '../wishlist/saved-fabric-news';
import type { CatalogChanged } from './catalog-changes';
import { FABRIC_NOT_FOUND, isLive, selectFabrics, toFabric } from './fabric-row';
import { repeatAndShrinkageWrite } from './repeat-and-shrinkage';
import { currentPricePaise, saleWrite } from './sale-price';
import { sellingColumns, sellingWrite } from './selling';

/**
 * The vendor's side of the catalog: their own fabrics, and every write to them (their photos are
 * FabricPhotos'). Each write that succeeds calls `catalogChanged` once it is committed, so the
 * caches that show the catalog are cleared here, below the routes, and nowhere else forgets to.
 */
export class VendorFabrics {
  constructor(
    private readonly db: Database,
    private readonly catalogChanged: CatalogChanged,
  ) {}

  async list(vendorId: string): Promise<Fabric[]> {
    const rows = await selectFabrics(this.db)
      .where(and(eq(fabrics.vendorId, vendorId), isLive))
      .orderBy(desc(fabrics.createdAt), desc(fabrics.id));
    return rows.map(toFabric);
  }

  /** A vendor's own fabric; another vendor's fabric is reported as not found, never shown. */
  get(vendorId: string, id: string): Promise<Fabric> {
    return vendorFabric(this.db, vendorId, id);
  }

  async create(vendorId: string, input: z.output<typeof FabricCreateRequestSchema>): Promise<Fabric> {
    const { listed } = await assertMayEditFabrics(this.db, vendorId);
    const [created] = await this.db
      .insert(fabrics)
      .values({
        vendorId,
        name: input.name,
        description: input.description,
        category: input.category,
        pricePaise: rupeesToPaise(input.price),
        image: input.image,
        stock: toHundredths(input.stock),
        ...sellingWrite(input),
        ...repeatAndShrinkageWrite(input),
        ...attributeColumnValues(input.attributes),
        ...saleWrite(input),
        listed,
      })
      .returning({ id: fabrics.id });
    if (!created) throw new Error('insert returned no row');
    this.catalogChanged();
    return vendorFabric(this.db, vendorId, created.id);
  }

  async update(vendorId: string, id: string, input: z.output<typeof FabricUpdateRequestSchema>): Promise<Fabric> {
    await assertMayEditFabrics(this.db, vendorId);
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          ...sellingColumns,
          stock: fabrics.stock,
          pricePaise: fabrics.pricePaise,
          salePricePaise: fabrics.salePricePaise,
          saleStartsAt: fabrics.saleStartsAt,
          saleEndsAt: fabrics.saleEndsAt,
          paysPaise: currentPricePaise,
        })
        .from(fabrics)
        .where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive))
        .for('update');
      if (!current) throw notFound(FABRIC_NOT_FOUND);
      const [updated] = await tx
        .update(fabrics)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.category !== undefined && { category: input.category }),
          ...(input.price !== undefined && { pricePaise: rupeesToPaise(input.price) }),
          ...(input.image !== undefined && { image: input.image }),
          ...sellingWrite(input, current),
          ...repeatAndShrinkageWrite(input),
          ...attributeColumnValues(input.attributes),
          ...saleWrite(input, current),
          updatedAt: sql`now()`,
        })
        .where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive))
        .returning({ id: fabrics.id, name: fabrics.name, paysPaise: currentPricePaise, stock: fabrics.stock });
      if (!updated) throw notFound(FABRIC_NOT_FOUND);
      // Shoppers who saved it hear of a lower price (a sale's included) or its return to stock, with this
      // change or not at all.
      await mailSaversOfChange(
        tx,
        updated,
        { pricePaise: current.paysPaise, stock: current.stock },
        { pricePaise: updated.paysPaise, stock: updated.stock },
      );
    });
    this.catalogChanged();
    return vendorFabric(this.db, vendorId, id);
  }

  /** Takes a fabric out of the catalog and every cart; past orders keep their own copy of its name and price. */
  async delete(vendorId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [deleted] = await tx
        .update(fabrics)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive))
        .returning({ id: fabrics.id });
      if (!deleted) throw notFound(FABRIC_NOT_FOUND);
      await tx.delete(cartItems).where(eq(cartItems.fabricId, id));
    });
    this.catalogChanged();
  }

  /**
   * Takes every fabric of a vendor whose account goes out of the catalog and every cart, inside
   * the account's deletion (`tx`); `committed` is then called once that transaction has committed.
   */
  async withdrawAll(tx: Executor, vendorId: string): Promise<{ committed: () => void }> {
    const removed = await tx
      .update(fabrics)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(fabrics.vendorId, vendorId), isLive))
      .returning({ id: fabrics.id });
    if (removed.length > 0) {
      await tx.execute(
        sql`delete from cart_items where fabric_id in (select id from fabrics where vendor_id = ${vendorId})`,
      );
    }
    return { committed: this.catalogChanged };
  }
}

/**
 * The columns of the attributes a request gives (the others are left out, so an update keeps
 * them); `fibres` is written with the composition it is read from.
 */
function attributeColumnValues(attributes: FabricAttributesInput | undefined) {
  if (!attributes) return {};
  const { composition, ...single } = attributes;
  const given = Object.fromEntries(Object.entries(single).filter(([, value]) => value !== undefined));
  return {
    ...given,
    ...(composition !== undefined && { composition, fibres: composition.map((part) => part.fibre) }),
  };
}

async function vendorFabric(db: Executor, vendorId: string, id: string): Promise<Fabric> {
  const [row] = await selectFabrics(db).where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive));
  if (!row) throw notFound(FABRIC_NOT_FOUND);
  return toFabric(row);
}
