import type { LedgerKind } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import type { ParseKeys, TFunction } from 'i18next';
import { englishWords } from '../../i18n/english-words';

export type VendorWords = TFunction<'vendor'>;

const english: VendorWords = englishWords('vendor');

/**
 * The vendor's balance as a sentence: who owes whom, and how much (positive: the marketplace owes the
 * vendor), in the reader's language; English when no `t` is given.
 */
export function balanceInWords(balance: number, t: VendorWords = english): string {
  if (balance > 0) return t('payments.owesYou', { amount: formatRupees(balance) });
  if (balance < 0) return t('payments.youOwe', { amount: formatRupees(-balance) });
  return t('payments.settled');
}

/** What each kind of statement entry means to the vendor: its key in the vendor catalogue. */
export const ENTRY_KIND_WORDS: Record<LedgerKind, ParseKeys<'vendor'>> = {
  earning: 'payments.kind.earning',
  commission_due: 'payments.kind.commission_due',
  payout: 'payments.kind.payout',
  collection: 'payments.kind.collection',
  refund: 'payments.kind.refund',
};
