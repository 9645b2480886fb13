// The marketplace's commission: the operator's percents and the one rule that takes a share.
import { z } from 'zod';
import { IdSchema } from './common';
import { hasAtMostTwoDecimals } from './lengths';

export const MAX_COMMISSION_PERCENT = 50;

/** 0–50 with at most two decimals: stored as whole hundredths of a percent, so no share is ever a fraction. */
export const CommissionPercentSchema = z
  .number({ error: 'A commission percent must be a number' })
  .min(0, { error: 'A commission percent is at least 0' })
  .max(MAX_COMMISSION_PERCENT, { error: `A commission percent is at most ${MAX_COMMISSION_PERCENT}` })
  .refine(hasAtMostTwoDecimals, {
    error: 'A commission percent has at most two decimals',
  });

/** The operator's percents: the most specific wins (the vendor's, then the category's, then the default). */
export const CommissionSettingsSchema = z.object({
  defaultPercent: CommissionPercentSchema,
  categories: z
    .record(z.string().trim().min(1).max(100), CommissionPercentSchema, {
      error: 'categories maps category names to percents',
    })
    .default({}),
  vendors: z.record(IdSchema, CommissionPercentSchema, { error: 'vendors maps vendor ids to percents' }).default({}),
});
export type CommissionSettings = z.infer<typeof CommissionSettingsSchema>;

/** The percents as the console shows them: with the name of each vendor that has its own percent. */
export const CommissionSettingsViewSchema = CommissionSettingsSchema.extend({
  /** Vendor id → name, for each vendor in `vendors` whose account still exists. */
  vendorNames: z.record(IdSchema, z.string()),
});
export type CommissionSettingsView = z.infer<typeof CommissionSettingsViewSchema>;

/** 12.5 → 1250: hundredths of a percent, as every line stores its percent. */
export const percentToHundredths = (percent: number): number => Math.round(percent * 100);
export const hundredthsToPercent = (hundredths: number): number => hundredths / 100;

/**
 * A line's commission in paise: its total times the percent, rounded half up to the paisa, in integer
 * arithmetic (a line's total is at most 10^10 paise and the percent at most 5000 hundredths, so the
 * product stays well inside a double's exact integers). The vendor's share is the rest, so the two add
 * up to the total by construction.
 */
export function commissionPaise(totalPaise: number, percentHundredths: number): number {
  return Math.floor((totalPaise * percentHundredths + 5000) / 10000);
}

/**
 * `part` of `whole` of `paise`, rounded half up, for non-negative integers: the share of a quantity of a
 * line (a return, a credit note, a taxable value), in BigInt since paise (up to 10^11) times a quantity
 * passes 2^53. Nothing of an empty whole.
 */
export function shareHalfUp(paise: number, part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Number((2n * BigInt(paise) * BigInt(part) + BigInt(whole)) / (2n * BigInt(whole)));
}

/** The percent (in hundredths) that applies to a vendor's fabric of a category under these settings. */
export function commissionHundredthsFor(settings: CommissionSettings, vendorId: string, category: string): number {
  const percent = settings.vendors[vendorId] ?? settings.categories[category] ?? settings.defaultPercent;
  return percentToHundredths(percent);
}
