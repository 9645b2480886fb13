// Pricing checkout's lines from the catalog as it is now, in the order's transaction: the price a
// shopper pays (a sale's included), the remnant's length and price, the marketplace's percent on each
// line; a fabric no longer listed, or a price or total the shopper was not shown, is refused.
import {
  type CommissionSettings,
  commissionHundredthsFor,
  type DiscountFunder,
  formatRupees,
  fromHundredths,
  type LineCut,
  lineTotalPaise,
  orderTotalProblem,
  paiseToRupees,
  quantityProblem,
  remnantUnitPricePaise,
  rupeesToPaise,
} from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../core/errors';
import { selectBuiltOnce } from '../../db/built-once';
import type { Transaction } from '../../db/client';
import { fabrics, users } from '../../db/schema';
import { currentPricePaise } from '../fabrics/sale-price';
import { cutRuleOf, sellingColumns, swatchProblem } from '../fabrics/selling';
import { remnantLengthCm } from '../inventory/rolls';
import { unavailableMessage, unitChangedMessage } from '../inventory/service';
import type { Line } from './order-lines';

type LineFabric = Awaited<ReturnType<typeof lineFabrics>>[number];

export interface PricedLine extends Line {
  /** The fabric as it is now, with its seller's name and address for the new part's mail. */
  fabric: Omit<LineFabric, 'listed'>;
  /** Per metre, piece or swatch. */
  unitPricePaise: number;
  /** By the one rule, lineTotalPaise. */
  totalPaise: number;
  /** The marketplace's percent on this line, in hundredths, as the operator's settings give it. */
  commissionHundredths: number;
  /** The roll a length or remnant was cut from. */
  cut?: LineCut | undefined;
}

/** A priced line with its share of the coupon discount and who funds it: the marketplace or the line's vendor. */
export type DiscountedLine = PricedLine & { discountPaise: number; discountFundedBy: DiscountFunder | undefined };

/** Refuses a length the fabric is not cut to, and a swatch it does not offer (400, naming what is allowed). */
function assertSellable(line: Line, fabric: PricedLine['fabric']): void {
  if (line.kind === 'remnant') return;
  const problem =
    line.kind === 'swatch' ? swatchProblem(fabric) : quantityProblem(cutRuleOf(fabric), fromHundredths(line.quantity));
  if (problem) throw badRequest('QUANTITY_INVALID', problem);
}

/**
 * The lines' fabrics as checkout prices, taxes and announces them: one statement of one shape for any
 * number of lines (`= any` of the ids), built once and prepared on each connection.
 */
const lineFabrics = selectBuiltOnce('checkout_line_fabrics', (qb) =>
  qb
    .select({
      id: fabrics.id,
      name: fabrics.name,
      // What a shopper pays now: the sale price while the fabric's sale is on, as the cart showed it.
      pricePaise: currentPricePaise,
      vendorId: fabrics.vendorId,
      category: fabrics.category,
      listed: fabrics.listed,
      remnantDiscountPercent: fabrics.remnantDiscountPercent,
      ...sellingColumns,
      hsnCode: fabrics.hsnCode,
      composition: fabrics.composition,
      weightGsm: fabrics.weightGsm,
      construction: fabrics.construction,
      pattern: fabrics.pattern,
      vendorName: users.name,
      vendorEmail: users.email,
    })
    .from(fabrics)
    .innerJoin(users, eq(users.id, fabrics.vendorId))
    .where(and(sql`${fabrics.id} = any(${sql.placeholder('ids')})`, isNull(fabrics.deletedAt))),
);

/**
 * Prices every line, its commission percent and the total from the catalog, refusing a fabric no longer listed and a price
 * or total the shopper was shown that is no longer right.
 */
export async function priceLines(
  tx: Transaction,
  lines: Line[],
  commission: CommissionSettings,
): Promise<{ priced: PricedLine[]; totalPaise: number }> {
  const catalog = await lineFabrics(tx, { ids: lines.map((line) => line.fabricId) });
  const byId = new Map(catalog.map((fabric) => [fabric.id, fabric]));

  const priced: PricedLine[] = [];
  for (const line of lines) {
    const fabric = byId.get(line.fabricId);
    if (!fabric)
      throw notFound('FABRIC_UNAVAILABLE', 'A fabric in your order is no longer available. Please review your cart.');
    if (!fabric.listed) throw conflict('FABRIC_UNAVAILABLE', unavailableMessage(fabric.name));
    if (line.clientUnits.some((unit) => unit !== fabric.unit))
      throw conflict('FABRIC_UNAVAILABLE', unitChangedMessage(fabric.name, fabric.unit));
    assertSellable(line, fabric);
    if (line.kind === 'remnant') line.quantity = await remnantLengthCm(tx, fabric, line.rollId, line.quantity);
    const unitPricePaise =
      line.kind === 'swatch'
        ? fabric.swatchPricePaise
        : line.kind === 'remnant'
          ? remnantUnitPricePaise(fabric.pricePaise, fabric.remnantDiscountPercent)
          : fabric.pricePaise;
    if (line.clientPrices.some((price) => rupeesToPaise(price) !== unitPricePaise)) {
      const what = line.kind === 'swatch' ? `a swatch of ${fabric.name}` : fabric.name;
      throw conflict(
        'ORDER_TOTAL_CHANGED',
        `The price of ${what} is now ${formatRupees(paiseToRupees(unitPricePaise))}. Please review your cart.`,
      );
    }
    const totalPaise = lineTotalPaise(unitPricePaise, line.quantity);
    const commissionHundredths = commissionHundredthsFor(commission, fabric.vendorId, fabric.category);
    priced.push({ ...line, fabric, unitPricePaise, totalPaise, commissionHundredths });
  }
  const sizeProblem = orderTotalProblem(
    priced.map((line) => ({ name: line.fabric.name, totalPaise: line.totalPaise })),
  );
  if (sizeProblem) throw conflict('CART_LINE_LIMIT', sizeProblem);
  const totalPaise = priced.reduce((sum, line) => sum + line.totalPaise, 0);
  return { priced, totalPaise };
}
