import type { Order, OrderPayment } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrderConfirmationPage } from './order-confirmation-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '3b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';
const UPI_URI =
  'upi://pay?pa=fabricstore%40demo&pn=Fabric%20Store&am=2469.00&cu=INR&tr=3b1c2a4e8d2b4c1a9e3f1a2b3c4d5e6f';

const orderPaying = (payment: OrderPayment): Order => ({
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: shopper._id,
  items: [],
  totalPrice: 2469,
  paymentMethod: payment.method,
  payment,
  shippingAddress: { address: '1 Loom Lane', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'placed',
  itemCount: 1,
  cancellable: true,
  parts: [],
});

const UPI_DUE: OrderPayment = {
  method: 'upi',
  status: 'awaiting_payment',
  amount: 2469,
  upiUri: UPI_URI,
  // 20:15 on 21 November in India; 14:45 in UTC.
  dueBy: '2026-11-21T14:45:00.000Z',
};

function showConfirmation(order: Order) {
  stubApi({ [`/api/orders/${ORDER_ID}`]: order });
  renderWithApp(
    <Routes>
      <Route path="/order-confirmation/:orderId" element={<OrderConfirmationPage />} />
    </Routes>,
    { user: shopper, route: `/order-confirmation/${ORDER_ID}` },
  );
}

describe('OrderConfirmationPage', () => {
  it("asks for the UPI payment, by when in India time, right under the spec's heading", async () => {
    showConfirmation(orderPaying(UPI_DUE));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order Confirmed!');
    expect(screen.getByTestId('payment-due')).toHaveTextContent(
      'Pay Rs. 2,469.00 by UPI before 21 November 2026 at 8:15 pm',
    );
    expect(screen.getByRole('heading', { level: 1 }).compareDocumentPosition(screen.getByTestId('payment-due'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByTestId('order-number')).toHaveTextContent('FS-2611-0042');
  });

  it('shows the UPI ID and the amount as text, each with a Copy button that copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    showConfirmation(orderPaying(UPI_DUE));
    const panel = await screen.findByTestId('upi-payment');
    expect(within(panel).getByTestId('upi-id')).toHaveTextContent('fabricstore@demo');

    await user.click(within(panel).getByRole('button', { name: 'Copy UPI ID' }));
    expect(writeText).toHaveBeenLastCalledWith('fabricstore@demo');
    expect(within(panel).getByRole('button', { name: 'Copied UPI ID' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Copy amount' }));
    expect(writeText).toHaveBeenLastCalledWith('2469.00');
  });

  it('puts the Pay with a UPI app button before the QR code, as a phone shows them', async () => {
    showConfirmation(orderPaying(UPI_DUE));
    const qr = await screen.findByRole('img', { name: 'QR code to pay Rs. 2,469.00 by UPI' });
    const appButton = screen.getByRole('link', { name: 'Pay with a UPI app' });
    expect(appButton.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the payment is being checked once the shopper gave a UTR', async () => {
    showConfirmation(orderPaying({ ...UPI_DUE, status: 'verifying', utr: '123456789012', upiUri: undefined }));
    expect(await screen.findByTestId('payment-due')).toHaveTextContent('Your UPI payment is being checked');
  });

  it('says “Order Confirmed!” and asks for nothing for cash on delivery', async () => {
    showConfirmation(orderPaying({ method: 'cash_on_delivery', status: 'due_on_delivery', amount: 2469 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order Confirmed!');
    expect(screen.queryByTestId('payment-due')).not.toBeInTheDocument();
  });

  it('says “Order Confirmed!” for a UPI order already paid', async () => {
    showConfirmation(orderPaying({ ...UPI_DUE, status: 'paid', paidAt: '2026-11-21T11:00:00.000Z' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order Confirmed!');
    expect(screen.queryByTestId('payment-due')).not.toBeInTheDocument();
  });
});
