/** Money travels as rupees with two decimals and is stored and summed as integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * '12,34,567': a whole number in Indian digit grouping (the last three digits, then pairs), as
 * `Intl.NumberFormat('en-IN')` writes it. Done by hand because the first `Intl.NumberFormat` a page
 * creates costs 15–35 ms of main thread on a desktop (ICU loads the locale's data), four times that
 * on a phone, and the storefront's first script would pay it before the page responds.
 */
export function groupIndianDigits(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const lastThree = digits.slice(-3);
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 && digits !== '0' ? '-' : ''}${pairs ? `${pairs},` : ''}${lastThree}`;
}

/** 'Rs. 1,299.50': the spec's currency label with two decimals, in Indian digit grouping. */
export function formatRupees(rupees: number): string {
  // Rounded from the shortest decimal that names the number ('1.005', not 1.00499…), as Intl rounds.
  const shifted = Number(`${Math.abs(rupees)}e2`);
  const paise = Math.round(Number.isNaN(shifted) ? Math.abs(rupees) * 100 : shifted);
  const whole = groupIndianDigits(Math.floor(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  return `Rs. ${rupees < 0 && paise > 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * The most one line (price × quantity) and one order may come to: Rs. 10 crore and Rs. 100 crore.
 * The cart refuses what checkout would, with the same message, so what a shopper keeps can be bought.
 */
export const MAX_LINE_TOTAL_PAISE = 10_000_000_000;
export const MAX_ORDER_TOTAL_PAISE = 100_000_000_000;

/** Why lines priced like this cannot be one order, or undefined when they can. */
export function orderTotalProblem(lines: { name: string; totalPaise: number }[]): string | undefined {
  const tooLarge = lines.find((line) => line.totalPaise > MAX_LINE_TOTAL_PAISE);
  if (tooLarge) {
    return `${tooLarge.name} comes to more than ${formatRupees(paiseToRupees(MAX_LINE_TOTAL_PAISE))}, the most one line may total. Please order less of it.`;
  }
  const total = lines.reduce((sum, line) => sum + line.totalPaise, 0);
  if (total > MAX_ORDER_TOTAL_PAISE) {
    return `Your order comes to more than ${formatRupees(paiseToRupees(MAX_ORDER_TOTAL_PAISE))}, the most one order may total. Please split it into smaller orders.`;
  }
  return undefined;
}
