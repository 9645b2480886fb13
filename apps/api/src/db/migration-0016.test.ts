import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseBeforeMigration, databaseBeforeMigration } from '../../test-support/migrations-before';
import { archiveVendorOrder, countVendorOrders } from '../modules/orders/vendor-orders';

let old: DatabaseBeforeMigration;
beforeAll(async () => {
  old = await databaseBeforeMigration(16);
});
afterAll(() => old.close());

const VENDOR = '00000000-0000-4000-8000-000000000001';
const OTHER_VENDOR = '00000000-0000-4000-8000-000000000002';
const SHOPPER = '00000000-0000-4000-8000-000000000003';
const ADDRESS = '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}';

/** An order of one part, by SHOPPER from `vendor`, placed on `day`. */
const orderOfOnePart = (n: number, vendor: string, status: string, day: string, archived = false) => `
  insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address, order_date)
    values ('00000000-0000-4000-8000-0000000002${n}0', '${SHOPPER}', 'Shopper', 's@example.com', 10000, 'cod', '${ADDRESS}', '${day}');
  insert into vendor_orders (order_id, vendor_id, subtotal_paise, status, order_date, archived_at)
    values ('00000000-0000-4000-8000-0000000002${n}0', '${vendor}', 10000, '${status}', '${day}', ${archived ? `'${day}'` : 'null'});`;

describe('migration 0016 (the tabs count from a row per vendor and status)', () => {
  it("counts a vendor's listed orders placed before it as the tabs counted them, and follows later moves", async () => {
    const { client, db } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${VENDOR}', 'Vendor', 'v@example.com', 'x', 'vendor'),
        ('${OTHER_VENDOR}', 'Other', 'o@example.com', 'x', 'vendor'),
        ('${SHOPPER}', 'Shopper', 's@example.com', 'x', 'customer');
      ${orderOfOnePart(1, VENDOR, 'placed', '2025-11-20T10:00:00Z')}
      ${orderOfOnePart(2, VENDOR, 'placed', '2026-11-20T10:00:00Z', true)}
      ${orderOfOnePart(3, VENDOR, 'shipped', '2026-11-21T10:00:00Z')}
      ${orderOfOnePart(4, VENDOR, 'delivered', '2026-11-21T11:00:00Z')}
      ${orderOfOnePart(5, OTHER_VENDOR, 'cancelled', '2026-11-22T10:00:00Z')}
    `);

    await old.migrateToLatest();

    const counts = (vendor: string) => countVendorOrders(db, vendor);
    expect(await counts(VENDOR)).toEqual({ all: 3, placed: 1, accepted: 0, shipped: 1, delivered: 1, cancelled: 0 });
    expect(await counts(OTHER_VENDOR)).toEqual({
      all: 1,
      placed: 0,
      accepted: 0,
      shipped: 0,
      delivered: 0,
      cancelled: 1,
    });

    await archiveVendorOrder(db, VENDOR, '00000000-0000-4000-8000-000000000230');
    await client.exec(
      `update vendor_orders set status = 'accepted' where order_id = '00000000-0000-4000-8000-000000000210'`,
    );
    expect(await counts(VENDOR)).toEqual({ all: 2, placed: 0, accepted: 1, shipped: 0, delivered: 1, cancelled: 0 });
  });
});
