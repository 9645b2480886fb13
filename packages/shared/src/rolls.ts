/**
 * Rolls, dye lots and remnants: a metre fabric's stock is a set of rolls, each length is
 * cut from one roll, and a roll left shorter than the minimum cut is sold whole as a remnant at the
 * vendor's discount.
 */
import { z } from 'zod';
import { IdSchema, textSchema } from './common';
import { formatMetres, hasAtMostTwoDecimals } from './lengths';

/** A metre fabric's remnant discount unless its vendor sets another (percent off the price per metre). */
export const DEFAULT_REMNANT_DISCOUNT = 30;
/** The most rolls one fabric may list at once. */
export const MAX_ROLLS = 50;

/**
 * A remnant's price per metre: the fabric's, less the remnant discount, rounded half up to the paisa.
 * Its line is then priced by the one rule (lineTotalPaise) like any other length.
 */
export function remnantUnitPricePaise(pricePaise: number, discountPercent: number): number {
  return Math.floor((pricePaise * (100 - discountPercent) + 50) / 100);
}

/** '5 m' as the refusal says the longest piece; metres without trailing zeros. */
export const longestPieceMessage = (name: string, longestMetres: number) =>
  longestMetres > 0
    ? `The longest piece of ${name} is ${formatMetres(longestMetres)} m: each length is cut in one piece from one roll. Please choose at most ${formatMetres(longestMetres)} m.`
    : `${name} has no piece long enough to cut: only remnants are left.`;

export const RollLengthSchema = z
  .number({ error: 'Roll length must be a number' })
  .min(0, { error: 'Roll length cannot be negative' })
  .max(10_000, { error: 'Roll length must be at most 10,000 m' })
  .refine(hasAtMostTwoDecimals, { error: 'Roll length must have at most two decimals (whole centimetres)' });

/** A roll as the vendor sends it: an existing one by `_id`, a new one without. */
export const RollInputSchema = z.object({
  _id: IdSchema.optional(),
  length: RollLengthSchema,
  dyeLot: textSchema('Dye lot')
    .trim()
    .max(40, { error: 'Dye lot must be at most 40 characters' })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type RollInput = z.input<typeof RollInputSchema>;

export const RollsInputSchema = z
  .array(RollInputSchema, { error: 'rolls must be a list' })
  .max(MAX_ROLLS, { error: `A fabric may have at most ${MAX_ROLLS} rolls` });

export const RemnantDiscountSchema = z
  .number({ error: 'Remnant discount must be a number' })
  .int({ error: 'Remnant discount must be a whole percent' })
  .min(0, { error: 'Remnant discount cannot be negative' })
  .max(90, { error: 'Remnant discount must be at most 90%' });

/** A roll in the vendor's views: its number on the fabric (what the cutting list calls it), metres left, dye lot. */
export const RollSchema = z.object({
  _id: IdSchema,
  number: z.number().int(),
  length: z.number(),
  dyeLot: z.string().nullable(),
});
export type Roll = z.infer<typeof RollSchema>;

/** A remnant on sale: a roll shorter than the minimum cut, sold whole (`price` per metre, `total` for the piece). */
export const RemnantSchema = z.object({
  _id: IdSchema,
  length: z.number(),
  price: z.number(),
  total: z.number(),
});
export type Remnant = z.infer<typeof RemnantSchema>;

/** Where an order line was cut from: the roll's number on its fabric and its dye lot (the vendor's cutting list). */
export const LineCutSchema = z.object({
  rollId: IdSchema,
  roll: z.number().int(),
  dyeLot: z.string().nullable(),
});
export type LineCut = z.infer<typeof LineCutSchema>;

/** 'Roll 2, dye lot B-114' or 'Roll 1': a cutting-list entry as screens and mails show it. */
export const describeCut = (cut: { roll: number; dyeLot: string | null }) =>
  cut.dyeLot ? `Roll ${cut.roll}, dye lot ${cut.dyeLot}` : `Roll ${cut.roll}`;

/**
 * A notice checkout shows before paying: these lengths of one fabric come from two (or more) dye lots.
 * `message` is the English sentence; `name` and `lots` are its parts, for a screen to word it in its language.
 */
export const DyeLotNoticeSchema = z.object({
  fabric_id: IdSchema,
  name: z.string(),
  /** The dye lots the lengths would be cut from, in the order the sentence names them. */
  lots: z.array(z.string()),
  message: z.string(),
});
export type DyeLotNotice = z.infer<typeof DyeLotNoticeSchema>;

export const CuttingPlanSchema = z.object({ dyeLotNotices: z.array(DyeLotNoticeSchema) });
export type CuttingPlan = z.infer<typeof CuttingPlanSchema>;

/** `matchOrderId` on checkout and its preview: cut from the dye lots of the shopper's earlier order. */
export const MatchOrderIdSchema = IdSchema.optional();
