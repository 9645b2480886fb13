import { AsyncLocalStorage } from 'node:async_hooks';

const requestOrigins = new AsyncLocalStorage<string>();

/**
 * Runs the rest of a request with its own origin (the address it was made to) known to the mails its
 * writes enqueue, for a store without PUBLIC_URL, so that services enqueue with a one-line call and need
 * no request. Only such a store pays for it: on Node 20 a store of context slows every promise after.
 */
export const withMailOrigin = (origin: string, rest: () => void): void => requestOrigins.run(origin, rest);

/** The origin of the request being served, if the store carries one; null outside a request. */
export const currentMailOrigin = (): string | null => requestOrigins.getStore() ?? null;
