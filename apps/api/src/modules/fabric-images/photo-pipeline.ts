import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError, badRequest } from '../../core/errors';
import { decodeHeic, isHeic } from './heic-decoder';

/** Widths stored of every photo (never upscaled): a phone card, a desktop card or phone page, a wide page or zoom. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;

export type VariantFormat = 'webp' | 'avif';

export interface PhotoVariant {
  format: VariantFormat;
  width: number;
  /** The first 32 hex digits of the bytes' SHA-256: the variant's name in its URL. */
  hash: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  /** The largest variant's size, upright. */
  width: number;
  height: number;
  variants: PhotoVariant[];
}

const ACCEPTED = 'JPEG, PNG, WebP, AVIF or HEIC';
const unsupported = () =>
  new AppError(415, 'PHOTO_UNSUPPORTED', `This file is not a photo the store can read. Upload a ${ACCEPTED} file.`);
const tooManyPixels = () =>
  new AppError(
    413,
    'PHOTO_TOO_LARGE',
    `The photo has more than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Upload a smaller photo.`,
  );
const unreadable = () =>
  new AppError(422, 'PHOTO_DAMAGED', 'The photo could not be read: the file is damaged or cut short. Upload it again.');

/** A photo decoded upright to sRGB pixels at most the largest variant's width. */
interface UprightPixels {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Checks an upload by its content and turns it into the stored variants. The file's name and
 * declared type are never consulted: only the decoders' reading of its bytes. The header is read
 * first, so a decompression bomb is refused before a pixel is decoded; the photo is then decoded once
 * (turned upright, converted to sRGB) to raw pixels at the largest width, and every variant is
 * encoded from those pixels, so no EXIF, GPS, XMP or ICC data can reach a variant.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length === 0) throw badRequest('PHOTO_EMPTY', 'The file is empty. Choose a photo to upload.');
  const upright = isHeic(input) ? await decodeHeicUpright(input) : await decodeUpright(input);
  const { width, height, channels } = upright.info;
  const raw = { width, height, channels };
  const widths = [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))];

  const variants = await Promise.all(
    widths.flatMap((variantWidth) =>
      (['webp', 'avif'] as const).map(async (format): Promise<PhotoVariant> => {
        const resized = sharp(upright.data, { raw }).resize({ width: variantWidth });
        // AVIF effort 2: a fraction of the default's time for a few percent in size, on a 2-core server.
        const encoded = format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 50, effort: 2 });
        const bytes = await encoded.toBuffer();
        return { format, width: variantWidth, hash: hashOf(bytes), bytes };
      }),
    ),
  );
  return { width, height, variants };
}

const toLargestWidth = (image: Sharp) =>
  image
    .resize({ width: Math.max(...PHOTO_WIDTHS), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw();

/** JPEG, PNG, WebP and AVIF through sharp, turned upright by the EXIF orientation. */
async function decodeUpright(input: Buffer): Promise<UprightPixels> {
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported();
    });
  if (!isAcceptedFormat(metadata)) throw unsupported();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw tooManyPixels();
  return toLargestWidth(sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' }).rotate())
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
    });
}

/**
 * HEIC (HEIF with HEVC), which sharp's prebuilt libvips cannot decode, through libheif in
 * WebAssembly, which installs from npm with no native build (sharp's prebuilt libvips reads HEIF
 * only with AV1). libheif turns the image as the HEIF's own `irot`/`imir` say, which is
 * what a phone writes; an EXIF orientation inside a HEIF is not applied again, as HEIF readers do.
 */
async function decodeHeicUpright(input: Buffer): Promise<UprightPixels> {
  const decoded = await decodeHeic(input, MAX_PHOTO_PIXELS);
  if (decoded.outcome === 'too-many-pixels') throw tooManyPixels();
  if (decoded.outcome !== 'decoded') throw unreadable();
  const { width, height, hasAlpha, rgba } = decoded;
  const pixels = sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), {
    raw: { width, height, channels: 4 },
  });
  return toLargestWidth(hasAlpha ? pixels : pixels.removeAlpha()).toBuffer({ resolveWithObject: true });
}

/** JPEG, PNG and WebP, and AVIF (HEIF with AV1); HEIC is recognised before sharp is asked. */
function isAcceptedFormat(metadata: Metadata): metadata is Metadata & { width: number; height: number } {
  if (!metadata.width || !metadata.height) return false;
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return true;
  return metadata.format === 'heif' && metadata.compression === 'av1';
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

const VARIANT_FILE_PATTERN = /^([0-9a-f]{32})\.(webp|avif)$/;

/** The hash and format a variant's file name (`{hash}.{format}`, as its URL ends) names; undefined for any other name. */
export function parseVariantFile(file: string): { hash: string; format: VariantFormat } | undefined {
  const match = VARIANT_FILE_PATTERN.exec(file);
  if (!match?.[1]) return undefined;
  return { hash: match[1], format: match[2] === 'avif' ? 'avif' : 'webp' };
}
