import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { fabrics } from '../../src/db/schema';
import { createUsersDirectly } from '../../test-support/direct-users';
import { callServer, startServerProcess } from '../../test-support/server-process';
import { createTestDatabaseUrl, SHIPPING_ADDRESS } from '../../test-support/test-app';

/**
 * Runs concurrent checkouts against a server process, kills it with SIGKILL in the middle, restarts
 * it on the same data, and checks that every transaction either happened whole or not at all.
 */
const FABRIC_COUNT = 4;
const INITIAL_STOCK = 10_000;
const SHOPPERS = 40;
const KILL_AFTER_ORDERS = 20;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const rows = <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

describe('crash safety', () => {
  it('keeps orders, lines, stock and carts consistent when the server is killed mid-checkout', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const options = { databaseUrl, dataDir: databaseUrl ? undefined : dataDir };
    // A PGlite data directory starts as a copy of the migrated template: creating one costs 5 s of CPU.
    const template = inject('pgliteTemplate');
    const pgliteTemplate = databaseUrl || !template ? undefined : new Blob([readFileSync(template)]);

    // Prepare the data, then let go of the database: PGlite admits one process at a time.
    let database = await openDatabase({ ...options, pgliteTemplate });
    await database.migrate();
    const [vendor] = await createUsersDirectly(database.db, 1, 'vendor');
    const shoppers = await createUsersDirectly(database.db, SHOPPERS, 'customer');
    const stocked = await database.db
      .insert(fabrics)
      .values(
        Array.from({ length: FABRIC_COUNT }, (_, index) => ({
          vendorId: vendor?.id ?? '',
          name: `Crash fabric ${index}`,
          category: 'cotton',
          pricePaise: 10_000 + index,
          stock: INITIAL_STOCK * 100, // metres, kept in centimetres
        })),
      )
      .returning({ id: fabrics.id });
    await database.close();

    const env = {
      SEED_DEMO: '0',
      CHECKOUT_RATE_LIMIT: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    };
    const server = await startServerProcess(env);
    const acknowledgedCarts = new Set<string>();
    const acknowledgedOrders = new Map<string, number>();
    let stop = false;
    const shop = async (shopper: { id: string; token: string }, index: number) => {
      while (!stop) {
        const fabricId = stocked[index % FABRIC_COUNT]?.id ?? '';
        const added = await callServer(server.base, 'POST', '/api/cart', {
          token: shopper.token,
          body: { items: [{ fabric_id: fabricId, quantity: 1 + (index % 3) }] },
        }).catch(() => undefined);
        if (added?.status === 200) acknowledgedCarts.add(shopper.id);
        const placed = await callServer(server.base, 'POST', '/api/checkout', {
          token: shopper.token,
          body: {
            items: [{ fabric_id: fabricId, quantity: 1 + (index % 3) }],
            paymentMethod: 'upi',
            shippingAddress: SHIPPING_ADDRESS,
          },
        }).catch(() => undefined);
        if (placed?.status === 201) {
          acknowledgedCarts.delete(shopper.id);
          acknowledgedOrders.set(shopper.id, (acknowledgedOrders.get(shopper.id) ?? 0) + 1);
        }
        if (!placed) return;
      }
    };
    const load = Promise.all(shoppers.map(shop));
    // Kill only once checkouts are flowing, however busy the machine is.
    const ackedOrders = () => [...acknowledgedOrders.values()].reduce((sum, count) => sum + count, 0);
    for (let waited = 0; ackedOrders() < KILL_AFTER_ORDERS && waited < 60_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.kill();
    stop = true;
    await load;

    // The restarted server must come up on the data the killed one left.
    const restarted = await startServerProcess(env);
    const health = await callServer(restarted.base, 'GET', '/api/health');
    expect(health.status).toBe(200);
    await restarted.stop();

    database = await openDatabase(options);
    try {
      const [orphans] = await rows<{
        orders_without_lines: number;
        lines_without_order: number;
        parts_without_lines: number;
      }>(
        database,
        sql`select
          (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as orders_without_lines,
          (select count(*)::int from order_items i where not exists (select 1 from orders o where o.id = i.order_id)) as lines_without_order,
          (select count(*)::int from vendor_orders v where not exists (select 1 from order_items i where i.vendor_order_id = v.id)) as parts_without_lines`,
      );
      expect(orphans).toEqual({ orders_without_lines: 0, lines_without_order: 0, parts_without_lines: 0 });

      const stock = await rows<{ id: string; stock: number; sold: number }>(
        database,
        sql`select f.id, f.stock, coalesce((select sum(i.quantity)::int from order_items i where i.fabric_id = f.id), 0) as sold
            from fabrics f where f.vendor_id = ${vendor?.id ?? ''}`,
      );
      for (const fabric of stock) expect(fabric.stock).toBe(INITIAL_STOCK * 100 - fabric.sold);
      const sold = stock.reduce((sum, fabric) => sum + fabric.sold, 0);
      expect(sold).toBeGreaterThan(0);

      const [totals] = await rows<{ mismatched: number }>(
        database,
        sql`select count(*)::int as mismatched from orders o
            where o.total_paise <> (select sum((i.unit_price_paise::bigint * i.quantity + 50) / 100) from order_items i where i.order_id = o.id)`,
      );
      expect(totals?.mismatched).toBe(0);

      // Every acknowledged order is there, and an acknowledged cart is either still there or was
      // consumed by an order that committed while its answer was lost with the process.
      const carts = await rows<{ user_id: string }>(database, sql`select distinct user_id from cart_items`);
      const withCart = new Set(carts.map((cart) => cart.user_id));
      const committed = await rows<{ customer_id: string; count: number }>(
        database,
        sql`select customer_id, count(*)::int as count from orders group by customer_id`,
      );
      const committedBy = new Map(committed.map((row) => [row.customer_id, row.count]));
      for (const [shopperId, acknowledged] of acknowledgedOrders) {
        expect(committedBy.get(shopperId) ?? 0).toBeGreaterThanOrEqual(acknowledged);
      }
      for (const shopperId of acknowledgedCarts) {
        const unacknowledgedOrder = (committedBy.get(shopperId) ?? 0) > (acknowledgedOrders.get(shopperId) ?? 0);
        expect(withCart.has(shopperId) || unacknowledgedOrder, `the acknowledged cart of ${shopperId} was lost`).toBe(
          true,
        );
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
