import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { fabrics } from './catalog';
import { createdAt } from './columns';
import { returns } from './returns';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A vendor's photo of a fabric, in the order the vendor gave (position 0 is the cover). Its pixels
 * live in `fabric_image_variants`; both go when the photo, the fabric or the vendor's account goes
 * (the soft deletes by the trigger of migration 0008).
 */
export const fabricImages = pgTable(
  'fabric_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fabricId: uuid('fabric_id')
      .notNull()
      .references(() => fabrics.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The size of the largest stored variant, upright: the page reserves its aspect ratio. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('fabric_images_fabric_idx').on(table.fabricId, table.position)],
);

/**
 * One stored rendition of a photo: a width in one format. `hash` (of the bytes) names it in its
 * URL, so a URL never changes meaning and browsers may keep it for a year.
 */
export const fabricImageVariants = pgTable(
  'fabric_image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => fabricImages.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    width: integer('width').notNull(),
    hash: text('hash').notNull(),
    /** The variant's bytes, or null when they live in the S3 store (`S3_*` settings). */
    bytes: bytea('bytes'),
  },
  (table) => [
    primaryKey({ columns: [table.imageId, table.format, table.width] }),
    index('fabric_image_variants_hash_idx').on(table.hash),
  ],
);

/**
 * Variants whose bytes were in the S3 store when their row went (a photo, fabric or account
 * deleted): the trigger of migration 0011 notes them, and the S3 store deletes each object once no
 * photo has that hash any more.
 */
export const releasedImageObjects = pgTable(
  'released_image_objects',
  {
    hash: text('hash').notNull(),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    releasedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.format] })],
);

/**
 * A shopper's photo of a return (what arrived damaged, or not as described), in the order added.
 * Private: never served by `/images/`, only through the return's own route to its shopper, vendor
 * and the operator. Its pixels live in `return_photo_variants`, stored like a fabric photo's.
 */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('return_photos_return_idx').on(table.returnId, table.position)],
);

/** One stored rendition of a return photo, as `fabric_image_variants` is of a fabric's. */
export const returnPhotoVariants = pgTable(
  'return_photo_variants',
  {
    photoId: uuid('photo_id')
      .notNull()
      .references(() => returnPhotos.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['webp', 'avif'] }).notNull(),
    width: integer('width').notNull(),
    hash: text('hash').notNull(),
    /** The variant's bytes, or null when they live in the S3 store (`S3_*` settings). */
    bytes: bytea('bytes'),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.format, table.width] }),
    index('return_photo_variants_hash_idx').on(table.hash),
  ],
);
