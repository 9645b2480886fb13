// Gapless numbers per vendor, series and financial year (`db/number-series.ts`), taken inside the
// transaction that issues the document, and how each is printed.
import type { TaxDocumentKind } from '@fabric-store/shared';
import { conflict } from '../../core/errors';
import type { Executor } from '../../db/client';
import { takeNextNumber } from '../../db/number-series';

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
 * Takes the next number of the vendor's series for the year, in the issuing transaction (gapless,
 * `takeNextNumber`); 409 once the series has used every number its digits can print.
 */
export async function takeNextDocumentNumber(
  tx: Executor,
  vendorId: string,
  kind: TaxDocumentKind,
  financialYear: number,
): Promise<number> {
  const number = await takeNextNumber(tx, `${kind}/${vendorId}`, financialYear);
  if (String(number).length > SERIES[kind].digits) {
    throw conflict(
      'NUMBER_SERIES_EXHAUSTED',
      `This vendor has used every number of its ${kind.replace(/_/g, ' ')} series for the year.`,
    );
  }
  return number;
}
