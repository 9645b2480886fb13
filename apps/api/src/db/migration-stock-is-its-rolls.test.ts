import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('stock_is_its_rolls');

const VENDOR = '00000000-0000-4000-8000-000000000001';

describe('the stock-is-its-rolls migration', () => {
  it('empties a piece fabric’s rolls and makes each metre fabric’s rolls add up to its stock', async () => {
    const old = oldDatabase();
    const { client } = old;
    // As the store left them: a remnant outliving a change to pieces, a return restocked without its roll,
    // rolls holding more than the stock, and a fabric already whole.
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values ('${VENDOR}', 'Vendor', 'v@example.com', 'x', 'vendor');
      insert into fabrics (vendor_id, name, category, price_paise, stock, unit) values
        ('${VENDOR}', 'Pieces with a remnant', 'silk', 70000, 1000, 'per_piece'),
        ('${VENDOR}', 'Restocked tussar', 'silk', 70000, 4700, 'per_metre'),
        ('${VENDOR}', 'Overrolled voile', 'cotton', 30000, 500, 'per_metre'),
        ('${VENDOR}', 'Whole mulmul', 'cotton', 30000, 1000, 'per_metre');
      insert into fabric_rolls (fabric_id, number, length_cm)
        select id, 1, 1000 from fabrics where name = 'Pieces with a remnant'
        union all select id, 2, 30 from fabrics where name = 'Pieces with a remnant'
        union all select id, 2, 300 from fabrics where name = 'Overrolled voile';
      update fabric_rolls set length_cm = 4600
        where fabric_id = (select id from fabrics where name = 'Restocked tussar');
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ name: string; stock: number; rolls: number[] }>(`
      select f.name, f.stock, array_agg(r.length_cm order by r.number) as rolls
      from fabrics f join fabric_rolls r on r.fabric_id = f.id group by f.id order by f.name`);
    expect(rows).toEqual([
      { name: 'Overrolled voile', stock: 500, rolls: [200, 300] },
      { name: 'Pieces with a remnant', stock: 1000, rolls: [0, 0] },
      { name: 'Restocked tussar', stock: 4700, rolls: [4600, 100] },
      { name: 'Whole mulmul', stock: 1000, rolls: [1000] },
    ]);
  });
});
