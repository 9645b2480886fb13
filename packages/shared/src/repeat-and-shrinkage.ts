import { z } from 'zod';

/**
 * What a vendor may state of a metre fabric that makes a garment take more of it: the
 * length after which its print repeats, and how much it shrinks in the first wash (cotton, linen).
 * Whole centimetres and whole percents, as selvedge labels and mill sheets state them.
 */
export const MAX_PATTERN_REPEAT_CM = 300;
export const MAX_SHRINKAGE_PERCENT = 20;

export const PatternRepeatCmSchema = z
  .number({ error: 'Pattern repeat must be a number of centimetres' })
  .int({ error: 'Pattern repeat must be a whole number of centimetres' })
  .min(1, { error: 'Pattern repeat must be at least 1 cm' })
  .max(MAX_PATTERN_REPEAT_CM, { error: `Pattern repeat must be at most ${MAX_PATTERN_REPEAT_CM} cm` });

export const ShrinkagePercentSchema = z
  .number({ error: 'Shrinkage must be a number of percent' })
  .int({ error: 'Shrinkage must be a whole percent' })
  .min(0, { error: 'Shrinkage cannot be negative' })
  .max(MAX_SHRINKAGE_PERCENT, { error: `Shrinkage must be at most ${MAX_SHRINKAGE_PERCENT}%` });

/** The vendor's create and update fields; null says the fabric has none (or it is not stated). */
export const RepeatAndShrinkageFieldsSchema = z.object({
  patternRepeatCm: PatternRepeatCmSchema.nullable(),
  shrinkagePercent: ShrinkagePercentSchema.nullable(),
});

/** The fabric JSON's fields: null when not stated, and always for a fabric sold by the piece. */
export const RepeatAndShrinkageSchema = z.object({
  patternRepeatCm: z.number().nullable(),
  shrinkagePercent: z.number().nullable(),
});
export type RepeatAndShrinkage = z.infer<typeof RepeatAndShrinkageSchema>;
