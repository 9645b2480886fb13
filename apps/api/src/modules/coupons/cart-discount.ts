// The coupon a shopper applied to the cart, as the cart shows it: what it would take off now, or
// why it takes nothing (checkout then refuses it with the same message).
import type { Cart } from '@fabric-store/shared';
import { paiseToRupees } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { selectBuiltOnce } from '../../db/built-once';
import type { Executor } from '../../db/client';
import { cartCoupons, coupons, users } from '../../db/schema';
import {
  type CouponRow,
  couponColumns,
  couponDiscount,
  couponProblem,
  type DiscountLine,
  toAppliedCoupon,
  usesByShopper,
} from './coupon-rules';

// Read by every cart and every checkout: built once, and prepared on each connection.
const couponOfCart = selectBuiltOnce('cart_coupon', (qb) =>
  qb
    .select(couponColumns)
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .leftJoin(users, eq(users.id, coupons.vendorId))
    .where(eq(cartCoupons.userId, sql.placeholder('userId'))),
);

export async function appliedCoupon(db: Executor, userId: string): Promise<CouponRow | undefined> {
  const [row] = await couponOfCart(db, { userId });
  return row;
}

/** The cart's `coupon`, `discount` and `couponProblem` for lines the shopper can buy. */
export async function cartCouponSummary(
  db: Executor,
  userId: string,
  lines: DiscountLine[],
): Promise<Pick<Cart, 'coupon' | 'discount' | 'couponProblem'>> {
  const coupon = await appliedCoupon(db, userId);
  if (!coupon) return { coupon: null, discount: 0 };
  const problem = couponProblem(coupon, lines, await usesByShopper(db, coupon.id, userId), new Date());
  if (problem) return { coupon: toAppliedCoupon(coupon), discount: 0, couponProblem: problem };
  return { coupon: toAppliedCoupon(coupon), discount: paiseToRupees(couponDiscount(coupon, lines).discountPaise) };
}
