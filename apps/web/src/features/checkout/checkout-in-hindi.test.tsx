import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CheckoutPage } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const TWO_LOTS =
  'These lengths of Banarasi Silk come from two dye lots (A and B): their shades may differ slightly. You may still place the order.';

describe('checkout in Hindi', () => {
  it('asks for the address, the payment method and the dye lots in Hindi, with the total grouped the Indian way', async () => {
    stubApi({
      '/api/cart': { items: [cartLine('Banarasi Silk', 12469.05, 10, undefined, 'per_metre')] },
      '/api/users/addresses': { addresses: [] },
      '/api/checkout/cutting-plan': {
        dyeLotNotices: [
          {
            fabric_id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
            name: 'Banarasi Silk',
            lots: ['A', 'B'],
            message: TWO_LOTS,
          },
        ],
      },
    });
    renderWithApp(<CheckoutPage />, { user: shopper, hindi: true, route: '/checkout' });

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर पूरा करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('शहर')).toHaveValue('Pune');
    expect(screen.getByLabelText('पिन कोड')).toHaveValue('411001');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 1,24,690.50');

    const placeOrder = screen.getByRole('button', { name: 'ऑर्डर करें' });
    expect(placeOrder).toBeDisabled();
    expect(screen.getByText('कृपया भुगतान का तरीका चुनें।')).toBeInTheDocument();
    const methods = within(screen.getByLabelText('भुगतान का तरीका')).getAllByRole('option');
    expect(methods.map((option) => option.textContent)).toEqual(['एक चुनें', 'कैश ऑन डिलीवरी (COD)', 'UPI']);

    await userEvent.type(screen.getByLabelText('फ़ोन (ज़रूरी नहीं)'), '12345');
    await userEvent.tab();
    expect(await screen.findByText(/^फ़ोन 10 अंकों का भारतीय मोबाइल नंबर होना चाहिए/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('भुगतान का तरीका'), 'upi');
    expect(placeOrder).toBeEnabled();
    expect(
      await screen.findByText(
        'Banarasi Silk की ये लंबाइयाँ दो डाई लॉट (A और B) से कटेंगी: इनके रंग में हल्का-सा फ़र्क हो सकता है। आप फिर भी ऑर्डर कर सकते हैं।',
      ),
    ).toBeVisible();
    expect(screen.queryByText(TWO_LOTS)).toBeNull();
  });
});
