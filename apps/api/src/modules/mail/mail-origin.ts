import { AsyncLocalStorage } from 'node:async_hooks';

const requestOrigins = new AsyncLocalStorage<string>();

/** Outside any request (a script writing orders), links point at the development server. */
const ORIGIN_OUTSIDE_A_REQUEST = 'http://localhost:3000';

/**
 * Runs the rest of a request with its store origin (PUBLIC_URL, or the address the request was made
 * to) known to the mails its writes enqueue, so that services enqueue with a one-line call and need
 * no request.
 */
export const withMailOrigin = (origin: string, rest: () => void): void => requestOrigins.run(origin, rest);

/** The origin of the request being served, for the links of a mail it enqueues. */
export const currentMailOrigin = (): string => requestOrigins.getStore() ?? ORIGIN_OUTSIDE_A_REQUEST;
