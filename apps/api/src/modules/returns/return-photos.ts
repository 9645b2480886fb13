// A shopper's photos of a return, added with the request or later while it is open: decoded and stored by the
// fabric photos' pipeline and store, on the private shelf, and served only to the return's shopper,
// the part's vendor and the operator.
import { MAX_RETURN_PHOTOS, RETURN_PHOTO_STATUSES, type Return, type ReturnStatus } from '@fabric-store/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { returnPhotos, returns } from '../../db/schema';
import { parseVariantFile, processPhoto, type VariantFormat } from '../fabric-images/photo-pipeline';
import type { VariantStore } from '../fabric-images/variant-store';
import { RETURN_NOT_FOUND, readReturn } from './return-reads';

const PHOTO_NOT_FOUND = 'No such photo.';

/**
 * The shopper's return, locked when in a transaction, refused unless photos may still be added to it:
 * 404 when it is not theirs, 409 when it is past the statuses that take photos or already has them all.
 */
async function assertTakesPhoto(tx: Executor, shopperId: string, returnId: string, lock: boolean): Promise<number> {
  const [row] = await queryRows<{ status: ReturnStatus; photos: number }>(
    tx,
    sql`select r.status, (select count(*)::int from return_photos p where p.return_id = r.id) as photos
      from returns r where r.id = ${returnId} and r.customer_id = ${shopperId} ${lock ? sql`for update of r` : sql``}`,
  );
  if (!row) throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND);
  if (!RETURN_PHOTO_STATUSES.includes(row.status)) {
    throw conflict(
      'MOVE_NOT_ALLOWED',
      `This return is ${row.status}: photos can be added only while it is ${RETURN_PHOTO_STATUSES.slice(0, -1).join(', ')} or ${RETURN_PHOTO_STATUSES.at(-1)}.`,
    );
  }
  if (row.photos >= MAX_RETURN_PHOTOS) {
    throw conflict('TOO_MANY_PHOTOS', `A return has at most ${MAX_RETURN_PHOTOS} photos.`);
  }
  return row.photos;
}

/**
 * Adds a photo to the shopper's open return (201 with the return). Checked before the photo is
 * decoded, so no CPU is spent on a refused upload, and again under the return's lock with the count,
 * so two uploads at once cannot make a fourth photo.
 */
export async function addReturnPhoto(
  db: Database,
  store: VariantStore,
  shopper: Caller,
  returnId: string,
  upload: Buffer,
): Promise<Return> {
  await assertTakesPhoto(db, shopper.id, returnId, false);
  const photo = await processPhoto(upload);
  return db.transaction(async (tx) => {
    const position = await assertTakesPhoto(tx, shopper.id, returnId, true);
    const [added] = await tx
      .insert(returnPhotos)
      .values({ returnId, position, width: photo.width, height: photo.height })
      .returning({ id: returnPhotos.id });
    if (!added) throw new Error('insert returned no row');
    await store.store(tx, added.id, photo.variants, 'returns');
    return readReturn(tx, returnId, 'shopper');
  });
}

/**
 * The bytes of one of a return's photos, for its shopper, the part's vendor or the operator; anyone
 * else, and a file no photo of this return has, is answered 404 alike, so nothing tells them apart.
 */
export async function readReturnPhoto(
  db: Database,
  store: VariantStore,
  caller: Caller,
  returnId: string,
  file: string,
): Promise<{ bytes: Buffer; format: VariantFormat; hash: string }> {
  const variant = parseVariantFile(file);
  if (!variant) throw notFound('PHOTO_NOT_FOUND', PHOTO_NOT_FOUND);
  const { hash, format } = variant;
  const reader =
    caller.role === 'admin' ? sql`true` : sql`(r.customer_id = ${caller.id} or r.vendor_id = ${caller.id})`;
  const [seen] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from returns r join return_photos p on p.return_id = r.id
        join return_photo_variants v on v.photo_id = p.id
      where r.id = ${returnId} and ${reader} and v.hash = ${hash} and v.format = ${format} limit 1`,
  );
  const bytes = seen ? await store.read(hash, format, 'returns') : undefined;
  if (!bytes) throw notFound('PHOTO_NOT_FOUND', PHOTO_NOT_FOUND);
  return { bytes, format, hash };
}

/** Deletes every photo of a shopper's returns, with the account: their variants go with them (on delete cascade). */
export async function removeReturnPhotosOf(tx: Executor, shopperId: string): Promise<void> {
  const theirs = tx.select({ id: returns.id }).from(returns).where(eq(returns.customerId, shopperId));
  await tx.delete(returnPhotos).where(inArray(returnPhotos.returnId, theirs));
}
