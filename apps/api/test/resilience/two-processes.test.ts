import type { Fabric, Order } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, type ServerProcess, startServerProcess } from '../../test-support/server-process';
import {
  createTestDatabaseUrl,
  SHIPPING_ADDRESS,
  seedFabricDirectly,
  usingPostgres,
} from '../../test-support/test-app';

/**
 * Two API processes share one PostgreSQL and must behave as one store: no oversell, and rate
 * limits and idempotency keys that hold across both. PGlite is one process by design, so this
 * file runs in the PostgreSQL pass of the suite.
 */
describe.runIf(usingPostgres())('two API processes on one PostgreSQL', () => {
  let servers: ServerProcess[] = [];
  let databaseUrl = '';

  beforeAll(async () => {
    databaseUrl = (await createTestDatabaseUrl()) ?? '';
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO: '0', AUTH_RATE_LIMIT: '5', CHECKOUT_RATE_LIMIT: '1000' };
    // The first start migrates; the second then starts on the migrated database, as a rolling deploy would.
    servers = [await startServerProcess(env)];
    servers.push(await startServerProcess(env));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const serverFor = (index: number) => servers[index % servers.length]?.base ?? '';

  /**
   * A checkout pressed again, with the same Idempotency-Key, while the store answers 503 (busy: on a loaded
   * machine a request can wait out the pool's connection timeout), as a shopper told to try again does, for
   * up to 30 s: beside another clone's full run, five presses left one buyer of 200 without an order.
   */
  async function checkoutPressedAgainWhileBusy(base: string, token: string, body: object) {
    const key = crypto.randomUUID();
    const givesUpAt = Date.now() + 30_000;
    for (;;) {
      const result = await callServer(base, 'POST', '/api/checkout', {
        token,
        headers: { 'idempotency-key': key },
        body,
      });
      if (result.status !== 503 || Date.now() > givesUpAt) return result;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** How many answers had each status, so that a failure shows what the odd ones were. */
  function tally(statuses: number[]): Record<number, number> {
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }

  it('sells exactly 50 when 200 buyers race through both processes for a stock of 50', async () => {
    const bolt = { name: 'Limited bolt', category: 'silk', pricePaise: 99_900, stock: 50 };
    const { vendorToken, customers: buyers, fabricId } = await seedFabricDirectly(databaseUrl, bolt, 200);

    const results = await Promise.all(
      buyers.map((buyer, index) =>
        checkoutPressedAgainWhileBusy(serverFor(index), buyer.token, {
          items: [{ fabric_id: fabricId, quantity: 1 }],
          paymentMethod: 'upi',
          shippingAddress: SHIPPING_ADDRESS,
        }),
      ),
    );
    expect(tally(results.map((result) => result.status))).toEqual({ 201: 50, 409: 150 });
    for (const server of servers) {
      const remaining = await callServer<Fabric>(server.base, 'GET', `/api/fabrics/${fabricId}`);
      expect(remaining.body.stock).toBe(0);
    }
    const vendorOrders = await callServer<Order[]>(serverFor(0), 'GET', '/api/orders/vendor/orders', {
      token: vendorToken,
    });
    expect(vendorOrders.body).toHaveLength(50);
  }, 90_000);

  it('counts login attempts across both processes for one rate limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const result = await callServer(serverFor(attempt), 'POST', '/api/auth/login', {
        body: { email: 'nobody@test.example', password: 'wrong-password' },
      });
      statuses.push(result.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('answers one Idempotency-Key with one order, whichever process gets the repeats', async () => {
    const bolt = { name: 'Keyed bolt', category: 'linen', pricePaise: 50_000, stock: 100 };
    const {
      customers: [buyer],
      fabricId,
    } = await seedFabricDirectly(databaseUrl, bolt, 1);

    const key = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callServer<Order>(serverFor(index), 'POST', '/api/checkout', {
          token: buyer?.token,
          headers: { 'idempotency-key': key },
          body: {
            items: [{ fabric_id: fabricId, quantity: 3 }],
            paymentMethod: 'upi',
            shippingAddress: SHIPPING_ADDRESS,
          },
        }),
      ),
    );
    expect(new Set(results.map((result) => result.body._id)).size).toBe(1);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const remaining = await callServer<Fabric>(serverFor(1), 'GET', `/api/fabrics/${fabricId}`);
    expect(remaining.body.stock).toBe(97);
  });
});
