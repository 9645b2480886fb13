// A coupon at checkout, inside the order's transaction: claimed by one conditional
// update of its row, so `max_uses` holds however many shoppers check out at once, and checked
// again with everything else the cart showed.
import { type DiscountFunder, formatRupees, paiseToRupees, rupeesToPaise } from '@fabric-store/shared';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/errors';
import type { Executor } from '../../db/client';
import { coupons, couponUses } from '../../db/schema';
import { appliedCoupon } from './cart-discount';
import {
  type CouponDiscount,
  couponDiscount,
  couponProblem,
  type DiscountLine,
  findCoupon,
  unknownCouponMessage,
  usedUpMessage,
  usesByShopper,
} from './coupon-rules';

export interface CouponClaim extends CouponDiscount {
  couponId: string;
  code: string;
}

/**
 * Takes one use of the coupon named in the request, else of the one applied to the cart (none: no
 * discount). The update waits for any other checkout holding the row and then re-reads it, so under
 * a rush the uses past `max_uses` find nothing to update and are refused (409, "used up"); the
 * order's transaction then rolls back, writing nothing.
 */
export async function claimCoupon(
  tx: Executor,
  customerId: string,
  code: string | undefined,
  lines: DiscountLine[],
): Promise<CouponClaim | undefined> {
  const named = code ? await findCoupon(tx, code) : await appliedCoupon(tx, customerId);
  if (!named) {
    if (code) throw badRequest('COUPON_UNKNOWN', unknownCouponMessage(code));
    return undefined;
  }
  const [claimed] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, named.id),
        isNull(coupons.disabledAt),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses)),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, sql`now()`)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, sql`now()`)),
      ),
    )
    .returning({ usedCount: coupons.usedCount });
  // Read after the update, so another checkout's committed use counts.
  const current = (await findCoupon(tx, named.code)) ?? named;
  const before = claimed ? { ...current, usedCount: claimed.usedCount - 1 } : current;
  const problem = couponProblem(before, lines, await usesByShopper(tx, named.id, customerId), new Date());
  if (problem) throw conflict('COUPON_NOT_APPLICABLE', problem);
  if (!claimed) throw conflict('COUPON_USED_UP', usedUpMessage(named.code));
  return { couponId: named.id, code: named.code, ...couponDiscount(current, lines) };
}

/** Records the order's use of the coupon. */
export async function recordCouponUse(
  tx: Executor,
  claim: CouponClaim,
  orderId: string,
  customerId: string,
): Promise<void> {
  await tx
    .insert(couponUses)
    .values({ couponId: claim.couponId, orderId, customerId, discountPaise: claim.discountPaise });
}

/** Each line with its share of the discount and who funds it (nothing without a coupon). */
export function withDiscountShares<Line>(
  lines: Line[],
  claim: CouponClaim | undefined,
): (Line & { discountPaise: number; discountFundedBy: DiscountFunder | undefined })[] {
  return lines.map((line, index) => {
    const discountPaise = claim?.shares[index] ?? 0;
    return { ...line, discountPaise, discountFundedBy: discountPaise > 0 ? claim?.fundedBy : undefined };
  });
}

/**
 * Refuses a total the shopper was shown that is neither the lines' sum nor what is left after the
 * coupon: the spec's client sends the sum, the store's checkout the discounted total.
 */
export function assertShownTotal(clientTotal: number | undefined, linesPaise: number, payablePaise: number): void {
  if (clientTotal === undefined) return;
  const shown = rupeesToPaise(clientTotal);
  if (shown === linesPaise || shown === payablePaise) return;
  throw conflict(
    'ORDER_TOTAL_CHANGED',
    `The order total is ${formatRupees(paiseToRupees(payablePaise))}. Please review your cart.`,
  );
}
