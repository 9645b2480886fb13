import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseBeforeMigration, databaseBeforeMigration } from '../../test-support/migrations-before';

let old: DatabaseBeforeMigration;
beforeAll(async () => {
  old = await databaseBeforeMigration(12);
});
afterAll(() => old.close());

describe('migration 0012 (selling by the metre)', () => {
  it('turns the whole metres of stock, carts and order lines into centimetres, and every fabric into a metre fabric', async () => {
    const { client } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('00000000-0000-4000-8000-000000000001', 'Vendor', 'v@example.com', 'x', 'vendor'),
        ('00000000-0000-4000-8000-000000000002', 'Shopper', 's@example.com', 'x', 'customer');
      insert into fabrics (id, vendor_id, name, category, price_paise, stock) values
        ('00000000-0000-4000-8000-000000000010', '00000000-0000-4000-8000-000000000001', 'Old Linen', 'linen', 45050, 7);
      insert into cart_items (user_id, fabric_id, quantity) values
        ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000010', 2);
      insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address) values
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000002', 'Shopper', 's@example.com',
         135150, 'upi', '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}');
      insert into vendor_orders (id, order_id, vendor_id, subtotal_paise) values
        ('00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000001', 135150);
      insert into order_items (order_id, vendor_order_id, fabric_id, vendor_id, fabric_name, unit_price_paise, quantity) values
        ('00000000-0000-4000-8000-000000000020', '00000000-0000-4000-8000-000000000030', '00000000-0000-4000-8000-000000000010',
         '00000000-0000-4000-8000-000000000001', 'Old Linen', 45050, 3);
    `);

    await old.migrateToLatest();

    const fabric = await client.query('select stock, unit, min_cut_cm, step_cm, swatch_offered from fabrics');
    expect(fabric.rows).toEqual([
      { stock: 700, unit: 'per_metre', min_cut_cm: 50, step_cm: 10, swatch_offered: false },
    ]);
    const cart = await client.query('select quantity, kind from cart_items');
    expect(cart.rows).toEqual([{ quantity: 200, kind: 'length' }]);
    const lines = await client.query('select quantity, kind, unit from order_items');
    expect(lines.rows).toEqual([{ quantity: 300, kind: 'length', unit: 'per_metre' }]);
  });
});
