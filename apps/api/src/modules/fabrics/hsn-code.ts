// A fabric's HSN code: the vendor's own, or the heading its fibre and weight suggest when it gives none.
import { suggestedHsnCode } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import type { Executor } from '../../db/client';
import { fabrics } from '../../db/schema';
import { needsSixDigitHsn } from '../vendors/tax-profile';

/**
 * Sets the fabric's HSN code after a create or update, in its transaction: the code given (refusing 4
 * digits from a vendor whose turnover is above Rs. 5 crore), or, when none is given (null clears it) and
 * none is stored, the suggested heading. A vendor above Rs. 5 crore gets no 4-digit suggestion stored: it
 * gives its own 6 or 8 digits.
 */
export async function settleHsnCode(
  tx: Executor,
  vendorId: string,
  fabricId: string,
  given: string | null | undefined,
): Promise<void> {
  const sixDigits = await needsSixDigitHsn(tx, vendorId);
  if (given) {
    if (sixDigits && given.length < 6)
      throw badRequest(
        'HSN_CODE_INVALID',
        'hsnCode: HSN code must have 6 or 8 digits, since your turnover is above Rs. 5 crore (your tax profile says so)',
      );
    await tx.update(fabrics).set({ hsnCode: given }).where(eq(fabrics.id, fabricId));
    return;
  }
  const [row] = await tx
    .select({
      hsnCode: fabrics.hsnCode,
      composition: fabrics.composition,
      weightGsm: fabrics.weightGsm,
      construction: fabrics.construction,
      pattern: fabrics.pattern,
    })
    .from(fabrics)
    .where(eq(fabrics.id, fabricId));
  if (!row || (given === undefined && row.hsnCode !== null)) return;
  const suggestion = sixDigits ? null : suggestedHsnCode(row);
  if (suggestion !== row.hsnCode) await tx.update(fabrics).set({ hsnCode: suggestion }).where(eq(fabrics.id, fabricId));
}
