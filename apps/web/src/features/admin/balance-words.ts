import { formatRupees } from '@fabric-store/shared/money';

/** A vendor's balance as the operator reads it (positive: the marketplace owes the vendor). */
export function balanceForOperator(balance: number): string {
  if (balance > 0) return `The marketplace owes ${formatRupees(balance)}`;
  if (balance < 0) return `Owes the marketplace ${formatRupees(-balance)}`;
  return 'Settled';
}
