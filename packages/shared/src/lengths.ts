/**
 * Selling by the metre: how a fabric is sold, the lengths it is cut to, and the one rule
 * that prices a line. Inside the store lengths are integer hundredths of the fabric's unit (centimetres
 * for metre fabrics, hundredths of a piece for piece fabrics, always whole pieces) and money is
 * integer paise; the API carries metres (or pieces) as a number with at most two decimals.
 * Free of zod, so screens on a first paint can import it (`@fabric-store/shared/lengths`).
 */

export const FABRIC_UNITS = ['per_metre', 'per_piece'] as const;
export type FabricUnit = (typeof FABRIC_UNITS)[number];

/**
 * What a cart or order line holds: a cut (or pieces) of the fabric, one swatch of it, or one remnant
 * (a roll shorter than the minimum cut, sold whole).
 */
export const LINE_KINDS = ['length', 'swatch', 'remnant'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/**
 * A line's key within one cart, order or return: a fabric has at most one line of each kind, so its cut
 * length, its swatch and its remnant are three lines.
 */
export const lineKey = (fabricId: string, kind: LineKind): string => `${fabricId}:${kind}`;

/** A new metre fabric's cut lengths unless its vendor sets others: from 0.5 m in steps of 0.1 m. */
export const DEFAULT_MIN_CUT = 0.5;
export const DEFAULT_STEP = 0.1;
/** A swatch's price unless its vendor sets another (rupees). */
export const DEFAULT_SWATCH_PRICE = 30;
/** The most swatches one order (and so one cart) may hold. */
export const MAX_SWATCHES_PER_ORDER = 10;

/** Hundredths of a metre or piece, from the API's number (which has at most two decimals). */
export function toHundredths(quantity: number): number {
  return Math.round(quantity * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** True when a number has at most two decimals (a whole number of centimetres or paise). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * The store's one pricing rule for a line: price per metre (or piece) × length, rounded half-up to
 * the paisa. Both factors are integers (paise, hundredths), so the product is exact and the rounding
 * is integer arithmetic; lines are priced first and then summed, never the other way round.
 */
export function lineTotalPaise(unitPricePaise: number, quantityHundredths: number): number {
  return Math.floor((unitPricePaise * quantityHundredths + 50) / 100);
}

/** '2.5 m', '0.75 m', '3 pieces', '1 piece': a line's quantity as the screens show it. */
export function formatQuantity(quantity: number, unit: FabricUnit): string {
  if (unit === 'per_metre') return `${formatMetres(quantity)} m`;
  return `${quantity} ${quantity === 1 ? 'piece' : 'pieces'}`;
}

/** Metres without trailing zeros: 2.5, 0.75, 3. */
export function formatMetres(metres: number): string {
  return String(Math.round(metres * 100) / 100);
}

/** '/m' or '/piece': what a fabric's price is for. */
export function unitSuffix(unit: FabricUnit): string {
  return unit === 'per_metre' ? '/m' : '/piece';
}

/** The cut lengths a metre fabric is sold in, as its vendor set them. */
export interface CutRule {
  name: string;
  unit: FabricUnit;
  /** Metres; null for piece fabrics. */
  minCut: number | null;
  step: number | null;
}

/** Why `quantity` (metres or pieces) cannot be bought of this fabric, or undefined when it can. */
export function quantityProblem(fabric: CutRule, quantity: number): string | undefined {
  if (fabric.unit === 'per_piece' || fabric.minCut === null || fabric.step === null) {
    return Number.isInteger(quantity) ? undefined : `${fabric.name} is sold by the piece: order whole pieces.`;
  }
  const allowed = `Cut lengths for ${fabric.name} start at ${formatMetres(fabric.minCut)} m, in steps of ${formatMetres(fabric.step)} m.`;
  if (!hasAtMostTwoDecimals(quantity)) return allowed;
  const length = toHundredths(quantity);
  const min = toHundredths(fabric.minCut);
  const step = toHundredths(fabric.step);
  if (length < min || (length - min) % step !== 0) return allowed;
  return undefined;
}

/** The nearest allowed length to a typed one (metres), never below the minimum: what the stepper snaps to. */
export function nearestCut(fabric: CutRule, metres: number): number {
  if (fabric.minCut === null || fabric.step === null) return Math.max(1, Math.round(metres));
  const min = toHundredths(fabric.minCut);
  const step = toHundredths(fabric.step);
  const steps = Math.max(0, Math.round((toHundredths(metres) - min) / step));
  return fromHundredths(min + steps * step);
}

/**
 * The header badge's count: a cut of a metre fabric and a swatch count one item each ("2.5 items"
 * for a 2.5 m cut means nothing), piece fabrics count their pieces as the spec's sum of quantities.
 */
export function countItems(lines: { quantity: number; unit: FabricUnit; kind: LineKind }[]): number {
  return lines.reduce(
    (sum, line) => sum + (line.kind === 'length' && line.unit === 'per_piece' ? line.quantity : 1),
    0,
  );
}
