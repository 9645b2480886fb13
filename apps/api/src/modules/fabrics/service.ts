import {
  type Fabric,
  type FabricAttributesInputSchema,
  type FabricCreateRequestSchema,
  type FabricUnit,
  type FabricUpdateRequestSchema,
  formatMetres,
  fromHundredths,
  type RollsInputSchema,
  rupeesToPaise,
  toHundredths,
} from '@fabric-store/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';

type FabricAttributesInput = z.output<typeof FabricAttributesInputSchema>;

import { badRequest, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { cartItems, fabrics } from '../../db/schema';
import { assertKnownCategory } from '../categories/service';
import { changeStockOnRolls, clearRolls, firstRolls, writeRolls } from '../inventory/rolls';
import { taxProfileRequired } from '../settings/service';
import { assertMayEditFabrics } from '../vendors/standing';
import { assertTaxProfileComplete } from '../vendors/tax-profile';
import type { CatalogChanged } from './catalog-changes';
import { FABRIC_NOT_FOUND, isLive, selectFabrics, toFabric } from './fabric-row';
import { settleHsnCode } from './hsn-code';
import { LISTED_PRICE_BATCH, sweepListedPrices } from './listed-price';
import { listedWhen } from './listing';
import { repeatAndShrinkageWrite } from './repeat-and-shrinkage';
import { currentPricePaise, saleWrite } from './sale-price';
import { sellingColumns, sellingWrite } from './selling';

/** What a shopper pays for a fabric and how much there is, before and after a vendor's change. */
export interface FabricOffer {
  pricePaise: number;
  /** Hundredths of the unit; 0 is out of stock. */
  stock: number;
}

/**
 * What the shoppers who saved a fabric hear of a vendor's change to it, written in the change's
 * transaction (the wishlist's mails); handed in where the app is put together, so the catalog
 * imports no wishlist.
 */
export interface SaversNews {
  changed(tx: Executor, fabric: { id: string; name: string }, before: FabricOffer, after: FabricOffer): Promise<void>;
  /** A sale that starts later mails them when it starts. */
  saleScheduled(tx: Executor, fabricId: string): Promise<void>;
}

/**
 * The vendor's side of the catalog: their own fabrics, and every write to them (their photos are
 * FabricPhotos'). Each write that succeeds calls `catalogChanged` once it is committed, so the
 * caches that show the catalog are cleared here, below the routes, and nowhere else forgets to.
 */
export class VendorFabrics {
  constructor(
    private readonly db: Database,
    private readonly catalogChanged: CatalogChanged,
    private readonly saversNews: SaversNews,
  ) {}

  async list(vendorId: string): Promise<Fabric[]> {
    const rows = await selectFabrics(this.db)
      .where(and(eq(fabrics.vendorId, vendorId), isLive))
      .orderBy(desc(fabrics.createdAt), desc(fabrics.id));
    return rows.map((row) => toFabric(row, true));
  }

  /** A vendor's own fabric; another vendor's fabric is reported as not found, never shown. */
  get(vendorId: string, id: string): Promise<Fabric> {
    return vendorFabric(this.db, vendorId, id);
  }

  async create(vendorId: string, input: z.output<typeof FabricCreateRequestSchema>): Promise<Fabric> {
    assertRollsFit(input.unit ?? 'per_metre', input.rolls, input.stock);
    const id = await this.db.transaction(async (tx) => {
      const vendorStatus = await assertMayEditFabrics(tx, vendorId);
      if (await taxProfileRequired(tx)) await assertTaxProfileComplete(tx, vendorId);
      await assertKnownCategory(tx, input.category);
      const [created] = await tx
        .insert(fabrics)
        .values({
          vendorId,
          name: input.name,
          description: input.description,
          nameHi: input.nameHi ?? null,
          descriptionHi: input.descriptionHi ?? null,
          category: input.category,
          pricePaise: rupeesToPaise(input.price),
          image: input.image,
          stock: toHundredths(input.stock),
          ...sellingWrite(input),
          ...repeatAndShrinkageWrite(input),
          ...attributeColumnValues(input.attributes),
          ...saleWrite(input),
          ...(input.remnantDiscount !== undefined && { remnantDiscountPercent: input.remnantDiscount }),
          listed: listedWhen(vendorStatus, null),
        })
        .returning({ id: fabrics.id });
      if (!created) throw new Error('insert returned no row');
      // The insert gave the fabric one roll of its stock; rolls sent replace it.
      if (input.rolls) await firstRolls(tx, created.id, input.rolls);
      await settleHsnCode(tx, vendorId, created.id, input.hsnCode);
      return created.id;
    });
    this.catalogChanged();
    return vendorFabric(this.db, vendorId, id);
  }

  async update(vendorId: string, id: string, input: z.output<typeof FabricUpdateRequestSchema>): Promise<Fabric> {
    await assertMayEditFabrics(this.db, vendorId);
    await this.db.transaction(async (tx) => {
      // Locked, as checkout locks it before cutting from its rolls.
      const [current] = await tx
        .select({
          ...sellingColumns,
          category: fabrics.category,
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
      if (!current) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
      // A fabric stored under a category no longer on the list keeps it until its vendor picks another.
      if (input.category !== undefined && input.category !== current.category) {
        await assertKnownCategory(tx, input.category);
      }
      const rollsStock = await updateRolls(tx, id, input, current);
      const [updated] = await tx
        .update(fabrics)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
          ...(input.descriptionHi !== undefined && { descriptionHi: input.descriptionHi }),
          ...(input.category !== undefined && { category: input.category }),
          ...(input.price !== undefined && { pricePaise: rupeesToPaise(input.price) }),
          ...(input.image !== undefined && { image: input.image }),
          ...sellingWrite(input, current),
          ...repeatAndShrinkageWrite(input),
          ...attributeColumnValues(input.attributes),
          ...saleWrite(input, current),
          ...(input.remnantDiscount !== undefined && { remnantDiscountPercent: input.remnantDiscount }),
          ...(rollsStock !== undefined && { stock: rollsStock }),
          updatedAt: sql`now()`,
        })
        .where(eq(fabrics.id, id))
        .returning({ id: fabrics.id, name: fabrics.name, paysPaise: currentPricePaise, stock: fabrics.stock });
      if (!updated) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
      await settleHsnCode(tx, vendorId, id, input.hsnCode);
      // Shoppers who saved it hear of a lower price (a sale's included) or its return to stock, with this
      // change or not at all.
      await this.saversNews.changed(
        tx,
        updated,
        { pricePaise: current.paysPaise, stock: current.stock },
        { pricePaise: updated.paysPaise, stock: updated.stock },
      );
      if (input.salePrice !== undefined || input.saleStartsAt !== undefined)
        await this.saversNews.saleScheduled(tx, id);
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
      if (!deleted) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
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

  /**
   * Moves every fabric whose sale started or ended to its new listed price, a batch at a time, and
   * clears the caches if any moved (listed-price.ts). Answers how many moved.
   */
  async sweepListedPrices(): Promise<number> {
    let moved = 0;
    let batch: number;
    do {
      batch = await sweepListedPrices(this.db, LISTED_PRICE_BATCH);
      moved += batch;
    } while (batch === LISTED_PRICE_BATCH);
    if (moved > 0) this.catalogChanged();
    return moved;
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
  if (!row) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  return toFabric(row, true);
}

type RollsRequest = { rolls?: z.output<typeof RollsInputSchema> | undefined; stock?: number | undefined };

/** Refuses rolls on a piece fabric, and a `stock` sent with rolls that is not their sum. */
function assertRollsFit(unit: FabricUnit, rolls: RollsRequest['rolls'], stock: number | undefined): void {
  if (!rolls) return;
  if (unit !== 'per_metre') throw badRequest('ROLLS_NOT_ALLOWED', 'rolls: Only a fabric sold by the metre has rolls.');
  const sumCm = rolls.reduce((sum, roll) => sum + toHundredths(roll.length), 0);
  if (stock !== undefined && toHundredths(stock) !== sumCm) {
    throw badRequest(
      'STOCK_NOT_ROLLS_SUM',
      `stock: Stock must be the sum of the rolls' lengths (${formatMetres(fromHundredths(sumCm))} m).`,
    );
  }
}

/**
 * The rolls an update writes, answering the new stock (centimetres) when they set it: rolls sent
 * replace the fabric's; a fabric turning to metres gets one roll of its stock, one turning to pieces
 * loses its rolls; `stock` alone changes the longest roll (the spec's client). The fabric's row is locked.
 */
async function updateRolls(
  tx: Executor,
  id: string,
  input: RollsRequest & { unit?: FabricUnit | undefined },
  current: { unit: FabricUnit; stock: number },
): Promise<number | undefined> {
  const unit = input.unit ?? current.unit;
  assertRollsFit(unit, input.rolls, input.stock);
  if (input.rolls) return writeRolls(tx, id, input.rolls);
  if (unit !== 'per_metre') {
    // Its rolls, remnants included, go with the metres: the stock sent is counted in pieces.
    if (current.unit === 'per_metre') await clearRolls(tx, id);
    return undefined;
  }
  const stockCm = input.stock === undefined ? current.stock : toHundredths(input.stock);
  if (current.unit !== 'per_metre') return writeRolls(tx, id, [{ length: fromHundredths(stockCm), dyeLot: null }]);
  await changeStockOnRolls(tx, id, current.stock, stockCm);
  return undefined;
}
