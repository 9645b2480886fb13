import { PAYMENT_METHODS, type PaymentMethod } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { englishWords } from '../../i18n/english-words';

export const PAYMENT_PLACEHOLDER = 'select_an_option';

export const SHIPPING_FIELDS = ['address', 'city', 'state', 'postalCode', 'country'] as const;

export interface CheckoutFormValues {
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  paymentMethod: string;
  /** The recipient's name and mobile number, for the courier; optional, so they never hold Place Order back. */
  name?: string;
  phone?: string;
  /** A business buyer's GSTIN, printed on its invoices; empty for most shoppers. */
  buyerGstin?: string;
}

/** The checkout's words in English: what a rule says when no reader's `t` is handed to it. */
const englishCheckout: TFunction<'checkout'> = englishWords('checkout');

/** The spec's two messages for a disabled Place Order, as English reads them. */
export const FILL_ADDRESS_MESSAGE = englishCheckout('form.fillAddress');
export const SELECT_PAYMENT_MESSAGE = englishCheckout('form.selectPayment');

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * Why Place Order is still disabled, in the reader's language (English without a `t`), or null when the
 * order may be placed. The address comes first.
 */
export function placeOrderBlocker(values: CheckoutFormValues, t = englishCheckout): string | null {
  if (SHIPPING_FIELDS.some((field) => values[field].trim() === '')) return t('form.fillAddress');
  if (!isPaymentMethod(values.paymentMethod)) return t('form.selectPayment');
  return null;
}

/** Place Order is enabled only with all five address fields filled and a real payment method chosen. */
export function canPlaceOrder(values: CheckoutFormValues): boolean {
  return placeOrderBlocker(values) === null;
}
