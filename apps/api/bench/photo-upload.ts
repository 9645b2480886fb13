import sharp from 'sharp';
import type { Seeded } from './seed';

/**
 * A 12-megapixel (4,000 × 3,000) JPEG at quality 90 with a photo's grain (blurred noise, which no
 * encoder can shrink to nothing), so that decoding and encoding work as on a camera's picture.
 */
async function drawTwelveMegapixelPhoto(): Promise<Buffer> {
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

/** Seconds per upload, request to answer (body read, decode, six variants, stored), three one after another. */
export async function timePhotoUploads(base: string, owner: Seeded['photoOwner']): Promise<number[]> {
  const photo = await drawTwelveMegapixelPhoto();
  const seconds: number[] = [];
  for (let upload = 0; upload < 3; upload++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
    const started = performance.now();
    const response = await fetch(`${base}/api/fabrics/vendor/fabrics/${owner.fabricId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    await response.arrayBuffer();
    seconds.push((performance.now() - started) / 1000);
    if (response.status !== 201) throw new Error(`the photo upload answered ${response.status}`);
  }
  return seconds;
}
