import type { Fabric } from '@fabric-store/shared';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import {
  addFabric,
  createTestApp,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../test-support/test-app';

/**
 * Sends generated requests to every route: valid shapes with one part broken, random JSON, broken
 * JSON, odd ids and odd callers. Nothing may answer 5xx, every error must carry a message, and a
 * refused write must leave the database exactly as it was. FUZZ_RUNS sets how many: 300 per database in `npm test` and `.ci/run`, more for a deeper run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

let ctx: TestContext;
let callers: Record<'visitor' | 'customer' | 'otherCustomer' | 'vendor' | 'otherVendor', Record<string, string>>;
let fabric: Fabric;
let orderId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const [customer, otherCustomer, vendor, otherVendor] = await Promise.all([
    signUp(ctx.app),
    signUp(ctx.app),
    signUp(ctx.app, 'vendor'),
    signUp(ctx.app, 'vendor'),
  ]);
  fabric = await addFabric(ctx.app, vendor, { stock: 1_000_000 });
  const order = await placeOrder(ctx.app, customer, [{ fabric_id: fabric._id, quantity: 1 }]);
  orderId = order._id;
  const headersOf = (user: TestUser) => user.headers;
  callers = {
    visitor: {},
    customer: headersOf(customer),
    otherCustomer: headersOf(otherCustomer),
    vendor: headersOf(vendor),
    otherVendor: headersOf(otherVendor),
  };
}, 60_000);
afterAll(() => ctx.close());

const idArb = () =>
  fc.oneof(
    fc.constant(fabric._id),
    fc.constant(orderId),
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', 'null', '..%2F..', '%00', "1' or '1'='1", '9'.repeat(400), '-1', '__proto__'),
  );

/** A valid value for each field, so that breaking one field at a time reaches deep into the handlers. */
const validBodies = () => ({
  register: {
    name: 'Fuzz',
    email: `fuzz-${Math.random()}@test.example`,
    password: 'long-enough',
    phone: '+91 90000 00000',
    address: 'X',
  },
  login: { email: 'fuzz@test.example', password: 'whatever' },
  fabric: { name: 'Fuzz silk', price: 12.5, description: 'd', stock: 3, category: 'silk', image: '/x.png' },
  cartAdd: { items: [{ fabric_id: fabric._id, price: 1, quantity: 1 }] },
  cartSet: { quantity: 1 },
  userId: { userId: undefined },
  checkout: {
    items: [{ fabric_id: fabric._id, quantity: 1 }],
    paymentMethod: 'cash_on_delivery',
    shippingAddress: SHIPPING_ADDRESS,
  },
  profile: { name: 'Fuzz', email: `fuzz-${Math.random()}@test.example`, phone: '', address: '' },
});

type BodyKind = keyof ReturnType<typeof validBodies>;

const ROUTES: { method: InjectOptions['method']; path: (id: string) => string; body?: BodyKind }[] = [
  { method: 'GET', path: () => '/api/health' },
  { method: 'POST', path: () => '/api/auth/register', body: 'register' },
  { method: 'POST', path: () => '/api/auth/login', body: 'login' },
  { method: 'GET', path: () => '/api/fabrics' },
  { method: 'GET', path: (id) => `/api/fabrics/${id}` },
  { method: 'GET', path: () => '/api/fabrics/vendor/fabrics' },
  { method: 'GET', path: (id) => `/api/fabrics/vendor/fabrics/${id}` },
  { method: 'POST', path: () => '/api/fabrics', body: 'fabric' },
  { method: 'PUT', path: (id) => `/api/fabrics/${id}`, body: 'fabric' },
  { method: 'DELETE', path: (id) => `/api/fabrics/${id}` },
  { method: 'GET', path: () => '/api/cart' },
  { method: 'POST', path: () => '/api/cart', body: 'cartAdd' },
  { method: 'PUT', path: (id) => `/api/cart/${id}`, body: 'cartSet' },
  { method: 'DELETE', path: (id) => `/api/cart/${id}`, body: 'userId' },
  { method: 'DELETE', path: () => '/api/cart/clear', body: 'userId' },
  { method: 'POST', path: () => '/api/checkout', body: 'checkout' },
  { method: 'GET', path: () => '/api/orders' },
  { method: 'GET', path: (id) => `/api/orders/${id}` },
  { method: 'GET', path: () => '/api/orders/vendor/orders' },
  { method: 'DELETE', path: (id) => `/api/orders/vendor/orders/${id}` },
  { method: 'PUT', path: () => '/api/users/profile/update', body: 'profile' },
  { method: 'GET', path: (id) => `/swatches/${id}` },
];

/** Text PostgreSQL cannot store, or that trips careless parsers: NUL, lone surrogates, control and invisible characters. */
const hostileTextArb = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0001', '\u0007', '\u001B', '\u007F', '\u200B', '\uFEFF', '\uFFFF'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** The paths of every string in a body, nested ones included (a shipping address's city). */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...path, key]));
}

function withText(body: object, path: string[], text: string): object {
  const [key, ...rest] = path;
  if (key === undefined) return body;
  const child = (body as Record<string, unknown>)[key];
  return { ...body, [key]: rest.length === 0 ? text : withText(child as object, rest, text) };
}

/** Breaks a valid body in one of several ways, or keeps it whole. */
function bodyArb(kind: BodyKind | undefined) {
  const valid = kind ? validBodies()[kind] : undefined;
  const paths = valid ? textPaths(valid) : [];
  const hostile =
    valid && paths.length > 0
      ? fc.tuple(fc.constantFrom(...paths), hostileTextArb).map(([path, text]) => withText(valid, path, text))
      : fc.constant(valid);
  const broken = valid
    ? fc
        .tuple(fc.constantFrom(...Object.keys(valid)), fc.jsonValue())
        .map(([key, value]) => ({ ...valid, [key]: value }))
    : fc.jsonValue();
  const dropped = valid
    ? fc
        .constantFrom(...Object.keys(valid))
        .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key)))
    : fc.constant(undefined);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(valid) },
    { weight: 4, arbitrary: broken },
    { weight: 3, arbitrary: hostile },
    { weight: 2, arbitrary: dropped },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((raw) => ({ raw })) },
  );
}

const QUERY_KEYS = ['q', 'category', 'minPrice', 'maxPrice', 'sort', 'page', 'limit', 'userId', 'x'] as const;

const queryArb = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom(...QUERY_KEYS),
      fc.oneof(fc.string({ maxLength: 30 }), hostileTextArb, fc.integer().map(String), fc.double().map(String)),
      { maxKeys: 4 },
    )
    .map((query) => `?${new URLSearchParams(query).toString()}`),
  // Percent-escapes as a client may send them, undecodable UTF-8 among them.
  fc
    .tuple(
      fc.constantFrom(...QUERY_KEYS),
      fc.constantFrom('%00', '%ED%A0%80', '%FF%FE', '%C0%80', '%07', '%', '%E2%82'),
    )
    .map(([key, raw]) => `?${key}=silk${raw}`),
);

const requestArb = () =>
  fc
    .tuple(
      fc.nat(ROUTES.length - 1),
      fc.constantFrom(...(['visitor', 'customer', 'otherCustomer', 'vendor', 'otherVendor'] as const)),
      idArb(),
      queryArb,
    )
    .chain(([index, caller, id, query]) => {
      const route = ROUTES[index] ?? ROUTES[0];
      if (!route) throw new Error('no routes');
      return bodyArb(route.body).map((body) => ({
        route,
        caller,
        url: `${route.path(encodeURIComponent(id))}${query}`,
        body,
      }));
    });

describe('fuzzing every route', () => {
  it(`answers ${RUNS} generated requests without a 5xx, always with a message, and refused writes change nothing`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArb(), async ({ route, caller, url, body }) => {
        const isWrite = route.method !== 'GET';
        const raw = typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;
        const before = isWrite ? await databaseFingerprint(ctx.database.db) : '';
        const response = await ctx.app.inject({
          method: route.method,
          url,
          headers: { ...callers[caller], ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: body === undefined ? undefined : raw ? String((body as { raw: string }).raw) : JSON.stringify(body),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, `${route.method} ${url} ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          if (isWrite)
            expect(await databaseFingerprint(ctx.database.db), `${route.method} ${url} wrote though refused`).toBe(
              before,
            );
        }
      }),
      { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(`fuzz: ${RUNS} requests: ${summary.join(' ')}`);
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
  }, 600_000);
});
