import type { S3Client } from '@aws-sdk/client-s3';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { fabricImageVariants, releasedImageObjects, returnPhotoVariants } from '../../db/schema';
import { type PhotoVariant, VARIANT_CONTENT_TYPES, type VariantFormat } from './photo-pipeline';

/**
 * Which photos: the catalog's, public and served by `/images/`, or shoppers' photos of their returns,
 * private and served only through the return's own route (`return_photo_variants`).
 */
export type PhotoShelf = 'catalog' | 'returns';

/** Each shelf's table of variant rows: their columns share names but for the photo's id. */
const SHELF_TABLES = { catalog: fabricImageVariants, returns: returnPhotoVariants } as const;

/** Writes a photo's variant rows on its shelf; `withBytes` false when the bytes go to S3. */
function insertVariantRows(
  tx: Executor,
  shelf: PhotoShelf,
  ownerId: string,
  variants: PhotoVariant[],
  withBytes: boolean,
) {
  const rows = variants.map(({ bytes, ...variant }) => ({ ...variant, bytes: withBytes ? bytes : null }));
  return shelf === 'catalog'
    ? tx.insert(fabricImageVariants).values(rows.map((row) => ({ imageId: ownerId, ...row })))
    : tx.insert(returnPhotoVariants).values(rows.map((row) => ({ photoId: ownerId, ...row })));
}

/**
 * Where the bytes of photo variants live. The variant rows (which photo, format, width, hash) are
 * always in the database, so the catalog reads a fabric's photos in its own query and a removed
 * photo's URL answers 404 at once; only the bytes move.
 */
export interface VariantStore {
  /** Stores a new photo's variants, inside the transaction that adds the photo: if it fails, the photo is not added. */
  store(tx: Executor, imageId: string, variants: PhotoVariant[], shelf?: PhotoShelf): Promise<void>;
  /** A variant's bytes by the hash and format its URL names, while a photo of the shelf still has it. */
  read(hash: string, format: VariantFormat, shelf?: PhotoShelf): Promise<Buffer | undefined>;
  /** Deletes the bytes no photo has any more (after a photo, a fabric or an account went). */
  sweep(): Promise<void>;
}

/** The default: the bytes in the variant's row, so every API process serving the database serves every image. */
class DatabaseVariantStore implements VariantStore {
  constructor(private readonly db: Database) {}

  async store(tx: Executor, imageId: string, variants: PhotoVariant[], shelf: PhotoShelf = 'catalog') {
    await insertVariantRows(tx, shelf, imageId, variants, true);
  }

  async read(hash: string, format: VariantFormat, shelf: PhotoShelf = 'catalog') {
    const table = SHELF_TABLES[shelf];
    const [variant] = await this.db
      .select({ bytes: table.bytes })
      .from(table)
      .where(and(eq(table.hash, hash), eq(table.format, format)))
      .limit(1);
    return variant?.bytes ?? undefined;
  }

  /** Nothing to do: the rows, bytes and all, went with the photo (on delete cascade). */
  async sweep() {}
}

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The S3 SDK, about 22 MiB of a process's memory once loaded: imported only by a store that uses S3. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** S3's most keys in one DeleteObjects. */
const SWEEP_BATCH = 1000;

const objectKey = (hash: string, format: VariantFormat) => `images/${hash}.${format}`;
const keyOf = (variant: { hash: string; format: VariantFormat }) => objectKey(variant.hash, variant.format);
/** A note's object key, computed in SQL, to match notes by key. */
const releasedKey = sql`'images/' || ${releasedImageObjects.hash} || '.' || ${releasedImageObjects.format}`;

/**
 * The bytes in an S3-compatible object store, one object per distinct variant,
 * named by its hash like its URL. A photo's rows keep `bytes` null; migration 0011's trigger notes
 * each variant row that goes, and `sweep` deletes the objects no row has any more.
 */
class S3VariantStore implements VariantStore {
  /** The SDK and a client of it, loaded as the store is made. */
  private readonly connection: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(
    private readonly db: Database,
    private readonly settings: S3Settings,
  ) {
    this.connection = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        ...(settings.endpoint && { endpoint: settings.endpoint }),
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  async store(tx: Executor, imageId: string, variants: PhotoVariant[], shelf: PhotoShelf = 'catalog') {
    await insertVariantRows(tx, shelf, imageId, variants, false);
    // Bytes released by an earlier photo are wanted again: take back their notes first. A sweep that
    // already holds a note finishes (deleting the object) before this goes on to put it back; one that
    // starts later skips the note this transaction holds.
    await tx.delete(releasedImageObjects).where(inArray(releasedKey, variants.map(keyOf)));
    // Objects before the commit: a failed upload to the store fails the photo, and nothing is added.
    const { sdk, client } = await this.connection;
    await Promise.all(
      variants.map((variant) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.settings.bucket,
            Key: keyOf(variant),
            Body: variant.bytes,
            ContentType: VARIANT_CONTENT_TYPES[variant.format],
            // The bucket is read only through the API, which sets its own headers; a return photo is never public.
            CacheControl: shelf === 'catalog' ? 'public, max-age=31536000, immutable' : 'private, no-store',
          }),
        ),
      ),
    );
  }

  async read(hash: string, format: VariantFormat, shelf: PhotoShelf = 'catalog') {
    const table = SHELF_TABLES[shelf];
    const [known] = await this.db
      .select({ hash: table.hash })
      .from(table)
      .where(and(eq(table.hash, hash), eq(table.format, format)))
      .limit(1);
    if (!known) return undefined;
    const { sdk, client } = await this.connection;
    try {
      const object = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey(hash, format) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return undefined;
      throw error;
    }
  }

  /**
   * Deletes, in batches of up to 1,000 (S3's limit), the objects of released variants that no photo
   * has again; a batch's notes are kept until the store confirms, so a failure is retried next time.
   */
  async sweep() {
    const { sdk, client } = await this.connection;
    for (;;) {
      const deleted = await this.db.transaction(async (tx) => {
        // Objects are named by their bytes' hash alone, so a fabric photo and a return photo may share one.
        const stillShown = Object.values(SHELF_TABLES).map((table) =>
          notExists(
            tx
              .select({ hash: table.hash })
              .from(table)
              .where(and(eq(table.hash, releasedImageObjects.hash), eq(table.format, releasedImageObjects.format))),
          ),
        );
        const rows = await tx
          .select({ hash: releasedImageObjects.hash, format: releasedImageObjects.format })
          .from(releasedImageObjects)
          .where(and(...stillShown))
          .limit(SWEEP_BATCH)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return 0;
        const keys = rows.map(keyOf);
        await tx.delete(releasedImageObjects).where(inArray(releasedKey, keys));
        const answer = await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: this.settings.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (answer.Errors?.length) throw new Error(`S3 refused to delete ${answer.Errors.length} objects`);
        return rows.length;
      });
      if (deleted < SWEEP_BATCH) return;
    }
  }
}

/** The store the settings ask for: the S3 store when `S3_BUCKET` is set, the database otherwise. */
export const createVariantStore = (db: Database, s3: S3Settings | undefined): VariantStore =>
  s3 ? new S3VariantStore(db, s3) : new DatabaseVariantStore(db);
