import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('order_numbers');

const SHOPPER = '00000000-0000-4000-8000-000000000003';
const ADDRESS = '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}';
const orderId = (n: number) => `00000000-0000-4000-8000-0000000002${n}0`;

describe('the order-numbers migration', () => {
  it('numbers the orders placed before it, oldest first, by the India-time month each was placed in', async () => {
    const old = oldDatabase();
    const { client } = old;
    const placed = (n: number, at: string) => `
      insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address, order_date)
        values ('${orderId(n)}', '${SHOPPER}', 'Shopper', 's@example.com', 10000, 'cash_on_delivery', '${ADDRESS}', '${at}');`;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values ('${SHOPPER}', 'Shopper', 's@example.com', 'x', 'customer');
      ${placed(2, '2026-11-20T10:00:00Z')}
      ${placed(1, '2026-10-31T19:00:00Z')}
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ id: string; order_number: string }>(
      'select id, order_number from orders order by order_date',
    );
    // 19:00 UTC on 31 October is 00:30 on 1 November in India.
    expect(rows).toEqual([
      { id: orderId(1), order_number: 'FS-2611-0001' },
      { id: orderId(2), order_number: 'FS-2611-0002' },
    ]);
    const next = await client.query<{ n: string }>(`select next_order_number('2026-12-01T00:00:00Z') as n`);
    expect(next.rows[0]?.n).toBe('FS-2612-0003');
  });
});
