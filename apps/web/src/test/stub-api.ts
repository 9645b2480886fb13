import { vi } from 'vitest';

/** A request the screen sent, as a test reads it. */
export interface StubRequest {
  method: string;
  /** The path without the query, as the routes are keyed. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
}

/**
 * What a route answers: a JSON body (sent with 200), or a function of the request returning a body
 * or a whole `Response` (`Response.json(body, { status, headers })`) for another status or headers.
 */
export type StubRoute = object | string | number | boolean | null | StubHandler;

export type StubHandler = (request: StubRequest) => unknown;

/**
 * Routes keyed `'/api/cart'` (any method) or `'DELETE /api/cart/clear'`; a segment `:name` matches
 * any one segment, and `'*'` answers whatever no other route does (a 404 `{ message }` without it).
 */
export type StubRoutes = Record<string, StubRoute>;

function matchesPath(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length && want.every((segment, index) => segment.startsWith(':') || segment === got[index])
  );
}

function findRoute(routes: StubRoutes, method: string, path: string): StubRoute | undefined {
  const keys = Object.keys(routes);
  const key =
    keys.find((candidate) => candidate === `${method} ${path}`) ??
    keys.find((candidate) => candidate === path) ??
    keys.find(
      (candidate) => candidate.startsWith(`${method} /`) && matchesPath(candidate.slice(method.length + 1), path),
    ) ??
    keys.find((candidate) => candidate.startsWith('/') && matchesPath(candidate, path)) ??
    (keys.includes('*') ? '*' : undefined);
  return key === undefined ? undefined : routes[key];
}

/**
 * The one way web tests fake the API: replaces fetch with answers per route and records every
 * request. Returns the fetch mock, with `requests` parsed for the test to read.
 */
export function stubApi(routes: StubRoutes) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://store.test');
    const request: StubRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const route = findRoute(routes, request.method, request.path);
    if (route === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    const answer = typeof route === 'function' ? await route(request) : route;
    if (answer instanceof Response) return answer;
    return answer === undefined ? new Response(null, { status: 204 }) : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, { requests });
}
