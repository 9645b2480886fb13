import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import sharp from 'sharp';
import { type ProcessedPhoto, processPhoto } from '../modules/fabric-images/photo-pipeline';

/**
 * Where the demo photos drawn on this machine are kept, by what drew them. A new store's first start
 * encodes some 200 WebP and AVIF renditions (about 20 s of CPU); a second new store (a test run, a
 * fresh DATA_DIR) reads them back. The key is the drawing, the pipeline's own code and sharp's
 * versions, so a change to any of them draws afresh.
 */
export const DRAWN_PHOTOS_DIR = path.join(os.tmpdir(), 'fabric-store-drawn-photos');

const keyOf = (svg: string) =>
  createHash('sha256').update(svg).update(processPhoto.toString()).update(JSON.stringify(sharp.versions)).digest('hex');

async function keptPhoto(file: string): Promise<ProcessedPhoto | undefined> {
  try {
    return deserialize(await readFile(file)) as ProcessedPhoto;
  } catch {
    return undefined;
  }
}

/** Keeps a drawn photo; one that cannot be kept (a read-only temporary folder) is drawn again next time. */
async function keepPhoto(file: string, photo: ProcessedPhoto): Promise<void> {
  // Written whole under another name first, so a process reading at the same moment never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(partial, serialize(photo));
    await rename(partial, file);
  } catch {
    // Only the time of a later first start is lost.
  }
}

/** The demo photo an SVG drawing makes, through the upload pipeline, or as drawn before on this machine. */
export async function drawnPhoto(svg: string, folder = DRAWN_PHOTOS_DIR): Promise<ProcessedPhoto> {
  const file = path.join(folder, `${keyOf(svg)}.photo`);
  const kept = await keptPhoto(file);
  if (kept) return kept;
  const photo = await processPhoto(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
  await keepPhoto(file, photo);
  return photo;
}
