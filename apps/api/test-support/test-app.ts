import { randomUUID } from 'node:crypto';
import type { Fabric, FabricAttributesInput, Order, SessionUser } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { fabrics, orderItems, orders, vendorOrders } from '../src/db/schema';
import { createUsersDirectly } from './direct-users';
import { watchErrorAnswers } from './error-answer-check';
import { takePgliteDatabase } from './pglite-reuse';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A fresh database URL on the test PostgreSQL server, or undefined on PGlite. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

export const usingPostgres = () => inject('postgresUrl') !== undefined;

/**
 * A fresh, empty database of the kind this run tests: in-memory PGlite, or a new database on the test
 * server, already migrated (or on the server `adminUrl` names, to be migrated by its user).
 */
export async function createTestDatabaseUrl(adminUrl = inject('postgresUrl')): Promise<string | undefined> {
  if (!adminUrl) return undefined;
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const template = adminUrl === inject('postgresUrl') ? inject('postgresTemplate') : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface DirectFabric {
  name: string;
  category: string;
  pricePaise: number;
  /** Metres: a metre fabric, stored in centimetres. */
  stock: number;
}

/**
 * A vendor, `customers` customers and one fabric of the vendor's, written straight into the database
 * at `databaseUrl`, with the users' tokens: for tests that run the server as a process of its own.
 */
export async function seedFabricDirectly(databaseUrl: string, fabric: DirectFabric, customers = 0) {
  const database = await openDatabase({ databaseUrl });
  try {
    const [vendor] = await createUsersDirectly(database.db, 1, 'vendor');
    const buyers = customers > 0 ? await createUsersDirectly(database.db, customers, 'customer') : [];
    const [row] = await database.db
      .insert(fabrics)
      .values({ vendorId: vendor?.id ?? '', ...fabric, stock: fabric.stock * 100 })
      .returning({ id: fabrics.id });
    return { vendorToken: vendor?.token ?? '', customers: buyers, fabricId: row?.id ?? '' };
  } finally {
    await database.close();
  }
}

export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const databaseUrl = await createTestDatabaseUrl();
  const database = databaseUrl ? await openDatabase({ databaseUrl, poolSize: 25 }) : await takePgliteDatabase();
  await database.migrate();
  const app = await buildApp(database, {
    jwtSecret: undefined,
    tokenTtlSeconds: 3600,
    authRateLimit: 10_000,
    checkoutRateLimit: 10_000,
    corsOrigins: [],
    trustProxy: false,
    webDist: '/nonexistent',
    catalogCacheMs: 1000,
    publicUrl: undefined,
    port: 3000,
    logLevel: 'silent',
    ...options,
  });
  const assertErrorAnswersCoded = watchErrorAnswers(app);
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      assertErrorAnswersCoded();
    },
  };
}

export interface TestUser extends SessionUser {
  headers: { authorization: string };
}

let userCounter = 0;

/** Registers a user through the API and logs in, as the web does. */
export async function signUp(
  app: FastifyInstance,
  role: 'customer' | 'vendor' = 'customer',
  overrides: Partial<{ name: string; email: string }> = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = overrides.email ?? `${role}-${userCounter}-${randomUUID().slice(0, 8)}@test.example`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: overrides.name ?? `Test ${role} ${userCounter}`,
      email,
      password: TEST_PASSWORD,
      phone: '+91 98765 43210',
      address: '12 Test Street, Pune',
      role,
    },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const user = login.json<SessionUser>();
  return { ...user, headers: { authorization: `Bearer ${user.token}` } };
}

/** Who a shop's user is: a role, or a role and the name the tests read back. */
export type ShopUser = 'customer' | 'vendor' | { role: 'customer' | 'vendor'; name: string };

/**
 * A fresh app and database with users signed up through the API, each under the key given, e.g.
 * `createShopWithUsers({ vendor: 'vendor', shopper: { role: 'customer', name: 'Kiran Shopper' } })`.
 */
export async function createShopWithUsers<const Key extends string>(
  users: Record<Key, ShopUser>,
  options: Partial<AppOptions> = {},
): Promise<TestContext & { users: Record<Key, TestUser> }> {
  const ctx = await createTestApp(options);
  const entries = Object.entries(users) as [Key, ShopUser][];
  const signedUp = await Promise.all(
    entries.map(([, user]) =>
      typeof user === 'string' ? signUp(ctx.app, user) : signUp(ctx.app, user.role, { name: user.name }),
    ),
  );
  return {
    ...ctx,
    users: Object.fromEntries(entries.map(([key], index) => [key, signedUp[index]])) as Record<Key, TestUser>,
  };
}

export interface FabricInput {
  name?: string;
  nameHi?: string;
  descriptionHi?: string;
  price?: number;
  stock?: number;
  category?: string;
  description?: string;
  image?: string;
  unit?: 'per_metre' | 'per_piece';
  minCut?: number;
  step?: number;
  swatchOffered?: boolean;
  swatchPrice?: number;
  attributes?: FabricAttributesInput;
  hsnCode?: string;
  /** A metre fabric's rolls, in metres; their sum is its stock. */
  rolls?: { length: number }[];
}

export async function addFabric(app: FastifyInstance, vendor: TestUser, input: FabricInput = {}): Promise<Fabric> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/fabrics',
    headers: vendor.headers,
    payload: { name: 'Test Cotton', price: 250.5, stock: 10, category: 'cotton', description: 'Soft', ...input },
  });
  if (response.statusCode !== 201) throw new Error(`add fabric failed: ${response.body}`);
  return response.json();
}

export const SHIPPING_ADDRESS = {
  address: '42 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  country: 'India',
};

/**
 * Places an order through the API as `user` to SHIPPING_ADDRESS, in cash on delivery unless told (a UPI
 * order cannot ship until the operator confirms its payment), with a coupon's code when given; fails the
 * test if it is refused.
 */
export async function placeOrder(
  app: FastifyInstance,
  user: TestUser,
  items: { fabric_id: string; quantity: number }[],
  paymentMethod: 'cash_on_delivery' | 'upi' = 'cash_on_delivery',
  couponCode?: string,
): Promise<Order> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.headers,
    payload: { items, paymentMethod, shippingAddress: SHIPPING_ADDRESS, ...(couponCode && { couponCode }) },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json<Order>();
}

/** Moves `seller`'s part of an order through the vendor's status call, as the vendor's order screen does. */
export const moveOrderPart = (
  app: FastifyInstance,
  seller: TestUser,
  orderId: string,
  status: string,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/orders/vendor/orders/${orderId}/status`,
    headers: seller.headers,
    payload: { status, ...extra },
  });

/** Moves an order's placing date back, as if it had been placed `days` days ago. */
export async function placedDaysAgo(database: DatabaseHandle, orderId: string, days: number) {
  const when = sql`now() - make_interval(days => ${days})`;
  await database.db.update(orders).set({ orderDate: when }).where(eq(orders.id, orderId));
  await database.db.update(vendorOrders).set({ orderDate: when }).where(eq(vendorOrders.orderId, orderId));
  await database.db.update(orderItems).set({ orderDate: when }).where(eq(orderItems.orderId, orderId));
}

export const messageOf = (response: LightMyRequestResponse) => (response.json() as { message?: unknown }).message;
