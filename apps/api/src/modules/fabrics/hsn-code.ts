// A fabric's HSN code: the vendor's own, or the heading its fibre and weight suggest when it gives none.
// A GST-registered seller's fabric must have one the store has a rate for: its tax invoice names it.
import { suggestedHsnCode } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import type { Executor } from '../../db/client';
import { fabrics } from '../../db/schema';
import { gstRatesOn } from '../tax/gst-rates';
import { needsSixDigitHsn, sellerTaxFacts } from '../vendors/tax-profile';

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
    assertLongEnough(given, sixDigits);
    await tx.update(fabrics).set({ hsnCode: given }).where(eq(fabrics.id, fabricId));
    await assertInvoiceable(tx, vendorId, given);
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
  if (!row) return;
  if (given === undefined && row.hsnCode !== null) {
    // A code kept from before the vendor's turnover passed Rs. 5 crore must grow to 6 digits with this save.
    assertLongEnough(row.hsnCode, sixDigits);
    return assertInvoiceable(tx, vendorId, row.hsnCode);
  }
  const suggestion = sixDigits ? null : suggestedHsnCode(row);
  if (suggestion !== row.hsnCode) await tx.update(fabrics).set({ hsnCode: suggestion }).where(eq(fabrics.id, fabricId));
  await assertInvoiceable(tx, vendorId, suggestion);
}

/** Refuses (400) a code of 4 digits from a vendor whose turnover is above Rs. 5 crore. */
function assertLongEnough(code: string, sixDigits: boolean): void {
  if (sixDigits && code.length < 6)
    throw badRequest(
      'HSN_CODE_INVALID',
      'hsnCode: HSN code must have 6 or 8 digits, since your turnover is above Rs. 5 crore (your tax profile says so)',
    );
}

/**
 * Refuses (400) a fabric a GST-registered seller (its tax profile complete) could sell only without a tax
 * invoice: no code, since no fibre was stated, or a code no GST rate of the store covers (it lists fabrics,
 * chapters 50 to 60). Other sellers' fabrics carry no tax, so need neither.
 */
async function assertInvoiceable(tx: Executor, vendorId: string, code: string | null): Promise<void> {
  if (!(await sellerTaxFacts(tx, [vendorId])).get(vendorId)?.gstin) return;
  if (code === null)
    throw badRequest(
      'HSN_CODE_INVALID',
      "hsnCode: give the fabric's HSN code, or its fibre, so that its tax invoice can name it (you are registered for GST)",
    );
  if (!(await gstRatesOn(tx, [code], new Date())).has(code))
    throw badRequest(
      'HSN_CODE_INVALID',
      `hsnCode: Fabric-Store has no GST rate for HSN code ${code}: give the fabric's code from chapters 50 to 60 (fabrics)`,
    );
}
