/**
 * The lines that say how "How much do I need?" reached its length, as facts rather than sentences,
 * so that each screen words them in its reader's language. Every field named `…Length` is a length
 * of cloth in centimetres that the screen says in the shopper's unit (metres or yards); every other
 * number is said as it is (centimetres, a count, a percent). Zod-free, like the calculator.
 */
import type { CHARTS, ChartWidth, GARMENT_NEEDS } from './fabric-needs-table';

/** Which body measurement sets a garment's width. */
export type AroundMeasure = 'chest' | 'hip';

/** A garment read from the size table (every garment but curtains). */
export type ChartGarment = Exclude<keyof typeof GARMENT_NEEDS, 'curtains'>;
/** Which public chart a figure follows. */
export type ChartSource = keyof typeof CHARTS;

export type NeedsReason =
  | { key: 'widthUnstated'; narrowestCm: number }
  | { key: 'chooseSize'; sizes: readonly string[] }
  | { key: 'noChart'; narrowestCm: number; widthCm: number }
  | { key: 'chartWidth'; widthCm: number; band: ChartWidth }
  /** `size` is null for a garment made in one size. */
  | { key: 'chartFigure'; garment: ChartGarment; size: string | null; figureLength: number; source: ChartSource }
  | { key: 'repeats'; repeatCm: number; count: number; totalLength: number }
  | { key: 'shrinkage'; percent: number; neededLength: number; keptHundredths: number; beforeWashLength: number }
  | { key: 'shortestCut'; cutLength: number }
  | { key: 'cutSteps'; minLength: number; stepLength: number; cutLength: number }
  | { key: 'lengthRange'; minCm: number; maxCm: number }
  | { key: 'aroundRange'; around: AroundMeasure }
  | { key: 'beyondCharts'; largestCm: number; around: AroundMeasure }
  | { key: 'measuredSize'; aroundCm: number; around: AroundMeasure; size: string; sizeAroundCm: number }
  | { key: 'chartLength'; chartLengthCm: number }
  | { key: 'shorter'; lengthCm: number; shorterCm: number; chartLengthCm: number; totalLength: number }
  | { key: 'pieceTooWide'; pieceWidthCm: number; widthCm: number }
  | {
      key: 'piecesLaid';
      pieces: number;
      pieceWidthCm: number;
      /** How many pieces share the chest or hip: 2 (each takes half) or 4 (a quarter). */
      piecesAround: 2 | 4;
      around: AroundMeasure;
      easeCm: number;
      across: number;
      widthCm: number;
      lengths: number;
      lengthCm: number;
      longerCm: number;
      chartLengthCm: number;
      totalLength: number;
    }
  | { key: 'curtainRange'; widthMinCm: number; widthMaxCm: number; dropMinCm: number; dropMaxCm: number }
  | { key: 'curtainWidths'; windowWidthCm: number; gatheredCm: number; count: number; widthCm: number }
  | { key: 'curtainDrop'; dropCm: number; headingAndHemCm: number; cutDropCm: number }
  | { key: 'curtainRepeat'; repeatCm: number; cutDropCm: number }
  | { key: 'curtainTotal'; widths: number; cutDropCm: number; repeatCm: number; totalLength: number };

export type NeedsReasonKey = NeedsReason['key'];
