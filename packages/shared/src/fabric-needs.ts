/**
 * "How much do I need?": the length of a metre fabric to buy for a garment, reckoned from
 * the table of garment needs, the cloth's width, its pattern repeat and shrinkage, and rounded up to
 * a length the vendor cuts; with the reasons that say how it was reached, as facts a screen words
 * in its reader's language. Inside, centimetres as integers, so every rounding is exact. Zod-free, so the product page's first paint can import it.
 */

import {
  chartSizeFor,
  MEASURED_GARMENTS,
  type MeasuredGarmentId,
  type Measurements,
  measurementsProblem,
  piecesAcross,
} from './fabric-needs-measurements';
import type { ChartGarment, NeedsReason } from './fabric-needs-reasons';
import {
  BODY_SIZES,
  CHART_WIDTHS,
  CURTAIN_RULES,
  GARMENT_NEEDS,
  type Garment,
  NARROWEST_CHART_WIDTH_CM,
  type SizedGarment,
} from './fabric-needs-table';
import { fromHundredths, toHundredths } from './lengths';

export * from './fabric-needs-measurements';
export * from './fabric-needs-reasons';
export * from './fabric-needs-table';

/** How a shopper reads lengths; the stepper and the cart stay in metres. */
export const LENGTH_UNITS = ['m', 'yd'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const CM_PER_YARD = 91.44;

/** A length in metres, or in yards, to the hundredth: 2.5 m is 2.73 yd. */
export function lengthIn(metres: number, unit: LengthUnit): number {
  return unit === 'm' ? Math.round(metres * 100) / 100 : Math.round((metres * 10_000) / CM_PER_YARD) / 100;
}

export type NeedsQuestion =
  | { garment: Exclude<Garment, 'curtains'>; size: string }
  | { garment: MeasuredGarmentId; measurements: Measurements }
  | { garment: 'curtains'; windowWidthCm: number; dropCm: number };

/** What the calculator reads of a metre fabric. */
export interface ClothForNeeds {
  /** Null when the vendor has not stated it: reckoned as the narrowest chart width. */
  widthCm: number | null;
  /** Metres. */
  minCut: number;
  step: number;
  patternRepeatCm: number | null;
  shrinkagePercent: number | null;
}

export interface NeedsAnswer {
  /** The length to buy in metres: a cut the vendor makes (on the step, at least the minimum); null when it cannot be reckoned. */
  metres: number | null;
  /** What the garment needs before rounding to a cut, in metres. */
  neededMetres: number | null;
  /** How it was reached, one reason a line. */
  reasons: NeedsReason[];
}

/** The length of this cloth to buy for the garment, and how it was reached. */
export function fabricNeeded(question: NeedsQuestion, cloth: ClothForNeeds): NeedsAnswer {
  const reasons: NeedsReason[] = [];
  const widthCm = cloth.widthCm ?? NARROWEST_CHART_WIDTH_CM;
  if (cloth.widthCm === null) reasons.push({ key: 'widthUnstated', narrowestCm: NARROWEST_CHART_WIDTH_CM });
  const repeatCm = cloth.patternRepeatCm ?? 0;
  const base =
    question.garment === 'curtains'
      ? curtainsNeed(question.windowWidthCm, question.dropCm, widthCm, repeatCm)
      : withRepeats(
          'measurements' in question
            ? measuredNeed(question.garment, question.measurements, widthCm)
            : garmentNeed(question.garment, question.size, widthCm),
          repeatCm,
        );
  reasons.push(...base.reasons);
  if (base.cm === null) return { metres: null, neededMetres: null, reasons };

  let neededCm = base.cm;
  const shrinkage = cloth.shrinkagePercent ?? 0;
  if (shrinkage > 0) {
    // Bought long enough that what is left after the first wash is still the length needed.
    const beforeWash = Math.ceil((neededCm * 100) / (100 - shrinkage) - 1e-9);
    reasons.push({
      key: 'shrinkage',
      percent: shrinkage,
      neededLength: neededCm,
      keptHundredths: 100 - shrinkage,
      beforeWashLength: beforeWash,
    });
    neededCm = beforeWash;
  }

  const minCm = toHundredths(cloth.minCut);
  const cutCm = cutAtLeast(neededCm, minCm, toHundredths(cloth.step));
  reasons.push(
    neededCm <= minCm
      ? { key: 'shortestCut', cutLength: cutCm }
      : { key: 'cutSteps', minLength: minCm, stepLength: toHundredths(cloth.step), cutLength: cutCm },
  );
  return { metres: fromHundredths(cutCm), neededMetres: fromHundredths(neededCm), reasons };
}

/** The shortest cut (minimum + whole steps, centimetres) that is at least `neededCm`. */
function cutAtLeast(neededCm: number, minCm: number, stepCm: number): number {
  if (neededCm <= minCm) return minCm;
  return minCm + Math.ceil((neededCm - minCm) / stepCm) * stepCm;
}

interface BaseNeed {
  cm: number | null;
  reasons: NeedsReason[];
}

/** The chart width a cloth is read at: the widest band at or below its own width (never a wider one). */
function chartWidthOf(widthCm: number) {
  return CHART_WIDTHS.findLast((band) => widthCm >= band.fromCm);
}

function garmentNeed(garmentId: ChartGarment, size: string, widthCm: number): BaseNeed {
  const garment: SizedGarment = GARMENT_NEEDS[garmentId];
  const sizeIndex = garment.sizes.indexOf(size);
  if (sizeIndex < 0) return { cm: null, reasons: [{ key: 'chooseSize', sizes: garment.sizes }] };
  const band = chartWidthOf(widthCm);
  if (!band) return { cm: null, reasons: [{ key: 'noChart', narrowestCm: NARROWEST_CHART_WIDTH_CM, widthCm }] };
  const tableCm = toHundredths(garment.metres[band.id][sizeIndex] ?? 0);
  const reasons: NeedsReason[] = [
    { key: 'chartWidth', widthCm, band: band.id },
    {
      key: 'chartFigure',
      garment: garmentId,
      size: garment.sizes.length > 1 ? size : null,
      figureLength: tableCm,
      source: garment.source,
    },
  ];
  return { cm: tableCm, reasons };
}

/** A garment's length with one extra pattern repeat for each yard of it, to match the pattern at the seams. */
function withRepeats(need: BaseNeed, repeatCm: number): BaseNeed {
  if (need.cm === null || repeatCm <= 0) return need;
  const repeats = Math.ceil((need.cm * 100) / (CM_PER_YARD * 100));
  const cm = need.cm + repeats * repeatCm;
  return { cm, reasons: [...need.reasons, { key: 'repeats', repeatCm, count: repeats, totalLength: cm }] };
}

/**
 * By the shopper's measurements: the chart's figure for the size the chest or hip falls in, and the
 * length beyond the chart's once for each length of cloth the body pieces take across this cloth.
 * A shorter garment takes the difference off once only: the sleeves, facings and waistband the
 * chart's figure holds do not shorten with it, so this errs long.
 */
function measuredNeed(garmentId: MeasuredGarmentId, measurements: Measurements, widthCm: number): BaseNeed {
  const measured = MEASURED_GARMENTS[garmentId];
  const problem = measurementsProblem(measured, measurements);
  if (problem) return { cm: null, reasons: [problem] };
  const size = chartSizeFor(measured, measurements.aroundCm);
  if (!size) return { cm: null, reasons: [] };
  const { lengthCm, aroundCm } = measurements;
  const sizeAroundCm = measured.aroundBySize[BODY_SIZES.indexOf(size as (typeof BODY_SIZES)[number])] ?? aroundCm;
  const chart = garmentNeed(garmentId, size, widthCm);
  const reasons: NeedsReason[] = [
    { key: 'measuredSize', aroundCm, around: measured.around, size, sizeAroundCm },
    ...chart.reasons,
  ];
  if (chart.cm === null) return { cm: null, reasons };
  const chartLengthCm = measured.chartLengthCm;
  const longerCm = lengthCm - chartLengthCm;
  if (longerCm === 0) {
    reasons.push({ key: 'chartLength', chartLengthCm });
    return { cm: chart.cm, reasons };
  }
  if (longerCm < 0) {
    const cm = chart.cm + longerCm;
    reasons.push({ key: 'shorter', lengthCm, shorterCm: -longerCm, chartLengthCm, totalLength: cm });
    return { cm, reasons };
  }
  const { pieceWidthCm, across, lengths } = piecesAcross(measured, aroundCm, widthCm);
  if (lengths === null) {
    reasons.push({ key: 'pieceTooWide', pieceWidthCm, widthCm });
    return { cm: null, reasons };
  }
  const cm = chart.cm + lengths * longerCm;
  reasons.push({
    key: 'piecesLaid',
    pieces: measured.pieces,
    pieceWidthCm,
    piecesAround: measured.piecesAround,
    around: measured.around,
    easeCm: measured.pieceEaseCm,
    across,
    widthCm,
    lengths,
    lengthCm,
    longerCm,
    chartLengthCm,
    totalLength: cm,
  });
  return { cm, reasons };
}

function curtainsNeed(windowWidthCm: number, dropCm: number, widthCm: number, repeatCm: number): BaseNeed {
  const { fullness, headingAndHemCm } = CURTAIN_RULES;
  const inRange = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (!inRange(windowWidthCm, CURTAIN_RULES.windowWidthCm) || !inRange(dropCm, CURTAIN_RULES.dropCm)) {
    const { windowWidthCm: width, dropCm: drop } = CURTAIN_RULES;
    const range = { widthMinCm: width.min, widthMaxCm: width.max, dropMinCm: drop.min, dropMaxCm: drop.max };
    return { cm: null, reasons: [{ key: 'curtainRange', ...range }] };
  }
  const widths = Math.ceil((windowWidthCm * fullness) / widthCm);
  const reasons: NeedsReason[] = [
    { key: 'curtainWidths', windowWidthCm, gatheredCm: windowWidthCm * fullness, count: widths, widthCm },
  ];
  let cutDropCm = dropCm + headingAndHemCm;
  reasons.push({ key: 'curtainDrop', dropCm, headingAndHemCm, cutDropCm });
  if (repeatCm > 0) {
    cutDropCm = Math.ceil(cutDropCm / repeatCm) * repeatCm;
    reasons.push({ key: 'curtainRepeat', repeatCm, cutDropCm });
  }
  const totalCm = widths * cutDropCm + Math.max(repeatCm, 0);
  reasons.push({ key: 'curtainTotal', widths, cutDropCm, repeatCm: Math.max(repeatCm, 0), totalLength: totalCm });
  return { cm: totalCm, reasons };
}
