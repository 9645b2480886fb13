import { type FabricImage, MAX_FABRIC_PHOTOS } from '@fabric-store/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { fabricImages, fabrics } from '../../db/schema';
import { assertMayEditFabrics } from '../vendors/standing';
import { type ProcessedPhoto, processPhoto, type VariantFormat } from './photo-pipeline';
import type { VariantStore } from './variant-store';

const FABRIC_NOT_FOUND = 'Product not found.';
const PHOTO_NOT_FOUND = 'Photo not found.';

/** A photo as the catalog's queries read it (`fabricImagesColumn`), before it is given URLs. */
export interface StoredImage {
  id: string;
  width: number;
  height: number;
  alt: string;
  variants: { format: VariantFormat; width: number; hash: string }[];
}

/**
 * A fabric's photos, the cover first, as one JSON value per fabric row: the catalog's queries add it
 * as a column, so a page of fabrics and their photos is still one statement.
 */
export const fabricImagesColumn = sql<StoredImage[]>`coalesce((select json_agg(json_build_object(
    'id', i.id, 'width', i.width, 'height', i.height, 'alt', i.alt,
    'variants', (select json_agg(json_build_object('format', v.format, 'width', v.width, 'hash', v.hash) order by v.format, v.width)
      from fabric_image_variants v where v.image_id = i.id)) order by i.position)
  from fabric_images i where i.fabric_id = ${fabrics.id}), '[]'::json)`;

export const variantUrl = (variant: { hash: string; format: VariantFormat }) =>
  `/images/${variant.hash}.${variant.format}`;

const srcsetOf = (image: StoredImage, format: VariantFormat) =>
  image.variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variantUrl(variant)} ${variant.width}w`)
    .join(', ');

/** A photo with its URLs; `describedAs` is its alt text when the vendor gave none (the fabric's name). */
export function toFabricImage(image: StoredImage, describedAs = ''): FabricImage {
  const webp = image.variants.filter((variant) => variant.format === 'webp');
  const largest = webp.at(-1);
  return {
    _id: image.id,
    url: largest ? variantUrl(largest) : '',
    width: image.width,
    height: image.height,
    srcset: srcsetOf(image, 'webp'),
    avifSrcset: srcsetOf(image, 'avif'),
    alt: image.alt || describedAs,
  };
}

/** Locks a vendor's live fabric for the rest of the transaction; another vendor's fabric is not found. */
async function lockOwnedFabric(tx: Executor, vendorId: string, fabricId: string): Promise<void> {
  const [row] = await tx
    .select({ id: fabrics.id })
    .from(fabrics)
    .where(and(eq(fabrics.id, fabricId), eq(fabrics.vendorId, vendorId), isNull(fabrics.deletedAt)))
    .for('update');
  if (!row) throw notFound('FABRIC_NOT_FOUND', FABRIC_NOT_FOUND);
  // Photos change the fabric: refused, like any edit, while the operator has suspended or rejected the vendor.
  await assertMayEditFabrics(tx, vendorId);
}

const photoIdsOf = async (tx: Executor, fabricId: string) =>
  (
    await tx
      .select({ id: fabricImages.id })
      .from(fabricImages)
      .where(eq(fabricImages.fabricId, fabricId))
      .orderBy(asc(fabricImages.position))
  ).map((row) => row.id);

/** Writes a decoded photo at `position` with its variants, inside the caller's transaction. */
export async function storePhoto(
  tx: Executor,
  store: VariantStore,
  fabricId: string,
  position: number,
  photo: ProcessedPhoto,
  alt = '',
): Promise<FabricImage> {
  const [image] = await tx
    .insert(fabricImages)
    .values({ fabricId, position, width: photo.width, height: photo.height, alt })
    .returning({ id: fabricImages.id });
  if (!image) throw new Error('insert returned no row');
  await store.store(tx, image.id, photo.variants);
  return toFabricImage({
    id: image.id,
    width: photo.width,
    height: photo.height,
    alt,
    variants: [...photo.variants].sort((a, b) => a.width - b.width),
  });
}

/**
 * A vendor's photos of their own fabrics. Each change calls `catalogChanged` once it has committed,
 * so the caches that show the catalog and its photos are cleared here, below the routes.
 */
export class FabricPhotos {
  constructor(
    private readonly db: Database,
    private readonly store: VariantStore,
    private readonly catalogChanged: () => void,
  ) {}

  /**
   * Adds a photo after the fabric's others. Ownership is checked before the photo is decoded, so no
   * CPU is spent on another vendor's fabric, and again under the fabric's lock with the count, so two
   * uploads at once cannot make a ninth photo.
   */
  async add(vendorId: string, fabricId: string, upload: Buffer): Promise<FabricImage> {
    await this.db.transaction((tx) => lockOwnedFabric(tx, vendorId, fabricId));
    const photo = await processPhoto(upload);
    const image = await this.db.transaction(async (tx) => {
      await lockOwnedFabric(tx, vendorId, fabricId);
      const existing = await photoIdsOf(tx, fabricId);
      if (existing.length >= MAX_FABRIC_PHOTOS)
        throw conflict(
          'TOO_MANY_PHOTOS',
          `A fabric has at most ${MAX_FABRIC_PHOTOS} photos. Remove one before adding another.`,
        );
      return storePhoto(tx, this.store, fabricId, existing.length, photo);
    });
    this.catalogChanged();
    return image;
  }

  /** Removes a photo and its variants; the photos after it move up, so the first is still the cover. */
  async remove(vendorId: string, fabricId: string, imageId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockOwnedFabric(tx, vendorId, fabricId);
      const [removed] = await tx
        .delete(fabricImages)
        .where(and(eq(fabricImages.id, imageId), eq(fabricImages.fabricId, fabricId)))
        .returning({ id: fabricImages.id });
      if (!removed) throw notFound('PHOTO_NOT_FOUND', PHOTO_NOT_FOUND);
      await renumber(tx, await photoIdsOf(tx, fabricId));
    });
    this.catalogChanged();
    await this.store.sweep();
  }

  /** Puts a fabric's photos in the order given, which must name each of them once; the first becomes the cover. */
  async reorder(vendorId: string, fabricId: string, order: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockOwnedFabric(tx, vendorId, fabricId);
      const existing = await photoIdsOf(tx, fabricId);
      const sameSet = order.length === existing.length && new Set(order).size === order.length;
      if (!sameSet || !order.every((id) => existing.includes(id)))
        throw badRequest('PHOTO_ORDER_INVALID', "order must list each of the fabric's photos exactly once.");
      await renumber(tx, order);
    });
    this.catalogChanged();
  }
}

async function renumber(tx: Executor, ids: string[]) {
  for (const [position, id] of ids.entries())
    await tx.update(fabricImages).set({ position }).where(eq(fabricImages.id, id));
}
