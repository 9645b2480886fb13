const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'Rs. 1,234.50': the spec's currency label with Indian digit grouping and two decimals. */
export function formatPrice(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}

export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}
