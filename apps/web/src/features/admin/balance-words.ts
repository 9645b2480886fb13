import { formatRupees } from '@fabric-store/shared/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { englishAdmin } from './english-words';

/** A vendor's balance as the operator reads it (positive: the marketplace owes the vendor). */
export function balanceForOperator(balance: number, t: TFunction<'admin'> = englishAdmin): string {
  if (balance > 0) return t('balances.marketplaceOwes', { amount: formatRupees(balance) });
  if (balance < 0) return t('balances.owesMarketplace', { amount: formatRupees(-balance) });
  return t('balances.settled');
}

/** `balanceForOperator` in the reader's language. */
export function useBalanceForOperator() {
  const { t } = useTranslation('admin');
  return (balance: number) => balanceForOperator(balance, t);
}
