/** The GST inside a GST-inclusive amount: the taxable value and the tax, split by where the goods go. */
export interface GstSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** a ÷ b rounded half up, for non-negative integers, exactly (no floating point past 2^53). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * Splits an amount that includes GST at `rateHundredths` (500 = 5%): taxable value = amount × 100 ÷
 * (100 + rate) to the paisa, half up; the tax is the rest. Within one state the tax is CGST (half, rounded
 * half up) and SGST (the rest); across states it is all IGST. So taxable + tax = amount, always.
 */
export function splitGst(amountPaise: number, rateHundredths: number, withinState: boolean): GstSplit {
  const taxable = Number(divideHalfUp(BigInt(amountPaise) * 10_000n, 10_000n + BigInt(rateHundredths)));
  const tax = amountPaise - taxable;
  if (!withinState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgst = Number(divideHalfUp(BigInt(tax), 2n));
  return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: tax - cgst, igstPaise: 0 };
}
