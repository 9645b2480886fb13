import { z } from 'zod';
import { textSchema } from './common';
import { COLOUR_FAMILIES, CONSTRUCTIONS, FIBRES, PATTERNS } from './fabric-attribute-values';

export * from './fabric-attribute-values';

/** The most fibres one composition lists; blends rarely name more than three or four. */
export const MAX_COMPOSITION_FIBRES = 6;

const listed = (values: readonly string[]) => values.join(', ');

export const FibreSchema = z.enum(FIBRES, { error: `Fibre must be one of ${listed(FIBRES)}` });
export const PatternSchema = z.enum(PATTERNS, { error: `Pattern must be one of ${listed(PATTERNS)}` });
export const ColourFamilySchema = z.enum(COLOUR_FAMILIES as [string, ...string[]], {
  error: `Colour family must be one of ${listed(COLOUR_FAMILIES)}`,
});
export const ConstructionSchema = z.enum(CONSTRUCTIONS, { error: 'Weave or knit must be woven or knit' });

export const CompositionPartSchema = z.object({
  fibre: FibreSchema,
  percent: z
    .number({ error: 'Each fibre needs a percentage' })
    .int({ error: 'Fibre percentages must be whole numbers' })
    .min(1, { error: 'Each fibre must be at least 1%' })
    .max(100, { error: 'A fibre cannot be more than 100%' }),
});
export type CompositionPart = z.infer<typeof CompositionPartSchema>;

/** What a fabric is made of: no fibre twice, the percentages adding up to exactly 100; empty when not stated. */
export const CompositionSchema = z
  .array(CompositionPartSchema, { error: 'Composition must be a list of fibres with percentages' })
  .max(MAX_COMPOSITION_FIBRES, { error: `Composition lists at most ${MAX_COMPOSITION_FIBRES} fibres` })
  .superRefine((parts, context) => {
    const fibres = new Set(parts.map((part) => part.fibre));
    if (fibres.size < parts.length) context.addIssue({ code: 'custom', message: 'Each fibre may be listed once' });
    const total = parts.reduce((sum, part) => sum + part.percent, 0);
    if (parts.length > 0 && total !== 100)
      context.addIssue({ code: 'custom', message: `Composition must add up to 100% (it adds up to ${total}%)` });
  });

export const WidthCmSchema = z
  .number({ error: 'Width must be a number of centimetres' })
  .int({ error: 'Width must be a whole number of centimetres' })
  .min(10, { error: 'Width must be at least 10 cm' })
  .max(600, { error: 'Width must be at most 600 cm' });

export const WeightGsmSchema = z
  .number({ error: 'Weight must be a number of GSM' })
  .int({ error: 'Weight must be a whole number of GSM' })
  .min(10, { error: 'Weight must be at least 10 GSM' })
  .max(2000, { error: 'Weight must be at most 2000 GSM' });

const CareNotesSchema = textSchema('Care notes')
  .trim()
  .max(500, { error: 'Care notes must be at most 500 characters' });

/**
 * A fabric's typed attributes. Every one may be left unstated (null, or an empty composition and
 * care notes): the spec's client creates fabrics without them, and a fabric without one is simply
 * not found by that filter.
 */
export const FabricAttributesSchema = z.object({
  composition: CompositionSchema,
  widthCm: WidthCmSchema.nullable(),
  weightGsm: WeightGsmSchema.nullable(),
  construction: ConstructionSchema.nullable(),
  pattern: PatternSchema.nullable(),
  colourFamily: ColourFamilySchema.nullable(),
  careNotes: CareNotesSchema,
});
export type FabricAttributes = z.infer<typeof FabricAttributesSchema>;

/** `attributes` of a create or update request: the fields given are set, the others left as they are (or unstated). */
export const FabricAttributesInputSchema = FabricAttributesSchema.partial();
export type FabricAttributesInput = z.input<typeof FabricAttributesInputSchema>;

export const NO_FABRIC_ATTRIBUTES: FabricAttributes = {
  composition: [],
  widthCm: null,
  weightGsm: null,
  construction: null,
  pattern: null,
  colourFamily: null,
  careNotes: '',
};

const queryWhole = (label: string, max: number) =>
  z.coerce.number({ error: `${label} must be a number` }).pipe(
    z
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} cannot be negative` })
      .max(max, { error: `${label} must be at most ${max}` }),
  );

/** The catalog's attribute filters, in the query of `GET /api/fabrics` and `GET /api/fabrics/facets`. */
export const FabricAttributeFiltersSchema = z.object({
  colour: ColourFamilySchema.optional(),
  fibre: FibreSchema.optional(),
  pattern: PatternSchema.optional(),
  minWidth: queryWhole('minWidth', 600).optional(),
  maxWidth: queryWhole('maxWidth', 600).optional(),
  minWeight: queryWhole('minWeight', 2000).optional(),
  maxWeight: queryWhole('maxWeight', 2000).optional(),
});

const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;

/**
 * `GET /api/fabrics/facets`: for each choice of each facet, how many fabrics the list would hold
 * with that choice in place of the facet's current one, under every other current filter.
 */
export const FabricFacetsSchema = z.object({
  colour: z.array(FacetCountSchema),
  fibre: z.array(FacetCountSchema),
  pattern: z.array(FacetCountSchema),
  width: z.array(FacetCountSchema),
  weight: z.array(FacetCountSchema),
  /** One choice, `true` (the `onSale=true` filter), counting the fabrics on sale now under the other filters. */
  onSale: z.array(FacetCountSchema).optional(),
});
export type FabricFacets = z.infer<typeof FabricFacetsSchema>;

/**
 * The facet counts and whether each is exact. A search's facets, or a price range's the counters do not
 * answer, are counted over the first 1,000 matches; past them (`X-Facet-Counts-Exact: false`) a count is
 * only a floor, and a choice counted 0 may still give fabrics.
 */
export interface CountedFacets {
  facets: FabricFacets;
  exact: boolean;
}
