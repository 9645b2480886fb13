/**
 * "How much do I need?": the length of a metre fabric to buy for a garment, reckoned from
 * the table of garment needs, the cloth's width, its pattern repeat and shrinkage, and rounded up to
 * a length the vendor cuts; with the lines that say how it was reached. Inside, centimetres as
 * integers, so every rounding is exact. Zod-free, so the product page's first paint can import it.
 */

import {
  chartSizeFor,
  MEASURED_GARMENTS,
  type MeasuredGarmentId,
  type Measurements,
  measurementsProblem,
  piecesAcross,
} from './fabric-needs-measurements';
import {
  BODY_SIZES,
  CHART_WIDTHS,
  CHARTS,
  CURTAIN_RULES,
  GARMENT_NEEDS,
  type Garment,
  NARROWEST_CHART_WIDTH_CM,
  type SizedGarment,
} from './fabric-needs-table';
import { formatMetres, fromHundredths, toHundredths } from './lengths';

export * from './fabric-needs-measurements';
export * from './fabric-needs-table';

/** How a shopper reads lengths; the stepper and the cart stay in metres. */
export const LENGTH_UNITS = ['m', 'yd'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

const CM_PER_YARD = 91.44;

/** A length in metres, or in yards, to the hundredth: 2.5 m is 2.73 yd. */
export function lengthIn(metres: number, unit: LengthUnit): number {
  return unit === 'm' ? Math.round(metres * 100) / 100 : Math.round((metres * 10_000) / CM_PER_YARD) / 100;
}

/** '2.5 m', or the same length in yards: '2.73 yd'. */
export function formatLength(metres: number, unit: LengthUnit): string {
  return `${lengthIn(metres, unit)} ${unit}`;
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
  /** How it was reached, one sentence a line. */
  lines: string[];
}

/** The length of this cloth to buy for the garment, and how it was reached. */
export function fabricNeeded(question: NeedsQuestion, cloth: ClothForNeeds, unit: LengthUnit = 'm'): NeedsAnswer {
  const say = (cm: number) => formatLength(fromHundredths(cm), unit);
  const lines: string[] = [];
  const widthCm = cloth.widthCm ?? NARROWEST_CHART_WIDTH_CM;
  if (cloth.widthCm === null) {
    lines.push(
      `The vendor has not stated the width, so this reckons with cloth ${NARROWEST_CHART_WIDTH_CM} cm wide, the narrowest the charts list.`,
    );
  }
  const repeatCm = cloth.patternRepeatCm ?? 0;
  const base =
    question.garment === 'curtains'
      ? curtainsNeed(question.windowWidthCm, question.dropCm, widthCm, repeatCm, say)
      : withRepeats(
          'measurements' in question
            ? measuredNeed(question.garment, question.measurements, widthCm, say)
            : garmentNeed(GARMENT_NEEDS[question.garment], question.size, widthCm, say),
          repeatCm,
          say,
        );
  lines.push(...base.lines);
  if (base.cm === null) return { metres: null, neededMetres: null, lines };

  let neededCm = base.cm;
  const shrinkage = cloth.shrinkagePercent ?? 0;
  if (shrinkage > 0) {
    // Bought long enough that what is left after the first wash is still the length needed.
    const beforeWash = Math.ceil((neededCm * 100) / (100 - shrinkage) - 1e-9);
    lines.push(
      `It may shrink ${shrinkage}% in the first wash, so ${say(neededCm)} ÷ ${formatMetres((100 - shrinkage) / 100)} = ${say(beforeWash)}.`,
    );
    neededCm = beforeWash;
  }

  const cutCm = cutAtLeast(neededCm, toHundredths(cloth.minCut), toHundredths(cloth.step));
  lines.push(
    neededCm <= toHundredths(cloth.minCut)
      ? `The shortest cut is ${say(cutCm)}, so buy ${say(cutCm)}.`
      : `Cuts go from ${say(toHundredths(cloth.minCut))} in steps of ${say(toHundredths(cloth.step))}, so buy ${say(cutCm)}.`,
  );
  return { metres: fromHundredths(cutCm), neededMetres: fromHundredths(neededCm), lines };
}

/** The shortest cut (minimum + whole steps, centimetres) that is at least `neededCm`. */
function cutAtLeast(neededCm: number, minCm: number, stepCm: number): number {
  if (neededCm <= minCm) return minCm;
  return minCm + Math.ceil((neededCm - minCm) / stepCm) * stepCm;
}

interface BaseNeed {
  cm: number | null;
  lines: string[];
}

/** The chart width a cloth is read at: the widest band at or below its own width (never a wider one). */
function chartWidthOf(widthCm: number) {
  return CHART_WIDTHS.findLast((band) => widthCm >= band.fromCm);
}

function garmentNeed(garment: SizedGarment, size: string, widthCm: number, say: (cm: number) => string): BaseNeed {
  const sizeIndex = garment.sizes.indexOf(size);
  if (sizeIndex < 0) return { cm: null, lines: [`Choose a size: ${garment.sizes.join(', ')}.`] };
  const band = chartWidthOf(widthCm);
  if (!band) {
    return {
      cm: null,
      lines: [
        `Cutting charts start at cloth ${NARROWEST_CHART_WIDTH_CM} cm wide; for cloth ${widthCm} cm wide, ask a tailor how to lay the pieces.`,
      ],
    };
  }
  const tableCm = toHundredths(garment.metres[band.id][sizeIndex] ?? 0);
  const sized = garment.sizes.length > 1 ? `, size ${size}` : '';
  const lines = [
    `This cloth is ${widthCm} cm wide, so the chart figures for ${band.label} cloth apply (the chart width at or below it).`,
    `${garment.label}${sized} (${garment.style}): ${say(tableCm)}, ${garment.source}.`,
  ];
  return { cm: tableCm, lines };
}

/** A garment's length with one extra pattern repeat for each yard of it, to match the pattern at the seams. */
function withRepeats(need: BaseNeed, repeatCm: number, say: (cm: number) => string): BaseNeed {
  if (need.cm === null || repeatCm <= 0) return need;
  const repeats = Math.ceil((need.cm * 100) / (CM_PER_YARD * 100));
  const cm = need.cm + repeats * repeatCm;
  const line = `The pattern repeats every ${repeatCm} cm: ${repeats} extra ${repeats === 1 ? 'repeat' : 'repeats'} to match it make ${say(cm)}, by ${CHARTS.repeatRule}.`;
  return { cm, lines: [...need.lines, line] };
}

/**
 * By the shopper's measurements: the chart's figure for the size the chest or hip falls in, and the
 * length beyond the chart's once for each length of cloth the body pieces take across this cloth.
 * A shorter garment takes the difference off once only: the sleeves, facings and waistband the
 * chart's figure holds do not shorten with it, so this errs long.
 */
function measuredNeed(
  garmentId: MeasuredGarmentId,
  measurements: Measurements,
  widthCm: number,
  say: (cm: number) => string,
): BaseNeed {
  const measured = MEASURED_GARMENTS[garmentId];
  const problem = measurementsProblem(measured, measurements);
  const size = chartSizeFor(measured, measurements.aroundCm);
  if (problem || !size) return { cm: null, lines: [problem ?? ''] };
  const { lengthCm, aroundCm } = measurements;
  const sizeAround = measured.aroundBySize[BODY_SIZES.indexOf(size as (typeof BODY_SIZES)[number])];
  const chart = garmentNeed(GARMENT_NEEDS[garmentId], size, widthCm, say);
  const lines = [
    `A ${aroundCm} cm ${measured.around} is within size ${size} (up to ${sizeAround} cm), so the chart's figure for ${size} is the start.`,
    ...chart.lines,
  ];
  if (chart.cm === null) return { cm: null, lines };
  const chartLengthCm = measured.chartLengthCm;
  const longerCm = lengthCm - chartLengthCm;
  if (longerCm === 0) {
    lines.push(`Your length is the chart's own, ${chartLengthCm} cm.`);
    return { cm: chart.cm, lines };
  }
  if (longerCm < 0) {
    const cm = chart.cm + longerCm;
    lines.push(
      `${lengthCm} cm is ${-longerCm} cm shorter than the chart's ${chartLengthCm} cm: ${-longerCm} cm less, once (the other pieces do not shorten), ${say(cm)}.`,
    );
    return { cm, lines };
  }
  const { pieceWidthCm, across, lengths } = piecesAcross(measured, aroundCm, widthCm);
  if (lengths === null) {
    lines.push(`Each body piece is ${pieceWidthCm} cm wide, wider than this ${widthCm} cm cloth: ask a tailor.`);
    return { cm: null, lines };
  }
  const cm = chart.cm + lengths * longerCm;
  const share = measured.piecesAround === 2 ? 'half the' : 'a quarter of the';
  lines.push(
    `Each of the ${measured.pieces} body pieces is ${pieceWidthCm} cm wide (${share} ${measured.around} plus ${measured.pieceEaseCm} cm for ease and seams), so ${across} ${across === 1 ? 'fits' : 'fit'} across this ${widthCm} cm cloth and the length is laid ${lengths === 1 ? 'once' : `${lengths} times`}: ${lengthCm} cm is ${longerCm} cm over the chart's ${chartLengthCm} cm, ${lengths === 1 ? '' : `${lengths} × ${longerCm} cm `}more makes ${say(cm)}.`,
  );
  return { cm, lines };
}

function curtainsNeed(
  windowWidthCm: number,
  dropCm: number,
  widthCm: number,
  repeatCm: number,
  say: (cm: number) => string,
): BaseNeed {
  const { fullness, headingAndHemCm } = CURTAIN_RULES;
  const inRange = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (!inRange(windowWidthCm, CURTAIN_RULES.windowWidthCm) || !inRange(dropCm, CURTAIN_RULES.dropCm)) {
    const { windowWidthCm: width, dropCm: drop } = CURTAIN_RULES;
    return {
      cm: null,
      lines: [
        `Enter the window's width (${width.min}–${width.max} cm) and the curtains' drop (${drop.min}–${drop.max} cm) in whole centimetres.`,
      ],
    };
  }
  const widths = Math.ceil((windowWidthCm * fullness) / widthCm);
  const lines = [
    `Curtains for a window ${windowWidthCm} cm wide take ${windowWidthCm * fullness} cm of gathered width: ${widths} ${widths === 1 ? 'width' : 'widths'} of this ${widthCm} cm cloth (${CHARTS.curtainMakers}).`,
  ];
  let cutDropCm = dropCm + headingAndHemCm;
  lines.push(`Each width is the ${dropCm} cm drop plus ${headingAndHemCm} cm for heading and hem: ${cutDropCm} cm.`);
  if (repeatCm > 0) {
    cutDropCm = Math.ceil(cutDropCm / repeatCm) * repeatCm;
    lines.push(
      `The pattern repeats every ${repeatCm} cm, so each width is cut to whole repeats (${cutDropCm} cm), and one more repeat lines up the first.`,
    );
  }
  const totalCm = widths * cutDropCm + Math.max(repeatCm, 0);
  lines.push(`${widths} × ${cutDropCm} cm${repeatCm > 0 ? ` + ${repeatCm} cm` : ''} = ${say(totalCm)}.`);
  return { cm: totalCm, lines };
}
