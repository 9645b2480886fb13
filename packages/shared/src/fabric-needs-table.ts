/**
 * How much cloth a garment takes, per width band of cloth: the table behind "How much do I need?".
 * Every figure is a typical one, in metres, for a plain cloth without nap or a repeat to match
 * (those are added by `fabric-needs.ts`), each garment naming the kind of public chart it follows.
 * The charts are not one edition of one book: tailors, shops and pattern makers print a range, and
 * where they differ the table takes the upper figure, since cloth short by 20 cm is wasted whole.
 * Zod-free, so the product page's first paint can import it.
 */

/** The widths cutting charts give figures for; a cloth is read in the band at or below its own width. */
export const CHART_WIDTHS = [
  { id: 'narrow', fromCm: 85, label: '90 cm (36 in)' },
  { id: 'medium', fromCm: 105, label: '110–115 cm (44–45 in)' },
  { id: 'wide', fromCm: 140, label: '140–150 cm (54–60 in)' },
] as const;
export type ChartWidth = (typeof CHART_WIDTHS)[number]['id'];

/** The narrowest cloth the charts list: a garment is not reckoned for cloth narrower than this band's start. */
export const NARROWEST_CHART_WIDTH_CM = 90;

export const BODY_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const CUSHION_SIZES = ['30 × 30 cm', '40 × 40 cm', '45 × 45 cm', '50 × 50 cm', '60 × 60 cm'] as const;
export const ONE_SIZE = ['One size'] as const;

/**
 * The publishers' charts the figures follow; said as "typical figures from …" because they vary by
 * edition. The screens word them from their catalogues, whose English is checked against these.
 */
export const CHARTS = {
  indianTailoring:
    'typical figures from Indian tailoring cloth charts (the "cloth required" rules tailors and fabric shops give for 36, 44 and 58 inch panna)',
  suitingLengths:
    'typical figures from the shirt and trouser lengths Indian suiting mills and shops sell (shirt length 1.6 m and trouser length 1.2–1.3 m of 58 inch cloth; 2.25–2.5 m of 36–44 inch cloth)',
  patternEnvelopes:
    "typical figures from the yardage tables on commercial sewing-pattern envelopes (Simplicity, McCall's, Butterick, Vogue) for 35–36, 44–45 and 58–60 inch cloth",
  cushionGuides:
    'typical figures from cushion-making guides: one cover with an envelope back (a front and two overlapping back panels, 1.5 cm seams)',
  curtainMakers:
    "the curtain makers' standard reckoning used in retailers' curtain guides: the track width × 2 for a gathered or pencil-pleat heading, in whole widths of cloth, each as long as the drop plus heading and hem",
  repeatRule:
    "the sewing guides' rule of thumb for matching a print or check: one extra repeat for each yard (0.91 m) of cloth",
} as const;

/** A garment cut from pieces laid on the cloth: metres for each size, per width band. */
export interface SizedGarment {
  kind: 'sized';
  label: string;
  /** What the figures assume of the style, said in the explanation. */
  style: string;
  sizes: readonly string[];
  /** Metres per size (in the order of `sizes`), for each width band. */
  metres: Record<ChartWidth, readonly number[]>;
  source: keyof typeof CHARTS;
}

/** Curtains are reckoned from the window, not read from a table. */
export interface CurtainGarment {
  kind: 'curtains';
  label: string;
  source: keyof typeof CHARTS;
}

export const GARMENT_NEEDS = {
  kurta: {
    kind: 'sized',
    label: 'Kurta',
    style: 'knee length, full sleeves',
    sizes: BODY_SIZES,
    metres: {
      narrow: [2.5, 2.75, 2.75, 3, 3.25],
      medium: [2.25, 2.5, 2.5, 2.75, 3],
      wide: [1.5, 1.75, 1.75, 2, 2.25],
    },
    source: 'indianTailoring',
  },
  salwar: {
    kind: 'sized',
    label: 'Salwar',
    style: 'regular, gathered at the waist',
    sizes: BODY_SIZES,
    metres: {
      narrow: [2.5, 2.75, 2.75, 3, 3],
      medium: [2.25, 2.25, 2.5, 2.5, 2.75],
      wide: [1.75, 1.75, 2, 2, 2.25],
    },
    source: 'indianTailoring',
  },
  churidar: {
    kind: 'sized',
    label: 'Churidar',
    style: 'cut on the bias, gathered at the ankle',
    sizes: BODY_SIZES,
    metres: {
      narrow: [2.5, 2.5, 2.75, 2.75, 3],
      medium: [2, 2.25, 2.25, 2.5, 2.5],
      wide: [1.5, 1.75, 1.75, 2, 2],
    },
    source: 'indianTailoring',
  },
  sareeBlouse: {
    kind: 'sized',
    label: 'Saree blouse',
    style: 'short sleeves, lined front',
    sizes: BODY_SIZES,
    metres: {
      narrow: [1, 1, 1.25, 1.25, 1.5],
      medium: [0.8, 0.9, 1, 1, 1.25],
      wide: [0.7, 0.7, 0.8, 0.9, 1],
    },
    source: 'indianTailoring',
  },
  lehengaSkirt: {
    kind: 'sized',
    label: 'Lehenga skirt',
    style: 'panelled (kalidar), floor length',
    sizes: BODY_SIZES,
    metres: {
      narrow: [4, 4.25, 4.5, 4.75, 5],
      medium: [3.25, 3.5, 3.75, 4, 4.25],
      wide: [2.5, 2.75, 3, 3.25, 3.5],
    },
    source: 'indianTailoring',
  },
  shirt: {
    kind: 'sized',
    label: 'Shirt',
    style: 'full sleeves, collar and cuffs',
    sizes: BODY_SIZES,
    metres: {
      narrow: [2.5, 2.5, 2.75, 2.75, 3],
      medium: [2, 2.25, 2.25, 2.5, 2.5],
      wide: [1.5, 1.6, 1.75, 1.75, 2],
    },
    source: 'suitingLengths',
  },
  trousers: {
    kind: 'sized',
    label: 'Trousers',
    style: 'straight legs, full length',
    sizes: BODY_SIZES,
    metres: {
      narrow: [2.5, 2.75, 2.75, 3, 3],
      medium: [2.25, 2.25, 2.5, 2.5, 2.75],
      wide: [1.2, 1.3, 1.4, 1.5, 1.6],
    },
    source: 'suitingLengths',
  },
  dress: {
    kind: 'sized',
    label: 'Dress',
    style: 'knee length, short sleeves',
    sizes: BODY_SIZES,
    metres: {
      narrow: [3, 3, 3.25, 3.5, 3.75],
      medium: [2.5, 2.5, 2.75, 2.75, 3],
      wide: [1.75, 1.75, 1.9, 2, 2.25],
    },
    source: 'patternEnvelopes',
  },
  dupatta: {
    kind: 'sized',
    label: 'Dupatta',
    // A dupatta is one length of cloth; a narrower cloth gives a narrower dupatta, not a longer one.
    style: 'one length of the cloth, its width as woven',
    sizes: ONE_SIZE,
    metres: { narrow: [2.5], medium: [2.5], wide: [2.5] },
    source: 'indianTailoring',
  },
  cushionCover: {
    kind: 'sized',
    label: 'Cushion cover',
    style: 'one cover, envelope back',
    sizes: CUSHION_SIZES,
    metres: {
      narrow: [0.5, 0.8, 0.9, 1, 1.3],
      medium: [0.4, 0.75, 0.8, 0.9, 1.3],
      wide: [0.4, 0.5, 0.5, 0.6, 0.7],
    },
    source: 'cushionGuides',
  },
  curtains: { kind: 'curtains', label: 'Curtains', source: 'curtainMakers' },
} as const satisfies Record<string, SizedGarment | CurtainGarment>;

export type Garment = keyof typeof GARMENT_NEEDS;
export const GARMENTS = Object.keys(GARMENT_NEEDS) as Garment[];

/** The curtain reckoning's constants, from the same guides as `CHARTS.curtainMakers`. */
export const CURTAIN_RULES = {
  fullness: 2,
  /** Added to the drop for the heading (top) and a double hem (bottom). */
  headingAndHemCm: 25,
  windowWidthCm: { min: 30, max: 600 },
  dropCm: { min: 30, max: 400 },
} as const;
