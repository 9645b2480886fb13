import { randomUUID } from 'node:crypto';
import { lineKey, type Order, stateNamed } from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Caller } from '../core/caller';
import { AppError, databaseErrorCode } from '../core/errors';
import type { Database, Transaction } from '../db/client';
import { orders } from '../db/schema';
import { takeCouponOffCart } from '../modules/cart/cart-coupon';
import { clearCart } from '../modules/cart/service';
import { sellersOf, withTax } from '../modules/checkout/line-tax';
import { type CheckoutInput, type Line, orderedLines, requestFingerprint } from '../modules/checkout/order-lines';
import { priceLines } from '../modules/checkout/price-lines';
import { readCommission } from '../modules/commission/service';
import { assertShownTotal, claimCoupon, recordCouponUse, withDiscountShares } from '../modules/coupons/checkout-coupon';
import { dyeLotsOfOrder } from '../modules/inventory/rolls';
import { takeStock } from '../modules/inventory/service';
import { postPaymentConfirmed } from '../modules/ledger/payment-postings';
import { enqueueOrderPlacedMails, type OrderFacts, type PartFacts } from '../modules/mail/order-mails';
import { customerOrder } from '../modules/orders/order-views';
import { takeOrderNumber, type WrittenOrder, writeParts } from '../modules/orders/order-writes';
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
    // A concurrent request with the same key committed first: answer with its order. Its win shows here as
    // the key's unique index, or as a refusal its own writes caused (the coupon's last use, the last stock).
    if (idempotencyKey && (databaseErrorCode(error) === '23505' || error instanceof AppError)) {
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
  const placeOfSupply = placeOfSupplyOf(input);
  const sellers = await sellersOf(tx, gross, placeOfSupply);
  const claim = await claimCoupon(
    tx,
    customer.id,
    input.couponCode,
    gross.map((line) => ({ vendorId: line.fabric.vendorId, totalPaise: line.totalPaise })),
  );
  const priced = await withTax(tx, withDiscountShares(gross, claim), sellers, placeOfSupply, new Date());
  const discountPaise = claim?.discountPaise ?? 0;
  const totalPaise = linesPaise - discountPaise;
  assertShownTotal(input.totalPrice, linesPaise, totalPaise);
  const cuts = await takeStock(
    tx,
    priced.map((line) => ({ ...line, name: line.fabric.name, unit: line.fabric.unit, minCutCm: line.fabric.minCutCm })),
    input.matchOrderId ? await dyeLotsOfOrder(tx, customer.id, input.matchOrderId) : undefined,
  );
  for (const line of priced) line.cut = cuts.get(lineKey(line.fabricId, line.kind));
  const written = await writeParts(tx, customer, input, priced, sellers, {
    totalPaise,
    buyerGstin: input.buyerGstin ?? null,
    placeOfSupplyStateCode: placeOfSupply.code,
    discountPaise,
    couponCode: claim?.code ?? null,
    idempotencyKey,
    requestHash: fingerprint,
    ...(input.paymentMethod === 'upi' ? await upiPayment(tx, totalPaise) : {}),
  });
  const { order } = written;
  if (claim) {
    await recordCouponUse(tx, claim, order.id, customer.id);
    await takeCouponOffCart(tx, customer.id);
  }
  // An order a coupon took to nothing is paid now, and its payment is recorded once, as any other's.
  if (input.paymentMethod === 'upi' && totalPaise === 0) await postPaymentConfirmed(tx, order.id);
  await clearCart(tx, customer.id);
  await enqueueOrderPlacedMails(tx, ...placedMailFacts(written, customer, priced));
  return order;
}

/**
 * The order and its parts as its mails say them, from what checkout has just written: the shopper's
 * address as of this request, each seller's as read with its fabric, the parts by seller name.
 */
function placedMailFacts(
  { order, parts }: WrittenOrder,
  customer: Caller,
  priced: { fabric: { vendorId: string; vendorName: string; vendorEmail: string } }[],
): [OrderFacts, PartFacts[]] {
  const sellers = new Map(priced.map(({ fabric }) => [fabric.vendorId, fabric]));
  const facts: OrderFacts = {
    ...order,
    customerEmail: customer.email,
    // Nothing of a new order is cancelled yet: it asks for its whole total.
    paymentPaise: order.totalPaise,
    paymentDueBy: order.paymentDueBy === null ? null : new Date(order.paymentDueBy).toISOString(),
  };
  const partFacts = parts.map((part) => ({
    ...part,
    vendorName: sellers.get(part.vendorId)?.vendorName ?? '',
    vendorEmail: sellers.get(part.vendorId)?.vendorEmail ?? '',
    status: 'placed' as const,
    carrier: null,
    trackingNumber: null,
    cancelReason: null,
  }));
  return [
    facts,
    partFacts.sort((a, b) =>
      a.vendorName < b.vendorName ? -1 : a.vendorName > b.vendorName ? 1 : a.id < b.id ? -1 : 1,
    ),
  ];
}

/** The delivery state, the place of supply of goods; the checkout schema let through only the 36. */
function placeOfSupplyOf(input: CheckoutInput) {
  const state = stateNamed(input.shippingAddress.state);
  if (!state) throw new Error(`checkout let through a state that is not India's: ${input.shippingAddress.state}`);
  return state;
}

/**
 * A UPI order waits for its payment: its id and number are taken here so that the payment link, fixed
 * now with the payee as set, can carry them (the number is the note the shopper's bank shows); the store
 * cancels the order if it is still unpaid when the window passes.
 * An order a coupon took to nothing is paid at checkout: nothing to pay, no link, no window.
 */
async function upiPayment(tx: Transaction, totalPaise: number) {
  if (totalPaise === 0) return { paymentStatus: 'paid' as const, paymentPaidAt: sql`now()` };
  const payee = await upiSettings(tx);
  const id = randomUUID();
  const orderNumber = payee.upiVpa ? await takeOrderNumber(tx) : undefined;
  return {
    id,
    ...(orderNumber && { orderNumber }),
    paymentStatus: 'awaiting_payment' as const,
    upiUri: orderNumber ? upiPaymentUri(payee, { id, orderNumber }, totalPaise) : null,
    paymentDueBy: sql`now() + make_interval(mins => ${payee.upiPaymentWindowMinutes})`,
  };
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
  if (order.requestHash !== fingerprint)
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MISMATCH_MESSAGE);
  return customerOrder(db, order);
}
