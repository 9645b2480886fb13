import { ERROR_CODES } from '@fabric-store/shared';
import type { FastifyInstance } from 'fastify';

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * Watches every JSON error answer the app sends in a test: each must carry a `code` from the shared
 * list beside its `message`. What it finds is thrown when the test file closes its app, so a route
 * that answers an error without a code fails the file that saw it.
 */
export function watchErrorAnswers(app: FastifyInstance): () => void {
  const codeless: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const json = String(reply.getHeader('content-type') ?? '').includes('application/json');
    if (reply.statusCode < 400 || !json || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { message?: unknown; code?: unknown };
    if (typeof body.code !== 'string' || !KNOWN_CODES.has(body.code)) {
      codeless.push(`${request.method} ${request.url} → ${reply.statusCode} ${payload.slice(0, 160)}`);
    }
    return payload;
  });
  return () => {
    if (codeless.length > 0) throw new Error(`Error answers without a known code:\n${codeless.join('\n')}`);
  };
}
