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
