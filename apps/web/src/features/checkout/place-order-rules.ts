import { PAYMENT_METHODS, type PaymentMethod } from '@fabric-store/shared';

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

export const FILL_ADDRESS_MESSAGE = 'Please fill in all shipping address details.';
export const SELECT_PAYMENT_MESSAGE = 'Please select a payment method.';

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Why Place Order is still disabled, or null when the order may be placed. The address comes first. */
export function placeOrderBlocker(values: CheckoutFormValues): string | null {
  if (SHIPPING_FIELDS.some((field) => values[field].trim() === '')) return FILL_ADDRESS_MESSAGE;
  if (!isPaymentMethod(values.paymentMethod)) return SELECT_PAYMENT_MESSAGE;
  return null;
}

/** Place Order is enabled only with all five address fields filled and a real payment method chosen. */
export function canPlaceOrder(values: CheckoutFormValues): boolean {
  return placeOrderBlocker(values) === null;
}
