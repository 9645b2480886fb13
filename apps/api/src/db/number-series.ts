// Gapless numbers of documents: the next number of a named series in a financial year.
import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/**
 * Takes the next number of `series` for the financial year: inserts its counter at 1 or advances it,
 * holding its row lock until the issuing transaction ends, so a racing issue waits for this one and takes
 * the next number, and a rolled-back issue leaves no gap.
 */
export async function takeNextNumber(tx: Executor, series: string, financialYear: number): Promise<number> {
  const [row] = await queryRows<{ lastNumber: number }>(
    tx,
    sql`insert into number_series (series, financial_year, last_number)
      values (${series}, ${financialYear}, 1)
      on conflict (series, financial_year) do update set last_number = number_series.last_number + 1
      returning last_number as "lastNumber"`,
  );
  if (!row) throw new Error('the series counter returned no row');
  return row.lastNumber;
}
