import { z } from 'zod';
import { FABRIC_UNITS, hasAtMostTwoDecimals, LINE_KINDS } from './lengths';

export const FabricUnitSchema = z.enum(FABRIC_UNITS, { error: 'unit must be per_metre or per_piece' });
export const LineKindSchema = z.enum(LINE_KINDS, { error: 'kind must be length, swatch or remnant' });

/** Metres (or pieces) with at most two decimals: the API's `quantity`. */
export const MetresSchema = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a number` })
    .refine(hasAtMostTwoDecimals, { error: `${label} must have at most two decimals (whole centimetres)` });

/** The vendor's selling fields of a fabric, grouped so the create and update schemas share them. */
export const SellingFieldsSchema = z.object({
  unit: FabricUnitSchema,
  minCut: MetresSchema('Minimum cut')
    .pipe(z.number().min(0.01, { error: 'Minimum cut must be at least 0.01 m' }))
    .pipe(z.number().max(100, { error: 'Minimum cut must be at most 100 m' })),
  step: MetresSchema('Step')
    .pipe(z.number().min(0.01, { error: 'Step must be at least 0.01 m' }))
    .pipe(z.number().max(10, { error: 'Step must be at most 10 m' })),
  swatchOffered: z.boolean({ error: 'swatchOffered must be true or false' }),
  swatchPrice: z
    .number({ error: 'Swatch price must be a number' })
    .positive({ error: 'Swatch price must be greater than 0' })
    .max(10_000, { error: 'Swatch price must be at most 10,000' })
    .refine(hasAtMostTwoDecimals, { error: 'Swatch price must have at most two decimals' }),
});

/** The selling fields of the fabric JSON. */
export const SellingSchema = z.object({
  unit: FabricUnitSchema,
  /** Metres; null for piece fabrics. */
  minCut: z.number().nullable(),
  step: z.number().nullable(),
  /** True when the vendor sends swatches of this (metre) fabric, at `swatchPrice` rupees. */
  swatchOffered: z.boolean(),
  swatchPrice: z.number(),
});
export type Selling = z.infer<typeof SellingSchema>;
