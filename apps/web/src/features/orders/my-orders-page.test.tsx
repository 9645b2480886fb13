import type { Order } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { MyOrdersPage } from './my-orders-page';

afterEach(() => vi.unstubAllGlobals());

const order = (index: number): Order => ({
  _id: `0d6c1f4e-2b3a-4c5d-8e9f-${String(index).padStart(12, '0')}`,
  orderNumber: `FS-2611-${String(index).padStart(4, '0')}`,
  userId: shopper._id,
  items: [],
  totalPrice: 100 * index,
  paymentMethod: index === 3 ? 'cash_on_delivery' : 'upi',
  payment: {
    method: index === 3 ? 'cash_on_delivery' : 'upi',
    status: (['paid', 'verifying', 'due_on_delivery'] as const)[index - 1] ?? 'awaiting_payment',
    amount: 100 * index,
  },
  shippingAddress: { address: 'a', city: 'b', state: 'c', postalCode: 'd', country: 'e' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: index === 1 ? 'partly shipped' : 'placed',
  itemCount: index,
  cancellable: index !== 1,
  parts: [],
});

/** 23 orders in all, answered ten a page as the API does, with the total in X-Total-Count. */
function stubOrders() {
  const pages: string[] = [];
  stubApi({
    '/api/orders': ({ query }) => {
      const page = Number(query.get('page'));
      pages.push(`?${query}`);
      const first = (page - 1) * 10 + 1;
      const orders = Array.from({ length: Math.min(10, 23 - first + 1) }, (_, index) => order(first + index));
      return Response.json(orders, { headers: { 'X-Total-Count': '23' } });
    },
  });
  return pages;
}

describe('MyOrdersPage', () => {
  it('lists each order with its item count, total, status and payment, and pages through them', async () => {
    const requested = stubOrders();
    const user = userEvent.setup();
    renderWithApp(<MyOrdersPage />, { user: shopper, route: '/orders' });

    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [first] = within(list).getAllByRole('link');
    expect(first).toHaveTextContent('1 item');
    expect(first).toHaveTextContent('FS-2611-0001');
    expect(first).toHaveTextContent('Rs. 100.00');
    expect(first).toHaveTextContent('partly shipped');
    expect(first).toHaveAttribute('href', `/orders/${order(1)._id}`);
    const payments = within(list)
      .getAllByTestId('payment-status')
      .map((status) => status.textContent);
    expect(payments.slice(0, 4)).toEqual([
      'Paid',
      'Payment being verified',
      'Pay on delivery',
      'Awaiting your UPI payment',
    ]);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer orders' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Older orders' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('11 items')).toBeInTheDocument();
    expect(requested).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });
});

describe('MyOrdersPage in Hindi', () => {
  it('names each order by its India date in Hindi, counts its items and shows its total with Indian grouping', async () => {
    // 20:00 UTC on 21 November is already 22 November in India.
    const late = {
      ...order(3),
      totalPrice: 112000.5,
      orderDate: '2026-11-21T20:00:00.000Z',
      status: 'shipped' as const,
    };
    stubApi({ '/api/orders': () => Response.json([late, order(1)], { headers: { 'X-Total-Count': '23' } }) });
    renderWithApp(<MyOrdersPage />, { user: shopper, route: '/orders', hindi: true });

    expect(screen.getByRole('heading', { name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    const [first, second] = within(await screen.findByRole('list', { name: 'आपके ऑर्डर' })).getAllByRole('link');
    expect(first).toHaveTextContent('22 नव॰ 2026 का ऑर्डर');
    expect(first).toHaveTextContent('3 आइटम');
    expect(first).toHaveTextContent('Rs. 1,12,000.50');
    expect(within(first as HTMLElement).getByTestId('order-status')).toHaveTextContent('भेजा गया');
    expect(within(second as HTMLElement).getByTestId('order-status')).toHaveTextContent('कुछ भेजा गया');
    expect(screen.getByText('3 में से पन्ना 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नए ऑर्डर' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'पुराने ऑर्डर' })).toBeEnabled();
  });
});
