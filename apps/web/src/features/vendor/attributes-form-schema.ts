import {
  ColourFamilySchema,
  CompositionSchema,
  ConstructionSchema,
  type FabricAttributes,
  PatternSchema,
  WeightGsmSchema,
  WidthCmSchema,
} from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { z } from 'zod';

/** The attributes section's inputs, as typed: a composition row per fibre, '' for what is not stated. */
export interface AttributesFormInput {
  composition: { fibre: string; percent: string }[];
  widthCm: string;
  weightGsm: string;
  construction: string;
  pattern: string;
  colourFamily: string;
  careNotes: string;
}

export const EMPTY_ATTRIBUTES_FORM: AttributesFormInput = {
  composition: [{ fibre: '', percent: '' }],
  widthCm: '',
  weightGsm: '',
  construction: '',
  pattern: '',
  colourFamily: '',
  careNotes: '',
};

/** The section's values for a fabric being edited. */
export function attributesFormValues(attributes: FabricAttributes): AttributesFormInput {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    composition:
      attributes.composition.length > 0
        ? attributes.composition.map((part) => ({ fibre: part.fibre, percent: String(part.percent) }))
        : EMPTY_ATTRIBUTES_FORM.composition,
    widthCm: text(attributes.widthCm),
    weightGsm: text(attributes.weightGsm),
    construction: text(attributes.construction),
    pattern: text(attributes.pattern),
    colourFamily: text(attributes.colourFamily),
    careNotes: attributes.careNotes,
  };
}

/** A whole number typed into a box, or null when the box is empty; `notWhole` is the message's catalogue key. */
export const wholeOrNull = (notWhole: ParseKeys<'vendor'>, schema: z.ZodNumber) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), { error: notWhole })
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(schema.nullable());

/** A choice from a select, or null for "Not stated". */
const choiceOrNull = <T extends string>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());

const CompositionRowsSchema = z
  .array(z.object({ fibre: z.string(), percent: z.string().trim() }))
  // A row left blank is no fibre; a row with one half filled in is a mistake worth naming.
  .transform((rows) => rows.filter((row) => row.fibre !== '' || row.percent !== ''))
  .superRefine((rows, context) => {
    for (const row of rows) {
      if (row.fibre === '') context.addIssue({ code: 'custom', message: 'validation.chooseFibre' });
      else if (!/^\d+$/.test(row.percent))
        context.addIssue({ code: 'custom', message: 'validation.fibrePercentWhole' });
    }
  })
  .transform((rows) => rows.map((row) => ({ fibre: row.fibre, percent: Number(row.percent) })))
  .pipe(CompositionSchema);

export const AttributesFormSchema: z.ZodType<FabricAttributes, AttributesFormInput> = z.object({
  composition: CompositionRowsSchema,
  widthCm: wholeOrNull('validation.widthWhole', WidthCmSchema),
  weightGsm: wholeOrNull('validation.weightWhole', WeightGsmSchema),
  construction: choiceOrNull(ConstructionSchema),
  pattern: choiceOrNull(PatternSchema),
  colourFamily: choiceOrNull(ColourFamilySchema),
  careNotes: z.string().trim().max(500, { error: 'validation.careNotesMax' }),
}) as z.ZodType<FabricAttributes, AttributesFormInput>;
