// Selling by the metre: the fabric's unit, cut lengths and swatch as the database keeps
// them (centimetres, paise) and as the API shows them (metres, rupees).
import {
  type CutRule,
  type FabricUnit,
  fromHundredths,
  paiseToRupees,
  rupeesToPaise,
  type Selling,
  type SellingFieldsSchema,
  toHundredths,
} from '@fabric-store/shared';
import type { z } from 'zod';
import { badRequest } from '../../core/errors';
import { fabrics } from '../../db/schema';

/** The columns every read of a fabric's selling details selects. */
export const sellingColumns = {
  unit: fabrics.unit,
  minCutCm: fabrics.minCutCm,
  stepCm: fabrics.stepCm,
  swatchOffered: fabrics.swatchOffered,
  swatchPricePaise: fabrics.swatchPricePaise,
};

export interface SellingRow {
  unit: FabricUnit;
  minCutCm: number;
  stepCm: number;
  swatchOffered: boolean;
  swatchPricePaise: number;
}

const isMetre = (row: SellingRow) => row.unit === 'per_metre';

/** The fabric JSON's selling fields: cut lengths only for metre fabrics, a swatch only of one. */
export function toSelling(row: SellingRow): Selling {
  return {
    unit: row.unit,
    minCut: isMetre(row) ? fromHundredths(row.minCutCm) : null,
    step: isMetre(row) ? fromHundredths(row.stepCm) : null,
    swatchOffered: isMetre(row) && row.swatchOffered,
    swatchPrice: paiseToRupees(row.swatchPricePaise),
  };
}

export function cutRuleOf(row: SellingRow & { name: string }): CutRule {
  const { unit, minCut, step } = toSelling(row);
  return { name: row.name, unit, minCut, step };
}

/** Metres or pieces of stock, from the stored hundredths. */
export const stockOf = (stockHundredths: number) => fromHundredths(stockHundredths);

/** 'Only 2.5 m of Indigo Mulmul left in stock.' (or '... is out of stock.'); pieces as the spec says them. */
export function stockMessage(name: string, unit: SellingRow['unit'], stockHundredths: number): string {
  if (stockHundredths === 0) return `${name} is out of stock.`;
  const left = stockOf(stockHundredths);
  return unit === 'per_metre' ? `Only ${left} m of ${name} left in stock.` : `Only ${left} of ${name} left in stock.`;
}

/** Why a swatch of this fabric cannot be had, or undefined when it can. */
export function swatchProblem(row: SellingRow & { name: string }): string | undefined {
  if (!isMetre(row)) return `${row.name} is sold by the piece, so it has no swatch.`;
  if (!row.swatchOffered) return `${row.name} has no swatch on offer.`;
  return undefined;
}

type SellingInput = Partial<z.output<typeof SellingFieldsSchema>>;

/**
 * The columns a vendor's create or update writes, checked against what the fabric will be:
 * `current` is the stored fabric on update. Stock of a piece fabric is whole pieces; swatches are
 * of metre fabrics only.
 */
export function sellingWrite(
  input: SellingInput & { stock?: number | undefined },
  current?: SellingRow & { stock: number },
): Partial<SellingRow> & { stock?: number } {
  const unit = input.unit ?? current?.unit ?? 'per_metre';
  const stock = input.stock ?? (current ? stockOf(current.stock) : undefined);
  if (unit === 'per_piece' && stock !== undefined && !Number.isInteger(stock)) {
    throw badRequest('STOCK_NOT_WHOLE', 'stock: Stock must be a whole number for a fabric sold by the piece');
  }
  if (unit === 'per_piece' && input.swatchOffered) {
    throw badRequest('SWATCHES_METRE_ONLY', 'swatchOffered: Swatches are offered only of fabrics sold by the metre');
  }
  return {
    ...(input.unit !== undefined && { unit: input.unit }),
    ...(input.minCut !== undefined && { minCutCm: toHundredths(input.minCut) }),
    ...(input.step !== undefined && { stepCm: toHundredths(input.step) }),
    ...(input.swatchOffered !== undefined && { swatchOffered: input.swatchOffered }),
    ...(input.swatchPrice !== undefined && { swatchPricePaise: rupeesToPaise(input.swatchPrice) }),
    // A fabric turned into a piece fabric stops offering swatches.
    ...(unit === 'per_piece' && { swatchOffered: false }),
    ...(input.stock !== undefined && { stock: toHundredths(input.stock) }),
  };
}
