import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { gstRates } from './schema';

/**
 * The rows of `gst_rates` in force on `day` (an India date as YYYY-MM-DD, or an SQL date): from
 * `effective_from` up to the day before `effective_to`, or on while it is null.
 */
export const gstRateInForceOn = (day: string | SQL) =>
  and(lte(gstRates.effectiveFrom, day), or(isNull(gstRates.effectiveTo), gt(gstRates.effectiveTo, day))) as SQL;
