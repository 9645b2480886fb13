import type { Order } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { englishWords } from '../../i18n/english-words';

/** The payment words in English: what `paymentWords` says when no reader's `t` is handed to it. */
const english: TFunction<'checkout'> = englishWords('checkout');

/**
 * An order's payment in a few words for its shopper, in the reader's language (a `checkout` namespace `t`;
 * English without one); a cancelled order has nothing left to pay.
 */
export function paymentWords(order: Pick<Order, 'status' | 'payment'>, t = english): string {
  const unpaid = order.payment.status === 'awaiting_payment' || order.payment.status === 'due_on_delivery';
  if (order.status === 'cancelled' && unpaid) return t('paymentState.nothingToPay');
  return t(`paymentState.${order.payment.status}`);
}
