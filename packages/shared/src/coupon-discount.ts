// The discount rules both sides apply, zod-free: what a coupon takes off, and how the
// lines share it.

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Who pays for a discount: the vendor whose coupon it is, or the marketplace. */
export const DISCOUNT_FUNDERS = ['vendor', 'marketplace'] as const;
export type DiscountFunder = (typeof DISCOUNT_FUNDERS)[number];

/**
 * What a coupon takes off the lines it applies to, in paise. A percent (`value` in hundredths of a
 * percent) is rounded half up to the paisa in integer arithmetic; a fixed amount (`value` in paise)
 * takes at most what the lines come to.
 */
export function couponDiscountPaise(kind: CouponKind, value: number, eligiblePaise: number): number {
  if (kind === 'fixed') return Math.min(value, eligiblePaise);
  return Math.min(Math.floor((eligiblePaise * value + 5000) / 10000), eligiblePaise);
}

/**
 * Each line's share of a discount, in proportion to its total, by the largest remainder: every
 * share is first rounded down, then the paise left go one each to the lines whose exact shares
 * had the largest fractions (the earlier line on a tie). The shares always add up to the discount
 * exactly and none exceeds its line. Lines of total 0 (none apply) get 0.
 */
export function shareDiscount(discountPaise: number, lineTotalsPaise: number[]): number[] {
  const sum = lineTotalsPaise.reduce((total, line) => total + line, 0);
  if (sum === 0 || discountPaise === 0) return lineTotalsPaise.map(() => 0);
  // BigInt: a line (up to 10^10 paise) times the discount (up to 10^11) passes 2^53.
  const exact = lineTotalsPaise.map((line) => BigInt(line) * BigInt(discountPaise));
  const whole = exact.map((product) => Number(product / BigInt(sum)));
  const remainders = exact.map((product) => product % BigInt(sum));
  let left = discountPaise - whole.reduce((total, share) => total + share, 0);
  const order = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left -= 1;
  }
  return whole;
}
