import sharp from 'sharp';
import type { SeededCatalog } from './seed-catalog';

/** Uploads timed, one after another, to one fabric (a fabric holds at most 8 photos). */
const UPLOADS = 3;

export interface PhotoUploadTiming {
  /** Seconds per upload, request to answer: the 15 MB-bounded body read, decode, 6 variants, storage. */
  seconds: number[];
  /** The last upload's 640 px WebP, for the serving scenario. */
  variantPath: string;
}

/**
 * A 12-megapixel (4,000 × 3,000) JPEG at quality 90 with a photo's grain: blurred noise, which no
 * encoder can shrink to nothing, so decoding and encoding work as on a camera's picture.
 */
export async function drawTwelveMegapixelPhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(noise).blur(1.5).jpeg({ quality: 90 }).toBuffer();
}

/** Uploads the photo through the API as a vendor's browser would, timing each upload from request to answer. */
export async function timePhotoUploads(base: string, owner: SeededCatalog['photoOwner']): Promise<PhotoUploadTiming> {
  const photo = await drawTwelveMegapixelPhoto();
  const seconds: number[] = [];
  let variantPath = '';
  for (let upload = 0; upload < UPLOADS; upload++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/fabrics/vendor/fabrics/${owner.fabricId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const answer = (await response.json()) as { srcset?: string; message?: string };
    seconds.push((performance.now() - started) / 1000);
    if (response.status !== 201) throw new Error(`photo upload answered ${response.status}: ${answer.message}`);
    const entry = answer.srcset?.split(', ').find((candidate) => candidate.endsWith(' 640w'));
    variantPath = entry?.split(' ')[0] ?? '';
  }
  if (!variantPath) throw new Error('the uploaded photo has no 640 px WebP');
  return { seconds, variantPath };
}
