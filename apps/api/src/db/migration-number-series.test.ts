import { describe, expect, it } from 'vitest';
import { databaseBeforeMigrationNamed, rowId } from '../../test-support/migrations-before';
import { takeNextDocumentNumber } from '../modules/invoices/numbering';
import { takeNextNumber } from './number-series';

const oldDatabase = databaseBeforeMigrationNamed('number_series');

const [WEAVER, PRINTER] = [rowId(1), rowId(2)];

describe('the migration that keeps every document number series in one table', () => {
  it('keeps the last number of every vendor series and of the commission invoices, and the next numbers follow them', async () => {
    const old = oldDatabase();
    const { client } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${WEAVER}', 'Weaver', 'w@example.com', 'x', 'vendor'),
        ('${PRINTER}', 'Printer', 'p@example.com', 'x', 'vendor');
      insert into tax_document_counters (vendor_id, kind, financial_year, last_number) values
        ('${WEAVER}', 'invoice', 2025, 913),
        ('${WEAVER}', 'invoice', 2026, 42),
        ('${WEAVER}', 'credit_note', 2026, 3),
        ('${PRINTER}', 'bill_of_supply', 2026, 7);
      insert into commission_invoice_series (financial_year, last_serial) values ('2025-26', 120), ('2026-27', 9);
    `);

    await old.migrateToLatest();

    const { rows } = await client.query<{ series: string; financial_year: number; last_number: number }>(
      'select series, financial_year, last_number from number_series order by series, financial_year',
    );
    expect(rows).toEqual([
      { series: `bill_of_supply/${PRINTER}`, financial_year: 2026, last_number: 7 },
      { series: 'commission_invoice', financial_year: 2025, last_number: 120 },
      { series: 'commission_invoice', financial_year: 2026, last_number: 9 },
      { series: `credit_note/${WEAVER}`, financial_year: 2026, last_number: 3 },
      { series: `invoice/${WEAVER}`, financial_year: 2025, last_number: 913 },
      { series: `invoice/${WEAVER}`, financial_year: 2026, last_number: 42 },
    ]);
    const next = await old.db.transaction(async (tx) => ({
      invoice: await takeNextDocumentNumber(tx, WEAVER, 'invoice', 2026),
      creditNote: await takeNextDocumentNumber(tx, WEAVER, 'credit_note', 2026),
      printersInvoice: await takeNextDocumentNumber(tx, PRINTER, 'invoice', 2026),
      commissionInvoice: await takeNextNumber(tx, 'commission_invoice', 2026),
    }));
    expect(next).toEqual({ invoice: 43, creditNote: 4, printersInvoice: 1, commissionInvoice: 10 });
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_name in ('tax_document_counters', 'commission_invoice_series')`,
    );
    expect(tables).toEqual([]);
  });
});
