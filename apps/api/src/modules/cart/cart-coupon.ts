// The shopper's coupon in the cart: one code at a time, checked on every cart read, so the cart never
// shows a discount checkout would refuse.
import type { Cart } from '@fabric-store/shared';
import { eq } from 'drizzle-orm';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { cartCoupons } from '../../db/schema';
import { findCoupon, unknownCouponMessage } from '../coupons/coupon-rules';
import { getCart } from './service';

/**
 * Applies the code to the cart in place of any other, answering the cart with its discount; a code
 * that would take nothing off this cart now is refused (409 with why) and the cart keeps what it had.
 */
export async function applyCartCoupon(db: Database, userId: string, code: string): Promise<Cart> {
  const coupon = await findCoupon(db, code);
  if (!coupon) throw badRequest('COUPON_UNKNOWN', unknownCouponMessage(code));
  return db.transaction(async (tx) => {
    await tx
      .insert(cartCoupons)
      .values({ userId, couponId: coupon.id })
      .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId: coupon.id, appliedAt: new Date() } });
    const cart = await getCart(tx, userId);
    if (cart.couponProblem) throw conflict('COUPON_NOT_APPLICABLE', cart.couponProblem);
    return cart;
  });
}

export async function removeCartCoupon(db: Database, userId: string): Promise<Cart> {
  const removed = await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId)).returning();
  if (removed.length === 0) throw notFound('NO_COUPON', 'Your cart has no coupon.');
  return getCart(db, userId);
}

/** Takes the coupon an order has used off the shopper's cart, in the order's transaction. */
export async function takeCouponOffCart(tx: Executor, userId: string): Promise<void> {
  await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
