import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * A real photo for the tests, drawn by sharp: the left half `left`, the right half `right`, so a
 * test can tell which way up it ended.
 */
export async function drawPhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  { width = 800, height = 400, left = '#c00000', right = '#0000c0' } = {},
): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: right } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: left } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** A phone-style JPEG: stored sideways with EXIF orientation 6 (turn 90° clockwise to view), a camera model and GPS position. */
export async function drawPhoneJpeg(): Promise<Buffer> {
  const sideways = await drawPhoto('png', { width: 800, height: 400 });
  return sharp(sideways)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A multipart/form-data request body with one file, as a browser's FormData sends it. */
export function photoUpload(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = `----fabric-store-${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A phone-style HEIC (HEVC): stored sideways with the HEIF rotation and EXIF orientation 6, a camera
 * make and a GPS position. Made once with Debian's heif-enc, since nothing on npm encodes HEVC
 * (fixtures/README.md says how).
 */
export const readPhoneHeic = () => readFile(new URL('./fixtures/phone-upright.heic', import.meta.url));
