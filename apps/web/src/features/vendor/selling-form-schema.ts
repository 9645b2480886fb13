import {
  DEFAULT_MIN_CUT,
  DEFAULT_STEP,
  DEFAULT_SWATCH_PRICE,
  FABRIC_UNITS,
  type FabricUnit,
  formatMetres,
} from '@fabric-store/shared/lengths';
import { z } from 'zod';

/** How the fabric is sold, as the form's inputs hold it (issue 18): text as typed, the swatch as a checkbox. */
export interface SellingFormInput {
  unit: FabricUnit;
  minCut: string;
  step: string;
  swatchOffered: boolean;
  swatchPrice: string;
}

export interface SellingFormOutput {
  unit: FabricUnit;
  minCut: number;
  step: number;
  swatchOffered: boolean;
  swatchPrice: number;
}

export const DEFAULT_SELLING_FORM: SellingFormInput = {
  unit: 'per_metre',
  minCut: formatMetres(DEFAULT_MIN_CUT),
  step: formatMetres(DEFAULT_STEP),
  swatchOffered: false,
  swatchPrice: String(DEFAULT_SWATCH_PRICE),
};

/** The form's values of a fabric the vendor already has. */
export function sellingFormValues(fabric: {
  unit: FabricUnit;
  minCut: number | null;
  step: number | null;
  swatchOffered: boolean;
  swatchPrice: number;
}): SellingFormInput {
  return {
    unit: fabric.unit,
    minCut: formatMetres(fabric.minCut ?? DEFAULT_MIN_CUT),
    step: formatMetres(fabric.step ?? DEFAULT_STEP),
    swatchOffered: fabric.swatchOffered,
    swatchPrice: String(fabric.swatchPrice),
  };
}

const metresField = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(/^\d+(\.\d{1,2})?$/, { error: `${label} must be in metres, such as 0.5 or 0.25` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${label} must be at least ${min} m` })
        .max(max, { error: `${label} must be at most ${max} m` }),
    );

export const sellingFormFields = {
  unit: z.enum(FABRIC_UNITS),
  minCut: metresField('Minimum cut', 0.01, 100),
  step: metresField('Step', 0.01, 10),
  swatchOffered: z.boolean(),
  swatchPrice: z
    .string()
    .trim()
    .min(1, { error: 'Swatch price is required' })
    .regex(/^\d+(\.\d{1,2})?$/, { error: 'Swatch price must be a number such as 30 or 45.50' })
    .transform(Number)
    .pipe(z.number().positive({ error: 'Swatch price must be greater than 0' }).max(10_000)),
};

/** Stock of a piece fabric is whole pieces; of a metre fabric, metres to the centimetre. */
export function refineStockForUnit(values: { unit: FabricUnit; stock: number }, context: z.RefinementCtx): void {
  if (values.unit === 'per_piece' && !Number.isInteger(values.stock)) {
    context.addIssue({ code: 'custom', path: ['stock'], message: 'Stock must be a whole number' });
  }
}

/** The API's selling fields from the form's: a piece fabric offers no swatch, whatever the hidden checkbox holds. */
export function sellingRequest({
  unit,
  minCut,
  step,
  swatchOffered,
  swatchPrice,
}: SellingFormOutput): SellingFormOutput {
  return { unit, minCut, step, swatchOffered: unit === 'per_metre' && swatchOffered, swatchPrice };
}
