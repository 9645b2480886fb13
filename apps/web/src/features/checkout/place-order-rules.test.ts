import { describe, expect, it } from 'vitest';
import {
  type CheckoutFormValues,
  canPlaceOrder,
  FILL_ADDRESS_MESSAGE,
  PAYMENT_PLACEHOLDER,
  placeOrderBlocker,
  SELECT_PAYMENT_MESSAGE,
} from './place-order-rules';

const complete: CheckoutFormValues = {
  address: '12 Loom Street',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  country: 'India',
  paymentMethod: 'upi',
};

describe('Place Order rules', () => {
  it('allows an order with every address field and a real payment method', () => {
    expect(canPlaceOrder(complete)).toBe(true);
    expect(canPlaceOrder({ ...complete, paymentMethod: 'cash_on_delivery' })).toBe(true);
  });

  it.each(['address', 'city', 'state', 'postalCode', 'country'] as const)('blocks when %s is empty', (field) => {
    expect(placeOrderBlocker({ ...complete, [field]: '  ' })).toBe(FILL_ADDRESS_MESSAGE);
  });

  it('blocks while the method is the placeholder or unknown', () => {
    expect(placeOrderBlocker({ ...complete, paymentMethod: PAYMENT_PLACEHOLDER })).toBe(SELECT_PAYMENT_MESSAGE);
    expect(canPlaceOrder({ ...complete, paymentMethod: 'bitcoin' })).toBe(false);
  });

  it('names the address first when both are missing', () => {
    expect(placeOrderBlocker({ ...complete, city: '', paymentMethod: PAYMENT_PLACEHOLDER })).toBe(FILL_ADDRESS_MESSAGE);
  });
});
