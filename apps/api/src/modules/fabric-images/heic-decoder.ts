import { Worker } from 'node:worker_threads';

/** HEIF brands whose images are HEVC-coded (HEIC); AVIF's brands (`avif`, `avis`) are left to sharp. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const AV1_BRANDS = new Set(['avif', 'avis']);

/**
 * Whether a file is HEIC by its content: an ISO BMFF `ftyp` box first, whose major or compatible
 * brands name HEVC and not AV1. A phone's `.heic` has major brand `heic` (or `mif1` with `heic` compatible).
 */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => HEVC_BRANDS.has(brand)) && !brands.some((brand) => AV1_BRANDS.has(brand));
}

/** The messages of heic-decode-worker.mjs. */
export interface HeicDecodeRequest {
  id: number;
  bytes: Uint8Array;
  maxPixels: number;
}

export type HeicDecodeReply =
  | { id: number; outcome: 'decoded'; width: number; height: number; hasAlpha: boolean; rgba: Uint8ClampedArray }
  | { id: number; outcome: 'unreadable' | 'too-many-pixels' };

export type DecodedHeic = Extract<HeicDecodeReply, { outcome: 'decoded' }>;

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, (reply: HeicDecodeReply) => void>();

/** The process's one decoding thread, started on the first HEIC and kept (it holds the loaded decoder). */
function decodingThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./heic-decode-worker.mjs', import.meta.url), { execArgv: [] });
  started.unref();
  started.on('message', (reply: HeicDecodeReply) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  // A thread that dies (out of memory on a hostile file) fails what it held; the next HEIC starts another.
  started.on('error', () => undefined);
  started.on('exit', () => {
    if (worker === started) worker = undefined;
    for (const [id, answer] of waiting) answer({ id, outcome: 'unreadable' });
    waiting.clear();
  });
  worker = started;
  return started;
}

/**
 * Decodes a HEIC photo's primary image to upright RGBA pixels, on the decoding thread. Refuses a
 * photo over `maxPixels` from its header, before decoding it.
 */
export function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicDecodeReply> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    decodingThread().postMessage({ id, bytes, maxPixels } satisfies HeicDecodeRequest);
  });
}
