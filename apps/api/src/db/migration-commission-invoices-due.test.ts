import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed, rowId } from '../../test-support/migrations-before';

const oldDatabase = databaseBeforeMigrationNamed('commission_invoices_due');

const [WEAVER, PRINTER, SHOPPER] = [rowId(1), rowId(2), rowId(3)];
const ADDRESS = '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}';

/** An order of one part of `vendor`, delivered, and the withholding its delivery registered at `at`. */
const deliveredAt = (n: number, vendor: string, at: string) => `
  insert into orders (id, order_number, customer_id, customer_name, customer_email, total_paise, payment_method, shipping_address)
    values ('${rowId(300 + n)}', 'FS-2610-000${n}', '${SHOPPER}', 'Shopper', 's@example.com', 105000, 'cash_on_delivery', '${ADDRESS}');
  insert into vendor_orders (id, order_id, vendor_id, subtotal_paise, commission_paise, status)
    values ('${rowId(100 + n)}', '${rowId(300 + n)}', '${vendor}', 105000, 10500, 'delivered');
  insert into journal_entries (id, event, event_key) values ('${rowId(200 + n)}', 'part_delivered', 'part_delivered:${rowId(100 + n)}');
  insert into tax_withholdings (entry_id, vendor_id, vendor_order_id, tcs_applies, intra_state, tds_hundredths,
      commission_paise, gst_on_commission_paise, taxable_paise, tcs_igst_paise, tcs_cgst_paise, tcs_sgst_paise,
      gross_paise, tds_paise, created_at)
    values ('${rowId(200 + n)}', '${vendor}', '${rowId(100 + n)}', false, false, 0, 10500, 1890, 0, 0, 0, 0, 0, 0, '${at}');`;

describe('the migration that makes commission invoices due', () => {
  it('marks due each vendor and India month with withholdings and no invoice, and no month already invoiced', async () => {
    const old = oldDatabase();
    const { client } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${WEAVER}', 'Weaver', 'w@example.com', 'x', 'vendor'),
        ('${PRINTER}', 'Printer', 'p@example.com', 'x', 'vendor'),
        ('${SHOPPER}', 'Shopper', 's@example.com', 'x', 'customer');
      ${deliveredAt(1, WEAVER, '2026-10-15T10:00:00Z')}
      ${deliveredAt(2, WEAVER, '2026-10-31T19:00:00Z')}
      ${deliveredAt(3, PRINTER, '2026-10-20T10:00:00Z')}
      insert into commission_invoices (vendor_id, month, financial_year, serial, number, marketplace_legal_name,
          marketplace_gstin, vendor_name, commission_paise, cgst_paise, sgst_paise, igst_paise)
        values ('${PRINTER}', '2026-10', '2026-27', 1, 'FSC/2627/000001', 'Fabric Store', '27AABCF4321K1Z5',
          'Printer', 10500, 945, 945, 0);
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ vendor_id: string; month: string }>(
      'select vendor_id, month from commission_invoices_due order by month, vendor_id',
    );
    // 19:00 UTC on 31 October is 00:30 on 1 November in India; the printer's October is invoiced already.
    expect(rows).toEqual([
      { vendor_id: WEAVER, month: '2026-10' },
      { vendor_id: WEAVER, month: '2026-11' },
    ]);
  });
});
