/**
 * The typed attributes a fabric is described and found by, without zod, so that the
 * storefront's first-paint screens (`@fabric-store/shared/fabric-attribute-values`) can show them.
 */

export const FIBRES = [
  'cotton',
  'silk',
  'linen',
  'wool',
  'viscose',
  'polyester',
  'nylon',
  'elastane',
  'modal',
  'hemp',
  'cashmere',
  'jute',
] as const;
export type Fibre = (typeof FIBRES)[number];

export const CONSTRUCTIONS = ['woven', 'knit'] as const;
export type Construction = (typeof CONSTRUCTIONS)[number];

export const PATTERNS = [
  'solid',
  'print',
  'check',
  'stripe',
  'floral',
  'paisley',
  'geometric',
  'ikat',
  'brocade',
  'embroidered',
] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Each colour family with the swatch a filter shows for it (a CSS background). */
export const COLOUR_FAMILY_SWATCHES = {
  white: '#f7f5ef',
  cream: '#ecdfc2',
  beige: '#c9b48f',
  brown: '#7a4e2d',
  black: '#1b1b1f',
  grey: '#8f9399',
  red: '#b3202a',
  pink: '#e59bb0',
  orange: '#dd7a2b',
  yellow: '#e3bd2f',
  green: '#2f7d4a',
  blue: '#2f5597',
  purple: '#6b3f8f',
  multicolour: 'conic-gradient(#b3202a, #e3bd2f, #2f7d4a, #2f5597, #6b3f8f, #b3202a)',
} as const;
export type ColourFamily = keyof typeof COLOUR_FAMILY_SWATCHES;
export const COLOUR_FAMILIES = Object.keys(COLOUR_FAMILY_SWATCHES) as ColourFamily[];

/** A range of widths (cm) or weights (GSM) a shopper picks as one choice; either end may be open. */
export interface MeasureBand {
  value: string;
  label: string;
  min?: number;
  max?: number;
}

/** Widths as cloth is woven: narrow handloom, the common 44–58 inch goods, and wide sheeting. */
export const WIDTH_BANDS: readonly MeasureBand[] = [
  { value: 'narrow', label: 'Narrow (under 110 cm)', max: 109 },
  { value: 'standard', label: 'Standard (110–150 cm)', min: 110, max: 150 },
  { value: 'wide', label: 'Wide (over 150 cm)', min: 151 },
];

/** Weights as tailors speak of them: sheers and shirtings, dress and suit weights, coats and upholstery. */
export const WEIGHT_BANDS: readonly MeasureBand[] = [
  { value: 'light', label: 'Light (under 100 GSM)', max: 99 },
  { value: 'medium', label: 'Medium (100–250 GSM)', min: 100, max: 250 },
  { value: 'heavy', label: 'Heavy (over 250 GSM)', min: 251 },
];

/** 'Multicolour', 'Cotton': the word as a heading or a table cell shows it. */
export const attributeLabel = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
