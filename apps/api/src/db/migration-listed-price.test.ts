import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('listed_price');

const VENDOR = '00000000-0000-4000-8000-000000000001';

describe('the listed-price migration', () => {
  it("lists each fabric written before it at what a shopper pays now, in the catalog's columns and the search index", async () => {
    const old = oldDatabase();
    const { client } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values ('${VENDOR}', 'Vendor', 'v@example.com', 'x', 'vendor');
      insert into fabrics (vendor_id, name, category, price_paise, stock, sale_price_paise, sale_starts_at, sale_ends_at) values
        ('${VENDOR}', 'Halfprice voile', 'cotton', 50000, 100, 25000, null, null),
        ('${VENDOR}', 'Soonsale voile', 'cotton', 50000, 100, 40000, now() + interval '1 day', null),
        ('${VENDOR}', 'Pastsale voile', 'cotton', 50000, 100, 30000, now() - interval '2 days', now() - interval '1 day'),
        ('${VENDOR}', 'Endingsale voile', 'cotton', 50000, 100, 45000, null, now() + interval '1 hour');
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ name: string; listed: number; due: boolean | null; indexed: number }>(`
      select f.name, f.listed_price_paise as listed,
        f.listed_price_changes_at = coalesce(f.sale_starts_at, f.sale_ends_at) as due,
        (select min(t.price_paise) from fabric_search_terms t where t.fabric_id = f.id) as indexed
      from fabrics f order by f.name`);
    expect(rows).toEqual([
      { name: 'Endingsale voile', listed: 45000, due: true, indexed: 45000 },
      { name: 'Halfprice voile', listed: 25000, due: null, indexed: 25000 },
      { name: 'Pastsale voile', listed: 50000, due: null, indexed: 50000 },
      { name: 'Soonsale voile', listed: 50000, due: true, indexed: 50000 },
    ]);
  });
});
