import { DEFAULT_REMNANT_DISCOUNT, type Roll, type RollInput } from '@fabric-store/shared';
import {
  DEFAULT_MIN_CUT,
  DEFAULT_STEP,
  DEFAULT_SWATCH_PRICE,
  FABRIC_UNITS,
  type FabricUnit,
  formatMetres,
} from '@fabric-store/shared/lengths';
import { z } from 'zod';

/** A roll as the form holds it: an existing one keeps its id; length and dye lot as typed. */
export interface RollFormInput {
  _id?: string | undefined;
  /** An existing roll's number on the fabric, as the cutting list and the detail name it; not sent. */
  number?: number | undefined;
  length: string;
  dyeLot: string;
}

/** How the fabric is sold, as the form's inputs hold it: text as typed, the swatch as a checkbox. */
export interface SellingFormInput {
  unit: FabricUnit;
  minCut: string;
  step: string;
  swatchOffered: boolean;
  swatchPrice: string;
  rolls: RollFormInput[];
  remnantDiscount: string;
}

export interface SellingFormOutput {
  unit: FabricUnit;
  minCut: number;
  step: number;
  swatchOffered: boolean;
  swatchPrice: number;
  rolls: RollInput[];
  remnantDiscount: number;
}

export const DEFAULT_SELLING_FORM: SellingFormInput = {
  unit: 'per_metre',
  minCut: formatMetres(DEFAULT_MIN_CUT),
  step: formatMetres(DEFAULT_STEP),
  swatchOffered: false,
  swatchPrice: String(DEFAULT_SWATCH_PRICE),
  rolls: [],
  remnantDiscount: String(DEFAULT_REMNANT_DISCOUNT),
};

/** The form's values of a fabric the vendor already has. */
export function sellingFormValues(fabric: {
  unit: FabricUnit;
  minCut: number | null;
  step: number | null;
  swatchOffered: boolean;
  swatchPrice: number;
  rolls?: Roll[] | undefined;
  remnantDiscount: number;
}): SellingFormInput {
  return {
    unit: fabric.unit,
    minCut: formatMetres(fabric.minCut ?? DEFAULT_MIN_CUT),
    step: formatMetres(fabric.step ?? DEFAULT_STEP),
    swatchOffered: fabric.swatchOffered,
    swatchPrice: String(fabric.swatchPrice),
    rolls: (fabric.rolls ?? []).map((roll) => ({
      _id: roll._id,
      number: roll.number,
      length: formatMetres(roll.length),
      dyeLot: roll.dyeLot ?? '',
    })),
    remnantDiscount: String(fabric.remnantDiscount),
  };
}

/** A length in metres; `field` names its messages in the vendor catalogue ('validation.minCut.required'). */
const metresField = (field: 'minCut' | 'step' | 'rollLength', min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `validation.${field}.required` })
    .regex(/^\d+(\.\d{1,2})?$/, { error: `validation.${field}.format` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `validation.${field}.min` })
        .max(max, { error: `validation.${field}.max` }),
    );

export const sellingFormFields = {
  unit: z.enum(FABRIC_UNITS),
  minCut: metresField('minCut', 0.01, 100),
  step: metresField('step', 0.01, 10),
  swatchOffered: z.boolean(),
  swatchPrice: z
    .string()
    .trim()
    .min(1, { error: 'validation.swatchPriceRequired' })
    .regex(/^\d+(\.\d{1,2})?$/, { error: 'validation.swatchPriceFormat' })
    .transform(Number)
    .pipe(z.number().positive({ error: 'validation.swatchPricePositive' }).max(10_000)),
  rolls: z.array(
    z.object({
      _id: z.string().optional(),
      length: metresField('rollLength', 0, 10_000),
      dyeLot: z
        .string()
        .trim()
        .max(40, { error: 'validation.dyeLotMax' })
        .transform((value) => (value ? value : null)),
    }),
  ),
  remnantDiscount: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, { error: 'validation.remnantDiscountFormat' })
    .transform(Number)
    .pipe(z.number().max(90, { error: 'validation.remnantDiscountMax' })),
};

/** Stock of a piece fabric is whole pieces; of a metre fabric, metres to the centimetre. */
export function refineStockForUnit(values: { unit: FabricUnit; stock: number }, context: z.RefinementCtx): void {
  if (values.unit === 'per_piece' && !Number.isInteger(values.stock)) {
    context.addIssue({ code: 'custom', path: ['stock'], message: 'validation.stockWhole' });
  }
}

/** The API's selling fields from the form's: a piece fabric offers no swatch, whatever the hidden checkbox holds. */
export function sellingRequest({
  unit,
  minCut,
  step,
  swatchOffered,
  swatchPrice,
  rolls,
  remnantDiscount,
}: SellingFormOutput) {
  const byTheMetre = unit === 'per_metre';
  return {
    unit,
    minCut,
    step,
    swatchOffered: byTheMetre && swatchOffered,
    swatchPrice,
    // Rolls are a metre fabric's; without any listed, its stock is one roll (the spec's client).
    rolls: byTheMetre && rolls.length > 0 ? rolls : undefined,
    remnantDiscount,
  };
}

/** Metres in the rolls as typed, to the centimetre; undefined while any length is not a number yet. */
export function rollsTotal(rolls: RollFormInput[]): number | undefined {
  let hundredths = 0;
  for (const roll of rolls) {
    if (!/^\d+(\.\d{1,2})?$/.test(roll.length.trim())) return undefined;
    hundredths += Math.round(Number(roll.length) * 100);
  }
  return hundredths / 100;
}
