import type { Order } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrderConfirmationPage } from './order-confirmation-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '3b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';

const ORDER: Order = {
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: shopper._id,
  items: [],
  totalPrice: 124690.5,
  paymentMethod: 'upi',
  payment: {
    method: 'upi',
    status: 'awaiting_payment',
    amount: 124690.5,
    upiUri: 'upi://pay?pa=fabricstore%40demo&pn=Fabric%20Store&am=124690.50&cu=INR&tr=3b1c2a4e8d2b4c1a9e3f1a2b3c4d5e6f',
    // 20:15 on 21 November in India.
    dueBy: '2026-11-21T14:45:00.000Z',
  },
  shippingAddress: { address: '1 Loom Lane', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'placed',
  itemCount: 1,
  cancellable: true,
  parts: [],
};

describe('the order confirmation and UPI payment in Hindi', () => {
  it('asks for the payment in Hindi, by when in India time, with the amount grouped the Indian way', async () => {
    stubApi({ [`/api/orders/${ORDER_ID}`]: ORDER });
    renderWithApp(
      <Routes>
        <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
      </Routes>,
      { user: shopper, route: `/order-confirmation/${ORDER_ID}`, hindi: true },
    );

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('आपका ऑर्डर हो गया!');
    expect(screen.getByTestId('payment-due')).toHaveTextContent(
      '21 नवंबर 2026 को 8:15 pm बजे से पहले Rs. 1,24,690.50 का भुगतान UPI से करें',
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rs. 1,24,690.50');

    const panel = screen.getByTestId('upi-payment');
    expect(within(panel).getByRole('heading', { name: 'UPI से भुगतान करें' })).toBeInTheDocument();
    expect(within(panel).getByTestId('upi-amount')).toHaveTextContent('Rs. 1,24,690.50');
    expect(within(panel).getByRole('link', { name: 'UPI ऐप से भुगतान करें' })).toBeInTheDocument();
    expect(await within(panel).findByRole('img', { name: 'UPI से Rs. 1,24,690.50 चुकाने का QR कोड' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'UPI ID कॉपी करें' })).toHaveTextContent('कॉपी करें');

    await userEvent.type(within(panel).getByLabelText('UTR (12 अंकों का बैंक रेफ़रेंस)'), '12345');
    await userEvent.click(within(panel).getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect(await screen.findByText('UTR वह 12 अंकों का नंबर है जो भुगतान के बाद आपका UPI ऐप दिखाता है।')).toBeVisible();
  });
});
