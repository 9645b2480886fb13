import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies under 1 KiB are sent as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses every answer the browser accepts compressed (Brotli, else gzip) that is not compressed
 * already. Quality 4 keeps Brotli's CPU cost near gzip's while still beating it on size.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * A serialised answer and its headers: built for one request, or kept and sent to many (a catalog
 * page, the facet counts, a rendered page).
 */
export interface ReadyAnswer {
  body: string;
  headers: Record<string, string>;
}

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encoders: Record<Encoding, (body: string) => Promise<Buffer>> = {
  // Made once for many visitors, so a quality above the per-answer 4 pays: 1–4% fewer bytes.
  br: (body) =>
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
    }),
  gzip: (body) => gzipped(body),
};

const encodingNegotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });
/** As @fastify/compress reads the header: `*` and `x-gzip` mean gzip. */
const GZIP_ALIASES = /\*|x-gzip/gu;

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  return header ? encodingNegotiator.negotiate(header.toLowerCase().replace(GZIP_ALIASES, 'gzip')) : null;
}

/** Each kept answer's compressed forms, made the first time a browser asks for one. */
const compressedForms = new WeakMap<ReadyAnswer, Map<Encoding, Promise<Buffer>>>();

function compressedOnce(answer: ReadyAnswer, encoding: Encoding): Promise<Buffer> {
  let forms = compressedForms.get(answer);
  if (!forms) {
    forms = new Map();
    compressedForms.set(answer, forms);
  }
  const kept = forms.get(encoding);
  if (kept) return kept;
  const bytes = encoders[encoding](answer.body);
  forms.set(encoding, bytes);
  // A failure answers this request with 500 but is not kept: the next request tries again.
  bytes.catch(() => forms.delete(encoding));
  return bytes;
}

/** Sends an answer built for this request alone; the plugin compresses it as it goes out. */
export function sendBuiltAnswer(reply: FastifyReply, answer: ReadyAnswer): FastifyReply {
  // Already serialised: a string body skips the serializer and goes out as it is.
  return reply.headers(answer.headers).send(answer.body as never);
}

/**
 * Sends a kept answer, compressed as the browser accepts it. The compressed bytes are made once per
 * answer, off the event loop, and kept with it: compressing the catalog's first page on every
 * request cost a browser's request five times what the rest of it did.
 */
export async function sendKeptAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer,
): Promise<FastifyReply> {
  // A body this long in characters is at least as long in bytes.
  const encoding = answer.body.length >= THRESHOLD_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return sendBuiltAnswer(reply, answer);
  reply.headers(answer.headers);
  const bytes = await compressedOnce(answer, encoding);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).send(bytes as never);
}
