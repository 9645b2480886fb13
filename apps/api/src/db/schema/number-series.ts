// Gapless numbers of documents: each named series counts from 1 again in each financial year.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number taken in one series for one financial year (`2026` is 1 April 2026 to 31 March 2027):
 * a vendor's tax invoices, credit notes and bills of supply (`invoice/<vendor id>`, …), the marketplace's
 * commission invoices (`commission_invoice`). The row is advanced by the statement that takes a number,
 * in the transaction that issues the document, so a rolled-back issue gives its number back.
 */
export const numberSeries = pgTable(
  'number_series',
  {
    series: text('series').notNull(),
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('number_series_last_number_check', sql`${table.lastNumber} > 0`),
  ],
);
