import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { type PostgresServer, startPostgresServer } from '../../test-support/postgres-server';
import { callServer, type ServerProcess, startServerProcess } from '../../test-support/server-process';
import {
  createTestDatabaseUrl,
  SHIPPING_ADDRESS,
  seedFabricDirectly,
  usingPostgres,
} from '../../test-support/test-app';

/**
 * PostgreSQL restarted under load, as in maintenance or a failover: the API must ride through it.
 * The restarts need a PostgreSQL server of this file's own, so it runs in the PostgreSQL pass.
 */

const INITIAL_STOCK = 1_000_000;
const SHOPPERS = 12;
const DOWN_MS = 2_500;
/** A shopper's pause between pages, as a person's: load, without a loop that only measures the machine. */
const THINK_MS = 30;

interface Outcome {
  startedAt: number;
  endedAt: number;
  kind: 'browse' | 'product' | 'checkout' | 'health';
  status?: number;
  message?: unknown;
  retryAfter?: string | null;
  orderId?: string;
  networkError?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timedRequest(base: string, kind: Outcome['kind'], url: string, init: RequestInit = {}) {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${base}${url}`, init);
    const body = (await response.json().catch(() => undefined)) as { message?: unknown; _id?: string } | undefined;
    return {
      startedAt,
      endedAt: Date.now(),
      kind,
      status: response.status,
      message: body?.message,
      retryAfter: response.headers.get('retry-after'),
      orderId: kind === 'checkout' && response.status === 201 ? body?._id : undefined,
    } satisfies Outcome;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return { startedAt, endedAt: Date.now(), kind, networkError: String(cause) } satisfies Outcome;
  }
}

/** One shopper browsing and buying one metre at a time until `until`, each order under its own key. */
async function shop(base: string, token: string, fabricId: string, until: () => boolean, outcomes: Outcome[]) {
  while (!until()) {
    outcomes.push(await timedRequest(base, 'browse', '/api/fabrics?limit=12'));
    outcomes.push(await timedRequest(base, 'product', `/api/fabrics/${fabricId}`));
    outcomes.push(
      await timedRequest(base, 'checkout', '/api/checkout', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          items: [{ fabric_id: fabricId, quantity: 1 }],
          paymentMethod: 'cash_on_delivery',
          shippingAddress: SHIPPING_ADDRESS,
        }),
      }),
    );
    await sleep(THINK_MS);
  }
}

async function watchHealth(base: string, until: () => boolean, outcomes: Outcome[]) {
  while (!until()) {
    outcomes.push(await timedRequest(base, 'health', '/api/health'));
    await sleep(200);
  }
}

/** The store's books after the outages: every order whole, and the stock taken equal to what was sold. */
async function readBooks(databaseUrl: string, fabricId: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    const [stock] = await queryRows<{ stock: number }>(
      database.db,
      sql`select stock from fabrics where id = ${fabricId}`,
    );
    const [sold] = await queryRows<{ metres: string | null }>(
      database.db,
      sql`select sum(quantity) as metres from order_items where fabric_id = ${fabricId}`,
    );
    const broken = await queryRows<{ id: string }>(
      database.db,
      sql`select o.id from orders o
          where o.total_paise <> coalesce((select sum((i.unit_price_paise::bigint * i.quantity + 50) / 100) from order_items i where i.order_id = o.id), -1)
             or o.total_paise <> coalesce((select sum(v.subtotal_paise) from vendor_orders v where v.order_id = o.id), -1)
             or exists (select 1 from order_items i left join vendor_orders v on v.id = i.vendor_order_id
                        where i.order_id = o.id and (v.id is null or v.order_id <> o.id))`,
    );
    const orders = await queryRows<{ id: string }>(database.db, sql`select id from orders`);
    return {
      // Stored in centimetres.
      stock: Number(stock?.stock) / 100,
      sold: Number(sold?.metres ?? 0) / 100,
      brokenOrders: broken.length,
      orderIds: new Set(orders.map((order) => order.id)),
    };
  } finally {
    await database.close();
  }
}

describe.runIf(usingPostgres())('PostgreSQL restarts', () => {
  let postgres: PostgresServer;

  beforeAll(async () => {
    postgres = await startPostgresServer();
  }, 60_000);
  afterAll(() => postgres?.stop());

  it('keeps serving 12 shoppers through two restarts: 503s with a message meanwhile, no crash, no half-written order', async () => {
    const databaseUrl = (await createTestDatabaseUrl(postgres.url)) ?? '';
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: '0', CHECKOUT_RATE_LIMIT: '1000000' };
    const server: ServerProcess = await startServerProcess(env);
    try {
      const bolt = { name: 'Restart-proof silk', category: 'silk', pricePaise: 45_000, stock: INITIAL_STOCK };
      const { customers, fabricId } = await seedFabricDirectly(databaseUrl, bolt, SHOPPERS);

      let done = false;
      const outcomes: Outcome[] = [];
      const health: Outcome[] = [];
      const load = Promise.all([
        ...customers.map((customer) => shop(server.base, customer.token, fabricId, () => done, outcomes)),
        watchHealth(server.base, () => done, health),
      ]);

      // Served again after a restart: the health check answers 200 and a shopper's order is placed. Waited
      // for as a state, not a time, so a busy machine takes longer rather than failing.
      const servedAgainSince = async (resumedAt: number) => {
        const after = (outcome: Outcome) => outcome.startedAt > resumedAt;
        while (
          !health.some((outcome) => after(outcome) && outcome.status === 200) ||
          !outcomes.some((outcome) => after(outcome) && outcome.kind === 'checkout' && outcome.status === 201)
        )
          await sleep(200);
      };

      const outages: { haltedAt: number; resumedAt: number }[] = [];
      for (let restart = 0; restart < 2; restart++) {
        await sleep(1_500);
        postgres.halt();
        const haltedAt = Date.now();
        await sleep(DOWN_MS);
        postgres.resume();
        const resumedAt = Date.now();
        outages.push({ haltedAt, resumedAt });
        await servedAgainSince(resumedAt);
      }
      done = true;
      await load;

      expect(server.process.exitCode, 'the server exited').toBeNull();
      expect(outcomes.filter((outcome) => outcome.networkError)).toEqual([]);
      for (const outcome of [...outcomes, ...health]) {
        expect([200, 201, 503], JSON.stringify(outcome)).toContain(outcome.status);
        if (outcome.status === 503) {
          expect(typeof outcome.message, JSON.stringify(outcome)).toBe('string');
          expect(Number(outcome.retryAfter), JSON.stringify(outcome)).toBeGreaterThan(0);
        }
      }

      for (const { haltedAt, resumedAt } of outages) {
        const during = (outcome: Outcome) => outcome.startedAt > haltedAt + 500 && outcome.endedAt < resumedAt;
        expect(health.filter(during).map((outcome) => outcome.status)).toContain(503);
        expect(outcomes.filter(during).map((outcome) => outcome.status)).toContain(503);
        const firstOrderAfter = outcomes.find(
          (outcome) => outcome.kind === 'checkout' && outcome.status === 201 && outcome.startedAt > resumedAt,
        );
        expect(firstOrderAfter, 'an order succeeds after the restart').toBeDefined();
      }

      const acknowledged = outcomes.flatMap((outcome) => (outcome.orderId ? [outcome.orderId] : []));
      expect(acknowledged.length).toBeGreaterThan(SHOPPERS);
      const books = await readBooks(databaseUrl, fabricId);
      expect(books.brokenOrders).toBe(0);
      expect(books.stock).toBe(INITIAL_STOCK - books.sold);
      expect(acknowledged.filter((id) => !books.orderIds.has(id))).toEqual([]);
      // An order is acknowledged or, when its answer was a 503 at the cut, committed or absent:
      // never more orders than were asked for.
      const asked = outcomes.filter((outcome) => outcome.kind === 'checkout').length;
      expect(books.orderIds.size).toBeGreaterThanOrEqual(acknowledged.length);
      expect(books.orderIds.size).toBeLessThanOrEqual(asked);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('starts while PostgreSQL is down, answers 503 until it is up, then migrates and serves', async () => {
    const databaseUrl = (await createTestDatabaseUrl(postgres.url)) ?? '';
    postgres.halt();
    let down = true;
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ DATABASE_URL: databaseUrl, SEED_DEMO: '0' }, { until: 'answering' });
      await sleep(2_000);
      const waiting = await callServer<{ message: string }>(server.base, 'GET', '/api/health');
      expect(waiting.status).toBe(503);
      expect(waiting.body.message).toMatch(/database/i);
      expect(server.process.exitCode).toBeNull();

      postgres.resume();
      down = false;
      const resumedAt = Date.now();
      let health = waiting.status;
      while (health !== 200 && Date.now() - resumedAt < 20_000) {
        await sleep(250);
        // The stand-in hands the port to the app: a check in that millisecond may find it closed.
        const check = await timedRequest(server.base, 'health', '/api/health');
        health = check.status ?? 0;
      }
      expect(health).toBe(200);
      const catalog = await callServer<unknown[]>(server.base, 'GET', '/api/fabrics');
      expect(catalog.status).toBe(200);
      expect(catalog.body).toEqual([]);
    } finally {
      if (down) postgres.resume();
      await server?.stop();
    }
  }, 90_000);
});
