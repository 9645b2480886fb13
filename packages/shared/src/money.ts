/** Money travels as rupees with two decimals and is stored and summed as integer paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,299.50': the spec's currency label with two decimals. */
export function formatRupees(rupees: number): string {
  return `Rs. ${rupeeFormat.format(rupees)}`;
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
