// When a coupon applies, what it takes off and who pays for it: the one set of rules the
// cart (to show the discount) and checkout (to take it, inside its transaction) both apply.
import {
  type AppliedCoupon,
  type CouponKind,
  couponDiscountPaise,
  type DiscountFunder,
  formatRupees,
  paiseToRupees,
  shareDiscount,
} from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coupons, couponUses, users } from '../../db/schema';

export interface CouponRow {
  id: string;
  code: string;
  vendorId: string | null;
  vendorName: string | null;
  kind: CouponKind;
  value: number;
  minOrderPaise: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
  usedCount: number;
  disabledAt: Date | null;
}

export const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  vendorId: coupons.vendorId,
  vendorName: users.name,
  kind: coupons.kind,
  value: coupons.value,
  minOrderPaise: coupons.minOrderPaise,
  startsAt: coupons.startsAt,
  endsAt: coupons.endsAt,
  maxUses: coupons.maxUses,
  maxUsesPerShopper: coupons.maxUsesPerShopper,
  usedCount: coupons.usedCount,
  disabledAt: coupons.disabledAt,
};

export async function findCoupon(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.vendorId))
    .where(eq(coupons.code, code.trim().toUpperCase()));
  return row;
}

/** How many orders this shopper has placed with the coupon, less those cancelled whole (their use was given back). */
export async function usesByShopper(db: Executor, couponId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(
      and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId), isNull(couponUses.givenBackAt)),
    );
  return row?.uses ?? 0;
}

export const unknownCouponMessage = (code: string) => `There is no coupon with the code ${code.trim().toUpperCase()}.`;
export const usedUpMessage = (code: string) => `Coupon ${code} has been used up.`;

/** A line a coupon may apply to: its vendor and its total in paise (price by the one rule). */
export interface DiscountLine {
  vendorId: string;
  totalPaise: number;
}

const when = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Why the coupon cannot be used on these lines by a shopper who has used it `shopperUses` times,
 * at `now`; undefined when it can. Every refusal is a 409 naming its reason.
 */
export function couponProblem(coupon: CouponRow, lines: DiscountLine[], shopperUses: number, now: Date) {
  const { code } = coupon;
  if (coupon.disabledAt) return `Coupon ${code} is no longer available.`;
  if (coupon.startsAt && coupon.startsAt > now)
    return `Coupon ${code} is not valid yet: it starts ${when(coupon.startsAt)}.`;
  if (coupon.endsAt && coupon.endsAt <= now) return `Coupon ${code} expired ${when(coupon.endsAt)}.`;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return usedUpMessage(code);
  if (coupon.maxUsesPerShopper !== null && shopperUses >= coupon.maxUsesPerShopper) {
    return `You have already used coupon ${code} ${shopperUses === 1 ? 'once' : `${shopperUses} times`}, as often as one shopper may.`;
  }
  if (lines.length === 0) return 'Your cart is empty: add fabrics before using a coupon.';
  const eligible = eligibleTotal(coupon, lines);
  if (coupon.vendorId && eligible === 0) {
    return `Coupon ${code} is for fabrics from ${coupon.vendorName}, and your cart has none.`;
  }
  if (coupon.minOrderPaise !== null && eligible < coupon.minOrderPaise) {
    const of = coupon.vendorId ? ` of fabrics from ${coupon.vendorName}` : '';
    return `Coupon ${code} needs an order of at least ${formatRupees(paiseToRupees(coupon.minOrderPaise))}${of}; yours comes to ${formatRupees(paiseToRupees(eligible))}.`;
  }
  return undefined;
}

const applies = (coupon: Pick<CouponRow, 'vendorId'>, line: DiscountLine) =>
  coupon.vendorId === null || line.vendorId === coupon.vendorId;

const eligibleTotal = (coupon: CouponRow, lines: DiscountLine[]) =>
  lines.reduce((sum, line) => sum + (applies(coupon, line) ? line.totalPaise : 0), 0);

export interface CouponDiscount {
  discountPaise: number;
  /** Each line's share, in the lines' order: 0 for a line the coupon does not apply to. */
  shares: number[];
  fundedBy: DiscountFunder;
}

/** What the coupon takes off these lines, each line's share of it, and who funds it. */
export function couponDiscount(coupon: CouponRow, lines: DiscountLine[]): CouponDiscount {
  const applicable = lines.map((line) => (applies(coupon, line) ? line.totalPaise : 0));
  const discountPaise = couponDiscountPaise(
    coupon.kind,
    coupon.value,
    applicable.reduce((sum, total) => sum + total, 0),
  );
  return {
    discountPaise,
    shares: shareDiscount(discountPaise, applicable),
    fundedBy: coupon.vendorId ? 'vendor' : 'marketplace',
  };
}

/** A coupon's value as people read it: percent, or rupees. */
export const couponValue = (coupon: Pick<CouponRow, 'kind' | 'value'>) =>
  coupon.kind === 'percent' ? coupon.value / 100 : paiseToRupees(coupon.value);

export const toAppliedCoupon = (coupon: CouponRow): AppliedCoupon => ({
  code: coupon.code,
  kind: coupon.kind,
  value: couponValue(coupon),
  vendor: coupon.vendorId ? { _id: coupon.vendorId, name: coupon.vendorName ?? '' } : null,
});
