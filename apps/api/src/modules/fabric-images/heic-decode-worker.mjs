// @ts-check
/**
 * Decodes HEIC photos off the main thread: libheif compiled to WebAssembly takes about a second of
 * CPU for a 12-megapixel photo, which on the main thread would stall every other request of the
 * process. One message in, one out: the primary image's pixels as RGBA, turned as its HEIF
 * transformations (`irot`, `imir`) say, or the reason it cannot be. Plain JavaScript, because a
 * worker thread does not inherit the TypeScript loader the API runs with; heic-decoder.ts types its messages.
 */
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

// The bundle with the WebAssembly inlined: nothing is fetched or read at run time.
const libheif = createRequire(import.meta.url)('libheif-js/wasm-bundle');

/** @param {{ id: number, bytes: Uint8Array, maxPixels: number }} request */
async function decode({ id, bytes, maxPixels }) {
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(bytes);
  try {
    const primary = images.find((/** @type {any} */ image) => image.is_primary()) ?? images[0];
    if (!primary) return { id, outcome: 'unreadable' };
    // Width and height after the HEIF transformations, read from the header before a pixel is decoded.
    const width = primary.get_width();
    const height = primary.get_height();
    if (width * height > maxPixels) return { id, outcome: 'too-many-pixels' };
    /** @type {{ data: Uint8ClampedArray } | null} */
    const decoded = await new Promise((resolve) =>
      primary.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, resolve),
    );
    if (!decoded) return { id, outcome: 'unreadable' };
    return { id, outcome: 'decoded', width, height, hasAlpha: primary.has_alpha_channel(), rgba: decoded.data };
  } finally {
    for (const image of images) image.free();
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder);
  }
}

parentPort?.on('message', async (request) => {
  const reply = await decode(request).catch(() => ({ id: request.id, outcome: 'unreadable' }));
  parentPort?.postMessage(reply, reply.rgba ? [reply.rgba.buffer] : []);
});
