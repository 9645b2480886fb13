// Gapless numbers per vendor, series and financial year: a counter row advanced by the statement
// that takes the number, inside the transaction that issues the document.
import type { TaxDocumentKind } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * What marks each series within the vendor's prefix and year, and how many digits its counter has:
 * `LH/2627/000123` an invoice, `LH/2627/C00001` a credit note, `LH/2627/B00001` a bill of supply. With a
 * prefix of four letters each stays within GST's 16 characters.
 */
const SERIES: Record<TaxDocumentKind, { mark: string; digits: number }> = {
  invoice: { mark: '', digits: 6 },
  credit_note: { mark: 'C', digits: 5 },
  bill_of_supply: { mark: 'B', digits: 5 },
};

const twoDigits = (year: number) => String(year % 100).padStart(2, '0');

/** The document's number as printed, e.g. `LH/2627/000123`. */
export function formatDocumentNumber(prefix: string, kind: TaxDocumentKind, financialYear: number, sequence: number) {
  const { mark, digits } = SERIES[kind];
  return `${prefix}/${twoDigits(financialYear)}${twoDigits(financialYear + 1)}/${mark}${String(sequence).padStart(digits, '0')}`;
}

/**
 * Takes the next number of the vendor's series for the year: inserts the counter at 1 or advances it,
 * holding its row lock until the issuing transaction ends, so a racing issue waits for this one and
 * takes the next number, and a rolled-back issue leaves no gap.
 */
export async function takeNextNumber(
  tx: Executor,
  vendorId: string,
  kind: TaxDocumentKind,
  financialYear: number,
): Promise<number> {
  const [row] = await queryRows<{ lastNumber: number }>(
    tx,
    sql`insert into tax_document_counters (vendor_id, kind, financial_year, last_number)
      values (${vendorId}, ${kind}, ${financialYear}, 1)
      on conflict (vendor_id, kind, financial_year)
        do update set last_number = tax_document_counters.last_number + 1
      returning last_number as "lastNumber"`,
  );
  if (!row) throw new Error('the counter returned no row');
  if (String(row.lastNumber).length > SERIES[kind].digits) {
    throw conflict(`This vendor has used every number of its ${kind.replace(/_/g, ' ')} series for the year.`);
  }
  return row.lastNumber;
}
