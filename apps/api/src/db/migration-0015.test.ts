import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseBeforeMigration, databaseBeforeMigration } from '../../test-support/migrations-before';
import { listVendorOrders } from '../modules/orders/vendor-orders';

let old: DatabaseBeforeMigration;
beforeAll(async () => {
  old = await databaseBeforeMigration(15);
});
afterAll(() => old.close());

const VENDOR = '00000000-0000-4000-8000-000000000001';
const SHOPPER = '00000000-0000-4000-8000-000000000002';

describe('migration 0015 (a part carries its lines and history)', () => {
  it("keeps every placed order's lines and history as the vendor saw them before", async () => {
    const { client, db } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${VENDOR}', 'Vendor', 'v@example.com', 'x', 'vendor'),
        ('${SHOPPER}', 'Shopper', 's@example.com', 'x', 'customer');
      insert into fabrics (id, vendor_id, name, category, price_paise, stock, swatch_offered) values
        ('00000000-0000-4000-8000-000000000010', '${VENDOR}', 'Zari Silk', 'silk', 120000, 900, true),
        ('00000000-0000-4000-8000-000000000011', '${VENDOR}', 'Cotton Voile', 'cotton', 45050, 700, false);
      insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address, order_date) values
        ('00000000-0000-4000-8000-000000000020', '${SHOPPER}', 'Shopper', 's@example.com', 255150, 'upi',
         '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}', '2026-11-20T10:00:00Z');
      insert into vendor_orders (id, order_id, vendor_id, subtotal_paise, status, order_date, tracking_number, carrier) values
        ('00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000020', '${VENDOR}', 255150, 'shipped',
         '2026-11-20T10:00:00Z', 'TRK-1', 'Blue Dart');
      insert into order_items (order_id, vendor_order_id, fabric_id, vendor_id, fabric_name, unit_price_paise, quantity, kind, unit) values
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000010',
         '${VENDOR}', 'Zari Silk', 120000, 150, 'length', 'per_metre'),
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000011',
         '${VENDOR}', 'Cotton Voile', 45050, 100, 'length', 'per_metre');
      insert into vendor_order_events (vendor_order_id, status, at, actor_role, actor_id, note) values
        ('00000000-0000-4000-8000-000000000030', 'shipped', '2026-11-22T09:00:00Z', 'vendor', '${VENDOR}', 'Blue Dart, tracking TRK-1'),
        ('00000000-0000-4000-8000-000000000030', 'placed', '2026-11-20T10:00:00Z', 'shopper', '${SHOPPER}', null),
        ('00000000-0000-4000-8000-000000000030', 'accepted', '2026-11-21T08:30:00Z', 'vendor', '${VENDOR}', null);
    `);

    await old.migrateToLatest();

    const [order] = await listVendorOrders(db, VENDOR, { page: 1, limit: 20 });
    expect(order?.items.map((line) => [line.name, line.quantity, line.price, line.total])).toEqual([
      ['Cotton Voile', 1, 450.5, 450.5],
      ['Zari Silk', 1.5, 1200, 1800],
    ]);
    expect(order?.history).toEqual([
      { status: 'placed', at: '2026-11-20T10:00:00.000Z', actor: 'shopper', actorId: SHOPPER, note: null },
      { status: 'accepted', at: '2026-11-21T08:30:00.000Z', actor: 'vendor', actorId: VENDOR, note: null },
      {
        status: 'shipped',
        at: '2026-11-22T09:00:00.000Z',
        actor: 'vendor',
        actorId: VENDOR,
        note: 'Blue Dart, tracking TRK-1',
      },
    ]);
    expect(order).toMatchObject({
      status: 'shipped',
      trackingNumber: 'TRK-1',
      carrier: 'Blue Dart',
      totalPrice: 2551.5,
    });
    const events = await client.query(`select to_regclass('vendor_order_events') as "table"`);
    expect(events.rows).toEqual([{ table: null }]);
  });
});
