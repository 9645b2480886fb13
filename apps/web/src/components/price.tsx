import { formatRupees } from '@fabric-store/shared/money';

/**
 * 'Rs. 1,234.50': the spec's currency label with Indian digit grouping and two decimals; the shared
 * formatter, imported from its zod-free subpath because prices are on every first paint.
 */
export const formatPrice = formatRupees;

export function Price({ amount, className }: { amount: number; className?: string }) {
  return <span className={className}>{formatPrice(amount)}</span>;
}
