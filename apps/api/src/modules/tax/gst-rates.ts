import { formatInIndia } from '@fabric-store/shared';
import type { Executor } from '../../db/client';
import { gstRateInForceOn } from '../../db/gst-rate-span';
import { gstRates } from '../../db/schema';

/**
 * The GST rate (hundredths of a percent) of each HSN code on an instant's date in India: the row of the
 * longest prefix of the code in force that day. A code no row covers is absent from the answer.
 */
export async function gstRatesOn(db: Executor, hsnCodes: readonly string[], at: Date): Promise<Map<string, number>> {
  if (hsnCodes.length === 0) return new Map();
  const day = formatInIndia(at, 'sortable').slice(0, 10);
  const inForce = await db
    .select({ hsnPrefix: gstRates.hsnPrefix, rateHundredths: gstRates.rateHundredths })
    .from(gstRates)
    .where(gstRateInForceOn(day));
  const rates = new Map<string, number>();
  for (const code of hsnCodes) {
    const longest = inForce
      .filter((rate) => code.startsWith(rate.hsnPrefix))
      .sort((a, b) => b.hsnPrefix.length - a.hsnPrefix.length)[0];
    if (longest) rates.set(code, longest.rateHundredths);
  }
  return rates;
}
