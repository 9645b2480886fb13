import {
  type Fabric,
  type FabricAttributesInputSchema,
  type FabricCreateRequestSchema,
  type FabricUpdateRequestSchema,
  rupeesToPaise,
  toHundredths,
  type VendorStatus,
} from '@fabric-store/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { fabrics } from '../../db/schema';
import { assertKnownCategory } from '../categories/service';
import { FABRIC_NOT_FOUND, isLive, selectFabrics, toFabric } from './fabric-row';
import { listedWhen, lockVendorFabrics } from './listing';
import { repeatAndShrinkageWrite } from './repeat-and-shrinkage';
import { currentPricePaise, saleWrite } from './sale-price';
import { sellingColumns, sellingWrite } from './selling';

type FabricAttributesInput = z.output<typeof FabricAttributesInputSchema>;

// The vendor's side of the catalog: their own fabrics, and the fabrics table's part of every write to
// them (their photos are FabricPhotos'). What a write changes in other domains (rolls, carts, savers'
// mails) and the clearing of the catalog's caches once it has committed are the flows' (flows/*-fabric.ts).

/** What a shopper pays for a fabric and how much there is, before and after a vendor's change. */
export interface FabricOffer {
  pricePaise: number;
  /** Hundredths of the unit; 0 is out of stock. */
  stock: number;
}

/** A vendor's fabric as it was when its change locked it. */
export type FabricBeforeChange = Awaited<ReturnType<typeof lockFabricToChange>>;

export async function listVendorFabrics(db: Executor, vendorId: string): Promise<Fabric[]> {
  const rows = await selectFabrics(db)
    .where(and(eq(fabrics.vendorId, vendorId), isLive))
    .orderBy(desc(fabrics.createdAt), desc(fabrics.id));
  return rows.map((row) => toFabric(row, true));
}

/** A vendor's own fabric; another vendor's fabric is reported as not found, never shown. */
export async function vendorFabric(db: Executor, vendorId: string, id: string): Promise<Fabric> {
  const [row] = await selectFabrics(db).where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive));
  if (!row) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  return toFabric(row, true);
}

/**
 * Writes a vendor's new fabric, listed by the storefront's rule for a vendor of `vendorStatus`; its
 * category must be one on the list. Answers its id. The insert gives it one roll of its stock.
 */
export async function insertFabric(
  tx: Executor,
  vendorId: string,
  vendorStatus: VendorStatus,
  input: z.output<typeof FabricCreateRequestSchema>,
): Promise<string> {
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
  return created.id;
}

/**
 * Locks the vendor's fabric for a change, as checkout locks it before cutting from its rolls, and
 * answers it as it is; a new category must be one on the list, while a fabric stored under one no
 * longer listed keeps it until its vendor picks another.
 */
export async function lockFabricToChange(
  tx: Executor,
  vendorId: string,
  id: string,
  input: z.output<typeof FabricUpdateRequestSchema>,
) {
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
  if (input.category !== undefined && input.category !== current.category) {
    await assertKnownCategory(tx, input.category);
  }
  return current;
}

/**
 * Writes a vendor's change to its locked fabric (`stockCm` when its rolls set the stock); answers
 * what a shopper now pays and how much there is.
 */
export async function writeFabricChange(
  tx: Executor,
  id: string,
  input: z.output<typeof FabricUpdateRequestSchema>,
  current: FabricBeforeChange,
  stockCm: number | undefined,
): Promise<{ id: string; name: string; paysPaise: number; stock: number }> {
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
      ...(stockCm !== undefined && { stock: stockCm }),
      updatedAt: sql`now()`,
    })
    .where(eq(fabrics.id, id))
    .returning({ id: fabrics.id, name: fabrics.name, paysPaise: currentPricePaise, stock: fabrics.stock });
  if (!updated) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  return updated;
}

/** Takes a vendor's fabric out of the catalog; past orders keep their own copy of its name and price. */
export async function withdrawFabric(tx: Executor, vendorId: string, id: string): Promise<void> {
  const [deleted] = await tx
    .update(fabrics)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(fabrics.id, id), eq(fabrics.vendorId, vendorId), isLive))
    .returning({ id: fabrics.id });
  if (!deleted) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
}

/** Takes every fabric of a vendor out of the catalog; answers how many were in it. */
export async function withdrawVendorFabrics(tx: Executor, vendorId: string): Promise<number> {
  await lockVendorFabrics(tx, vendorId);
  const removed = await tx
    .update(fabrics)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(fabrics.vendorId, vendorId), isLive))
    .returning({ id: fabrics.id });
  return removed.length;
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
