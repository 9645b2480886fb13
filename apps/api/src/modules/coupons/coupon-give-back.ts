// An order cancelled whole gives its coupon use back: the coupon's `used_count`
// goes down by one and the shopper's own limit no longer counts it, so a one-use code may be used again.
// A partly cancelled order keeps its use: the rest of it was bought with the discount.
import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, couponUses, vendorOrders } from '../../db/schema';

/**
 * Called by every cancel, in its transaction, with the parts it is about to cancel (already locked),
 * before their stock goes back. When those are the order's last parts not cancelled, the order's coupon
 * use is given back, exactly once. The use's row is locked before the other parts are read, so of two
 * vendors cancelling the last two parts at once, the second reads the first's committed cancel and gives
 * the use back. Locks come in checkout's order (the coupon, then the fabrics), so neither deadlocks.
 */
export async function giveBackCouponOfCancelledOrder(tx: Executor, cancelling: string[]): Promise<void> {
  const [first] = cancelling;
  if (!first) return;
  const orderOfParts = tx
    .select({ orderId: vendorOrders.orderId })
    .from(vendorOrders)
    .where(eq(vendorOrders.id, first));
  const [use] = await tx
    .select({ id: couponUses.id, couponId: couponUses.couponId, orderId: couponUses.orderId })
    .from(couponUses)
    .where(and(eq(couponUses.orderId, sql`(${orderOfParts})`), isNull(couponUses.givenBackAt)))
    .for('update');
  if (!use) return;
  const [stillOpen] = await tx
    .select({ id: vendorOrders.id })
    .from(vendorOrders)
    .where(
      and(
        eq(vendorOrders.orderId, use.orderId),
        ne(vendorOrders.status, 'cancelled'),
        notInArray(vendorOrders.id, cancelling),
      ),
    )
    .limit(1);
  if (stillOpen) return;
  await tx.update(couponUses).set({ givenBackAt: sql`now()` }).where(eq(couponUses.id, use.id));
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} - 1` })
    .where(eq(coupons.id, use.couponId));
}
