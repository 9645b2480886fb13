import type { Order, OrderPayment } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrderPage } from './order-page';
import { UpiPaymentPanel } from './upi-payment-panel';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '3b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';
const UPI_URI =
  'upi://pay?pa=fabricstore%40okaxis&pn=Fabric%20Store&am=2469.00&cu=INR&tr=3b1c2a4e8d2b4c1a9e3f1a2b3c4d5e6f';
const AWAITING: OrderPayment = {
  method: 'upi',
  status: 'awaiting_payment',
  amount: 2469,
  upiUri: UPI_URI,
  dueBy: '2026-11-22T10:00:00.000Z',
};

const orderWith = (payment: Partial<OrderPayment>, status: Order['status'] = 'placed'): Order => ({
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: shopper._id,
  items: [],
  totalPrice: 2469,
  paymentMethod: 'upi',
  payment: { ...AWAITING, ...payment },
  shippingAddress: { address: '1 Loom Lane', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status,
  itemCount: 1,
  cancellable: status === 'placed',
  parts: [],
});

const panel = () => screen.getByTestId('upi-payment');

describe('UpiPaymentPanel', () => {
  it('shows the QR code of the order’s UPI link, the link for a phone, the amount and when to pay by', async () => {
    renderWithApp(<UpiPaymentPanel order={orderWith({})} />, { user: shopper });
    expect(screen.getByRole('heading', { name: 'Pay by UPI' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code to pay Rs. 2,469.00 by UPI' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', UPI_URI);
    expect(screen.getByTestId('upi-amount')).toHaveTextContent('Rs. 2,469.00');
    expect(panel().querySelector('time')).toHaveAttribute('dateTime', AWAITING.dueBy);
  });

  it('sends a 12-digit UTR, shows why one is refused, and then says the payment is being checked', async () => {
    let current = orderWith({});
    const { requests } = stubApi({
      [`POST /api/orders/${ORDER_ID}/payment`]: ({ body }) => {
        if ((body as { utr: string }).utr === '111122223333') {
          const message =
            'This UTR was already given for another order. Check the 12-digit reference your UPI app shows.';
          return Response.json({ message }, { status: 409 });
        }
        current = orderWith({ status: 'verifying', utr: '123456789012', upiUri: undefined, dueBy: undefined });
        return current;
      },
      [`/api/orders/${ORDER_ID}`]: () => current,
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { user: shopper, route: `/orders/${ORDER_ID}` },
    );
    const utr = await screen.findByLabelText('UTR (12-digit bank reference)');

    await user.type(utr, '12345');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText('The UTR is the 12-digit number your UPI app shows after paying.')).toBeVisible();

    await user.clear(utr);
    await user.type(utr, '111122223333');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/This UTR was already given for another order/)).toBeVisible();

    await user.clear(utr);
    await user.type(utr, '123456789012');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'We are checking your payment' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('You paid Rs. 2,469.00 with the UTR 123456789012');
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();
    const sent = requests.filter((request) => request.method === 'POST').map((request) => request.body);
    expect(sent).toEqual([{ utr: '111122223333' }, { utr: '123456789012' }]);
  });

  it('shows the operator’s reason beside the form again when the payment was not found', async () => {
    renderWithApp(<UpiPaymentPanel order={orderWith({ rejectedReason: 'No such UTR on our statement' })} />, {
      user: shopper,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find your payment: No such UTR on our statement');
    // The rejection reopened the window: the alert says until when the order is kept.
    expect(within(screen.getByRole('alert')).getByTestId('upi-pay-by')).toHaveTextContent('22 November 2026');
    expect(screen.getByRole('alert')).toHaveTextContent(/we keep your order until then\.$/);
    expect(screen.getByLabelText('UTR (12-digit bank reference)')).toBeInTheDocument();
  });

  it.each([
    [
      { status: 'paid', paidAt: '2026-11-21T12:00:00.000Z', upiUri: undefined },
      'placed',
      'Payment received',
      /We received your UPI payment of Rs. 2,469.00 on/,
    ],
    [{ status: 'expired', upiUri: undefined }, 'cancelled', 'Not paid in time', /so the store cancelled it/],
    [
      { status: 'paid', amount: 0, paidAt: '2026-11-21T10:00:00.000Z', upiUri: undefined, dueBy: undefined },
      'placed',
      'Nothing to pay',
      /Your coupon covered the whole order/,
    ],
    [{ upiUri: undefined }, 'placed', 'Pay by UPI', /The store has not set up UPI payments yet/],
  ] as const)('for a payment %o of a %s order says "%s"', (payment, status, heading, text) => {
    renderWithApp(<UpiPaymentPanel order={orderWith(payment, status)} />, { user: shopper });
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(panel()).toHaveTextContent(text);
    expect(within(panel()).queryByRole('img')).not.toBeInTheDocument();
    expect(within(panel()).queryByLabelText('UTR (12-digit bank reference)')).not.toBeInTheDocument();
  });

  it('takes the UTR of an order cancelled unpaid, for a shopper who paid before the cancel', async () => {
    let current = orderWith({ amount: 0, upiUri: undefined, dueBy: undefined }, 'cancelled');
    stubApi({
      [`POST /api/orders/${ORDER_ID}/payment`]: () => {
        current = orderWith(
          { status: 'verifying', utr: '123456789012', upiUri: undefined, dueBy: undefined },
          'cancelled',
        );
        return current;
      },
      [`/api/orders/${ORDER_ID}`]: () => current,
    });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { user: shopper, route: `/orders/${ORDER_ID}` },
    );
    expect(await screen.findByRole('heading', { name: 'Nothing to pay' })).toBeInTheDocument();
    expect(panel()).toHaveTextContent('This order was cancelled, so it needs no payment.');
    expect(panel()).toHaveTextContent(/Paid for it before it was cancelled\? Enter the UTR/);
    expect(within(panel()).queryByRole('link', { name: 'Pay with a UPI app' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('UTR (12-digit bank reference)'), '123456789012');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByRole('heading', { name: 'We are checking your payment' })).toBeInTheDocument();
  });

  it('shows why the UTR of a cancelled order was not found, beside the form', () => {
    const payment = { amount: 0, upiUri: undefined, dueBy: undefined, rejectedReason: 'No such UTR' };
    renderWithApp(<UpiPaymentPanel order={orderWith(payment, 'cancelled')} />, { user: shopper });
    expect(within(panel()).getByRole('alert')).toHaveTextContent('We could not find your payment: No such UTR');
    expect(screen.getByLabelText('UTR (12-digit bank reference)')).toBeInTheDocument();
  });

  it('shows nothing for an order paid in cash on delivery', () => {
    const order = { ...orderWith({}), paymentMethod: 'cash_on_delivery' as const };
    renderWithApp(<UpiPaymentPanel order={order} />, { user: shopper });
    expect(screen.queryByTestId('upi-payment')).not.toBeInTheDocument();
  });
});
