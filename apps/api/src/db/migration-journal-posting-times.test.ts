import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed, rowId } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('journal_postings_created_at');

const [VENDOR, FIRST, SECOND] = [rowId(1), rowId(2), rowId(3)];

describe('the migration that keeps each posting’s time beside its party', () => {
  it('gives the postings already there their entry’s time, and leaves the journal refusing any change', async () => {
    const old = oldDatabase();
    const { client } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values ('${VENDOR}', 'Weaver', 'w@example.com', 'x', 'vendor');
      insert into journal_entries (id, event, event_key, created_at) values
        ('${FIRST}', 'payout', 'payout:1', '2026-10-15T10:00:00Z'),
        ('${SECOND}', 'payout', 'payout:2', '2026-11-02T08:30:00Z');
      insert into journal_postings (entry_id, account, party_id, amount_paise) values
        ('${FIRST}', 'vendor_payable', '${VENDOR}', -5000), ('${FIRST}', 'money_sent', null, 5000),
        ('${SECOND}', 'vendor_payable', '${VENDOR}', -7000), ('${SECOND}', 'money_sent', null, 7000);
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ entry_id: string; created_at: Date }>(
      'select entry_id, created_at from journal_postings order by created_at, account',
    );
    expect(rows.map((row) => [row.entry_id, new Date(row.created_at).toISOString()])).toEqual([
      [FIRST, '2026-10-15T10:00:00.000Z'],
      [FIRST, '2026-10-15T10:00:00.000Z'],
      [SECOND, '2026-11-02T08:30:00.000Z'],
      [SECOND, '2026-11-02T08:30:00.000Z'],
    ]);
    await expect(client.query('update journal_postings set amount_paise = 1')).rejects.toThrow();
  });
});
