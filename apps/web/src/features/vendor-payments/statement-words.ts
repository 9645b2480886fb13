import type { LedgerKind } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';

/** The vendor's balance as a sentence: who owes whom, and how much (positive: the marketplace owes the vendor). */
export function balanceInWords(balance: number): string {
  if (balance > 0) return `The marketplace owes you ${formatRupees(balance)}.`;
  if (balance < 0) return `You owe the marketplace ${formatRupees(-balance)}.`;
  return 'You and the marketplace are settled: nothing is owed either way.';
}

/** What each kind of statement entry means to the vendor. */
export const ENTRY_KIND_WORDS: Record<LedgerKind, string> = {
  earning: 'UPI order delivered: your net',
  commission_due: 'Cash order delivered: commission you owe',
  payout: 'Paid to you by the marketplace',
  collection: 'Paid by you to the marketplace',
  refund: 'Return refunded',
};
