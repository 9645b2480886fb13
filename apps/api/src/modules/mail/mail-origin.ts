import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../pages/page-server';

const requestOrigins = new AsyncLocalStorage<string>();

/** Outside any request (a script writing orders), links point at the development server. */
const ORIGIN_OUTSIDE_A_REQUEST = 'http://localhost:3000';

/**
 * Makes each request's store origin (PUBLIC_URL, or the address the request was made to) known to
 * the mails its writes enqueue, so that services enqueue with a one-line call and need no request.
 * The hook hands the rest of the request to `run`, so the handler and its awaits see the origin.
 */
export function registerMailOrigin(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestOrigins.run(siteOrigin(request, publicUrl), done);
  });
}

/** The origin of the request being served, for the links of a mail it enqueues. */
export const currentMailOrigin = (): string => requestOrigins.getStore() ?? ORIGIN_OUTSIDE_A_REQUEST;
