import { randomUUID } from 'node:crypto';
import {
  type CommissionSettings,
  commissionHundredthsFor,
  commissionPaise,
  type DiscountFunder,
  formatRupees,
  fromHundredths,
  type LineCut,
  lineTotalPaise,
  type Order,
  orderTotalProblem,
  paiseToRupees,
  quantityProblem,
  remnantUnitPricePaise,
  rupeesToPaise,
} from '@fabric-store/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { AppError, badRequest, conflict, databaseErrorCode, notFound } from '../core/errors';
import type { Database, Transaction } from '../db/client';
import { fabrics, orderItems, orders, type PartLine, vendorOrders } from '../db/schema';
import { clearCart } from '../modules/cart/service';
import { type CheckoutInput, type Line, orderedLines, requestFingerprint } from '../modules/checkout/order-lines';
import { readCommission } from '../modules/commission/service';
import { assertShownTotal, claimCoupon, recordCouponUse, withDiscountShares } from '../modules/coupons/checkout-coupon';
import { currentPricePaise } from '../modules/fabrics/sale-price';
import { cutRuleOf, type SellingRow, sellingColumns, swatchProblem } from '../modules/fabrics/selling';
import { dyeLotsOfOrder, remnantLengthCm } from '../modules/inventory/rolls';
import { takeStock, unavailableMessage } from '../modules/inventory/service';
import { postPaymentConfirmed } from '../modules/ledger/payment-postings';
import { enqueueOrderPlacedMails } from '../modules/mail/order-mails';
import { customerOrder } from '../modules/orders/order-views';
import { upiPaymentUri } from '../modules/payments/upi-link';
import { upiSettings } from '../modules/settings/service';

export interface PlacedOrder {
  order: Order;
  /** False when an earlier request with the same idempotency key had already placed it. */
  created: boolean;
}

export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.';

/**
 * Places an order in one transaction: checks every fabric, prices every line and the total from
 * the catalog, takes the stock with conditional updates that never go below zero, writes the order
 * with a snapshot of each line, splits it into one part per vendor, and empties the cart.
 * With an idempotency key, repeating the request returns the order it placed the first time.
 */
export async function placeOrder(
  db: Database,
  customer: Caller,
  input: CheckoutInput,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const lines = orderedLines(input.items);
  const fingerprint = requestFingerprint(lines, input);
  if (idempotencyKey) {
    const earlier = await findOrderByKey(db, customer.id, idempotencyKey, fingerprint);
    if (earlier) return { order: earlier, created: false };
  }
  try {
    const written = await db.transaction((tx) => writeOrder(tx, customer, input, lines, idempotencyKey, fingerprint));
    // Read back after the commit, so the stock rows' locks are not held while the answer is built.
    return { order: await customerOrder(db, written), created: true };
  } catch (error) {
    // A concurrent request with the same key committed first: answer with its order.
    if (idempotencyKey && databaseErrorCode(error) === '23505') {
      const earlier = await findOrderByKey(db, customer.id, idempotencyKey, fingerprint);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }
}

/** The order's writes, in one transaction: price the lines, take the stock, write the order and its parts. */
async function writeOrder(
  tx: Transaction,
  customer: Caller,
  input: CheckoutInput,
  lines: Line[],
  idempotencyKey: string | undefined,
  fingerprint: string,
): Promise<typeof orders.$inferSelect> {
  // The percents as they are now, fixed on each line: a later change affects only later orders.
  const commission = await readCommission(tx);
  const { priced: gross, totalPaise: linesPaise } = await priceLines(tx, lines, commission);
  const claim = await claimCoupon(
    tx,
    customer.id,
    input.couponCode,
    gross.map((line) => ({ vendorId: line.fabric.vendorId, totalPaise: line.totalPaise })),
  );
  const priced = withDiscountShares(gross, claim);
  const discountPaise = claim?.discountPaise ?? 0;
  const totalPaise = linesPaise - discountPaise;
  assertShownTotal(input.totalPrice, linesPaise, totalPaise);
  const cuts = await takeStock(
    tx,
    priced.map((line) => ({ ...line, name: line.fabric.name, unit: line.fabric.unit, minCutCm: line.fabric.minCutCm })),
    input.matchOrderId ? await dyeLotsOfOrder(tx, customer.id, input.matchOrderId) : undefined,
  );
  for (const line of priced) line.cut = cuts.get(`${line.fabricId}:${line.kind}`);
  const order = await writeParts(tx, customer, input, priced, {
    totalPaise,
    discountPaise,
    couponCode: claim?.code ?? null,
    idempotencyKey,
    requestHash: fingerprint,
    ...(input.paymentMethod === 'upi' ? await upiPayment(tx, totalPaise) : {}),
  });
  if (claim) await recordCouponUse(tx, claim, order.id, customer.id);
  // An order a coupon took to nothing is paid now, and its payment is recorded once, as any other's.
  if (input.paymentMethod === 'upi' && totalPaise === 0) await postPaymentConfirmed(tx, order.id);
  await clearCart(tx, customer.id);
  await enqueueOrderPlacedMails(tx, order.id);
  return order;
}

/**
 * A UPI order waits for its payment: its id is chosen here so that the payment link, fixed now with the
 * payee as set, can carry it; the store cancels the order if it is still unpaid when the window passes.
 * An order a coupon took to nothing is paid at checkout: nothing to pay, no link, no window.
 */
async function upiPayment(tx: Transaction, totalPaise: number) {
  if (totalPaise === 0) return { paymentStatus: 'paid' as const, paymentPaidAt: sql`now()` };
  const payee = await upiSettings(tx);
  const id = randomUUID();
  return {
    id,
    paymentStatus: 'awaiting_payment' as const,
    upiUri: payee.upiVpa ? upiPaymentUri(payee, id, totalPaise) : null,
    paymentDueBy: sql`now() + make_interval(mins => ${payee.upiPaymentWindowMinutes})`,
  };
}

interface PricedLine extends Line {
  fabric: SellingRow & {
    id: string;
    name: string;
    pricePaise: number;
    vendorId: string;
    category: string;
    remnantDiscountPercent: number;
  };
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
type DiscountedLine = PricedLine & { discountPaise: number; discountFundedBy: DiscountFunder | undefined };

/** What commission is taken on: a vendor's coupon reduces the line first; a marketplace coupon does not. */
const commissionBasePaise = (line: DiscountedLine) =>
  line.totalPaise - (line.discountFundedBy === 'vendor' ? line.discountPaise : 0);

/** Refuses a length the fabric is not cut to, and a swatch it does not offer (400, naming what is allowed). */
function assertSellable(line: Line, fabric: PricedLine['fabric']): void {
  if (line.kind === 'remnant') return;
  const problem =
    line.kind === 'swatch' ? swatchProblem(fabric) : quantityProblem(cutRuleOf(fabric), fromHundredths(line.quantity));
  if (problem) throw badRequest(problem);
}

/**
 * Prices every line, its commission percent and the total from the catalog, refusing a fabric no longer listed and a price
 * or total the shopper was shown that is no longer right.
 */
async function priceLines(
  tx: Transaction,
  lines: Line[],
  commission: CommissionSettings,
): Promise<{ priced: PricedLine[]; totalPaise: number }> {
  const catalog = await tx
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
    })
    .from(fabrics)
    .where(
      and(
        inArray(
          fabrics.id,
          lines.map((line) => line.fabricId),
        ),
        isNull(fabrics.deletedAt),
      ),
    );
  const byId = new Map(catalog.map((fabric) => [fabric.id, fabric]));

  const priced: PricedLine[] = [];
  for (const line of lines) {
    const fabric = byId.get(line.fabricId);
    if (!fabric) throw notFound('A fabric in your order is no longer available. Please review your cart.');
    if (!fabric.listed) throw conflict(unavailableMessage(fabric.name));
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
  if (sizeProblem) throw conflict(sizeProblem);
  const totalPaise = priced.reduce((sum, line) => sum + line.totalPaise, 0);
  return { priced, totalPaise };
}

/** The priced lines grouped by the vendor who sells them, in the order they first appear. */
function partsByVendor(priced: DiscountedLine[]): { vendorId: string; lines: DiscountedLine[] }[] {
  const byVendor = new Map<string, DiscountedLine[]>();
  for (const line of priced) {
    const lines = byVendor.get(line.fabric.vendorId);
    if (lines) lines.push(line);
    else byVendor.set(line.fabric.vendorId, [line]);
  }
  return [...byVendor].map(([vendorId, lines]) => ({ vendorId, lines }));
}

const partLine = (line: DiscountedLine): PartLine => ({
  fabricId: line.fabricId,
  fabricName: line.fabric.name,
  unitPricePaise: line.unitPricePaise,
  quantity: line.quantity,
  kind: line.kind,
  unit: line.fabric.unit,
  commissionHundredths: line.commissionHundredths,
  ...(line.discountFundedBy && { discountPaise: line.discountPaise, discountFundedBy: line.discountFundedBy }),
  ...(line.cut && { rollId: line.cut.rollId, rollNumber: line.cut.roll, dyeLot: line.cut.dyeLot }),
});

/** Writes the order, one part per vendor with its subtotal, its lines and its first history entry, and the lines as `order_items` rows. */
async function writeParts(
  tx: Transaction,
  customer: Caller,
  input: CheckoutInput,
  priced: DiscountedLine[],
  totals: Partial<
    Pick<typeof orders.$inferInsert, 'id' | 'paymentStatus' | 'upiUri' | 'discountPaise' | 'couponCode'>
  > & {
    paymentDueBy?: SQL;
    paymentPaidAt?: SQL;
    totalPaise: number;
    idempotencyKey: string | undefined;
    requestHash: string;
  },
): Promise<typeof orders.$inferSelect> {
  const [order] = await tx
    .insert(orders)
    .values({
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: input.paymentMethod,
      shippingAddress: input.shippingAddress,
      ...totals,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');

  const parts = await tx
    .insert(vendorOrders)
    .values(
      partsByVendor(priced).map(({ vendorId, lines }) => ({
        orderId: order.id,
        vendorId,
        subtotalPaise: lines.reduce((sum, line) => sum + line.totalPaise, 0),
        commissionPaise: lines.reduce(
          (sum, line) => sum + commissionPaise(commissionBasePaise(line), line.commissionHundredths),
          0,
        ),
        discountPaise: lines.reduce((sum, line) => sum + line.discountPaise, 0),
        discountFundedBy: lines.find((line) => line.discountFundedBy)?.discountFundedBy ?? null,
        orderDate: order.orderDate,
        lines: lines.map(partLine).sort((a, b) => a.fabricName.localeCompare(b.fabricName)),
        history: [
          {
            status: 'placed' as const,
            at: order.orderDate.toISOString(),
            actorRole: 'shopper' as const,
            actorId: customer.id,
            note: null,
          },
        ],
      })),
    )
    .returning({ id: vendorOrders.id, vendorId: vendorOrders.vendorId });
  const partByVendor = new Map(parts.map((part) => [part.vendorId, part.id]));

  await tx.insert(orderItems).values(
    priced.map((line) => ({
      orderId: order.id,
      vendorOrderId: partByVendor.get(line.fabric.vendorId) ?? '',
      vendorId: line.fabric.vendorId,
      ...partLine(line),
      discountPaise: line.discountPaise,
    })),
  );
  return order;
}

async function findOrderByKey(
  db: Database,
  customerId: string,
  idempotencyKey: string,
  fingerprint: string,
): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, idempotencyKey)));
  if (!order) return undefined;
  if (order.requestHash !== fingerprint) throw new AppError(422, IDEMPOTENCY_MISMATCH_MESSAGE);
  return customerOrder(db, order);
}
