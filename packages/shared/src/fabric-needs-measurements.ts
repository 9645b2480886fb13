/**
 * "How much do I need?" by the shopper's own measurements, for the garments whose cloth a
 * length decides. The charts are by size, for a garment of a stated length: the chest or hip picks
 * the chart's size, and the length the shopper wants adds to (or takes from) the chart's figure once
 * for each length of cloth the body pieces take: one where they fit side by side across the cloth,
 * a second where the chest or hip makes them wider than the cloth holds. Centimetres as integers.
 * Zod-free, so the product page's first paint can import it.
 */
import type { AroundMeasure, NeedsReason } from './fabric-needs-reasons';
import { BODY_SIZES } from './fabric-needs-table';

export interface MeasuredGarment {
  /** What the shopper measures for the length, as the field's hint says it. */
  lengthHint: string;
  lengthCm: { min: number; max: number };
  /** The garment length the chart's figures are for. */
  chartLengthCm: number;
  around: AroundMeasure;
  /** The chest or hip of each size S–XXL, as Indian size charts give them: a size's own measurement. */
  aroundBySize: readonly number[];
  /** Full-length body pieces (front and back, or legs) laid side by side across the cloth. */
  pieces: number;
  /** How many of those pieces share the chest or hip between them. */
  piecesAround: number;
  /** Added to each piece's share of the chest or hip: ease and seams. */
  pieceEaseCm: number;
}

/** Chest (bust) and hip of the sizes S–XXL as Indian size charts give them, 2 in (5 cm) apart. */
const CHEST_BY_SIZE = [91, 97, 102, 107, 112] as const;
const HIP_BY_SIZE = [97, 102, 107, 112, 117] as const;

/** What every garment measured around the hip shares: waist to ankle or floor, and the hip sizes. */
const BY_HIP = { lengthCm: { min: 60, max: 130 }, around: 'hip', aroundBySize: HIP_BY_SIZE } as const;
const BY_CHEST = { around: 'chest', aroundBySize: CHEST_BY_SIZE } as const;

export const MEASURED_GARMENTS = {
  kurta: {
    lengthHint: 'Shoulder to hem; the chart reckons 107 cm (42 in, knee length)',
    lengthCm: { min: 60, max: 150 },
    chartLengthCm: 107,
    ...BY_CHEST,
    pieces: 2,
    piecesAround: 2,
    pieceEaseCm: 12,
  },
  dress: {
    lengthHint: 'Shoulder to hem; the chart reckons 95 cm (knee length)',
    lengthCm: { min: 60, max: 160 },
    chartLengthCm: 95,
    ...BY_CHEST,
    pieces: 2,
    piecesAround: 2,
    pieceEaseCm: 16,
  },
  shirt: {
    lengthHint: 'Shoulder to hem; the chart reckons 76 cm (30 in)',
    lengthCm: { min: 55, max: 110 },
    chartLengthCm: 76,
    ...BY_CHEST,
    pieces: 2,
    piecesAround: 2,
    pieceEaseCm: 14,
  },
  trousers: {
    lengthHint: 'Waist to ankle; the chart reckons 102 cm (40 in)',
    ...BY_HIP,
    chartLengthCm: 102,
    // Front and back of each leg; a front and a back nest head to tail.
    pieces: 4,
    piecesAround: 4,
    pieceEaseCm: 10,
  },
  salwar: {
    lengthHint: 'Waist to ankle; the chart reckons 102 cm (40 in)',
    ...BY_HIP,
    chartLengthCm: 102,
    pieces: 2,
    piecesAround: 2,
    pieceEaseCm: 20,
  },
  churidar: {
    lengthHint: 'Waist to ankle; the chart reckons 102 cm (40 in), cut longer for the gathers',
    ...BY_HIP,
    chartLengthCm: 102,
    pieces: 2,
    piecesAround: 2,
    pieceEaseCm: 10,
  },
  lehengaSkirt: {
    lengthHint: 'Waist to floor; the chart reckons 104 cm (41 in)',
    ...BY_HIP,
    chartLengthCm: 104,
    // The flared panels (kalis), laid head to tail in pairs.
    pieces: 4,
    piecesAround: 4,
    pieceEaseCm: 16,
  },
} as const satisfies Record<string, MeasuredGarment>;

export type MeasuredGarmentId = keyof typeof MEASURED_GARMENTS;
export const MEASURED_GARMENT_IDS = Object.keys(MEASURED_GARMENTS) as MeasuredGarmentId[];

export const isMeasuredGarment = (garment: string): garment is MeasuredGarmentId => garment in MEASURED_GARMENTS;

export interface Measurements {
  lengthCm: number;
  /** The chest (bust) or hip, as the garment's `around` says. */
  aroundCm: number;
}

/** The smallest size whose own chest or hip holds this one; undefined beyond the charts' largest. */
export function chartSizeFor(garment: MeasuredGarment, aroundCm: number): string | undefined {
  const index = garment.aroundBySize.findIndex((sizeAround) => aroundCm <= sizeAround);
  return index < 0 ? undefined : BODY_SIZES[index];
}

/** How the body pieces lie on cloth `widthCm` wide: each piece's width, how many fit across, the lengths they take. */
export function piecesAcross(garment: MeasuredGarment, aroundCm: number, widthCm: number) {
  const pieceWidthCm = Math.ceil(aroundCm / garment.piecesAround) + garment.pieceEaseCm;
  const across = Math.min(garment.pieces, Math.floor(widthCm / pieceWidthCm));
  return { pieceWidthCm, across, lengths: across === 0 ? null : Math.ceil(garment.pieces / across) };
}

/** Whether the measurements are whole centimetres in the garment's ranges (the chest or hip from 60 cm to the charts' largest size). */
export function measurementsProblem(
  garment: MeasuredGarment,
  { lengthCm, aroundCm }: Measurements,
): NeedsReason | undefined {
  const largest = garment.aroundBySize.at(-1) ?? 0;
  const { min, max } = garment.lengthCm;
  if (!Number.isInteger(lengthCm) || lengthCm < min || lengthCm > max) {
    return { key: 'lengthRange', minCm: min, maxCm: max };
  }
  if (!Number.isInteger(aroundCm) || aroundCm < 60) return { key: 'aroundRange', around: garment.around };
  if (aroundCm > largest) return { key: 'beyondCharts', largestCm: largest, around: garment.around };
  return undefined;
}
