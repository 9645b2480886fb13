import type { AdminOrder, OrderMoney, OrderPart } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrderDetailPage } from './order-detail-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };
const ORDER_ID = '0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
const REASON = 'The shopper called: placed twice';

const part = (vendorName: string, status: 'placed' | 'shipped'): OrderPart => ({
  _id: crypto.randomUUID(),
  vendor: { _id: crypto.randomUUID(), name: vendorName },
  items: [],
  subtotal: 400,
  status,
  trackingNumber: null,
  carrier: null,
  cancelReason: null,
  paymentCollectedAt: null,
  history: [{ status: 'placed', at: '2026-11-21T10:00:00.000Z', actor: 'shopper', actorId: shopper._id, note: null }],
});

const ORDER: AdminOrder = {
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: shopper._id,
  items: [],
  totalPrice: 800,
  paymentMethod: 'cash_on_delivery',
  payment: { method: 'cash_on_delivery', status: 'due_on_delivery', amount: 800 },
  shippingAddress: { address: '1 Loom Lane', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'partly shipped',
  itemCount: 2,
  cancellable: false,
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.com',
  parts: [part('Aarav Looms', 'placed'), part('Bela Silks', 'shipped')],
};

function renderPage(order: AdminOrder, answer: (reason: string) => unknown = () => order) {
  const stub = stubApi({
    'POST /api/admin/orders/:id/parts/:partId/cancel': ({ body }) => answer((body as { reason: string }).reason),
    [`/api/admin/orders/${ORDER_ID}`]: order,
  });
  renderWithApp(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<OrderDetailPage />} />
    </Routes>,
    { user: operator, route: `/admin/orders/${ORDER_ID}` },
  );
  return stub;
}

describe('OrderDetailPage', () => {
  it('offers Cancel part on an open part only, asks a reason of 3 characters, and shows the server’s refusal', async () => {
    const { requests } = renderPage(ORDER, () =>
      Response.json(
        { message: 'This order is accepted; it can now only be marked shipped or cancelled.' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel part from Aarav Looms' }));
    expect(screen.queryByRole('button', { name: 'Cancel part from Bela Silks' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Cancel the part from Aarav Looms' });
    await user.type(within(dialog).getByLabelText('Reason'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel part' }));
    expect(await within(dialog).findByText('Reason must be at least 3 characters')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel part' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order is accepted; it can now only be marked shipped or cancelled.',
    );
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/api/admin/orders/${ORDER_ID}/parts/${ORDER.parts[0]?._id}/cancel`,
      body: { reason: REASON },
    });
  });

  it('shows the marketplace’s cancel in the part’s history with its reason', async () => {
    const cancelled = ORDER.parts[0] as OrderPart;
    const history = [
      ...cancelled.history,
      {
        status: 'cancelled' as const,
        at: '2026-11-21T11:00:00.000Z',
        actor: 'operator' as const,
        actorId: null,
        note: REASON,
      },
    ];
    renderPage({ ...ORDER, parts: [{ ...cancelled, status: 'cancelled', history }] });
    expect(await screen.findByText(`Cancelled by the marketplace: ${REASON}`, { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order FS-2611-0042');
    expect(screen.queryByRole('button', { name: /Cancel part/ })).toBeNull();
  });
});

describe('OrderDetailPage: Money', () => {
  it('reads the order’s money top to bottom: what the shopper paid, what each side keeps, refunds and what is held', async () => {
    const money: OrderMoney = {
      orderId: ORDER_ID,
      paymentMethod: 'upi',
      paid: 1501.1,
      vendors: [
        { vendor: { _id: crypto.randomUUID(), name: 'Aarav Looms' }, keeps: 900 },
        { vendor: { _id: crypto.randomUUID(), name: 'Bela Silks' }, keeps: 0 },
      ],
      marketplace: { commission: 100, couponDiscounts: 0, keeps: 100 },
      refunded: 250.55,
      owedToShopper: 250.55,
      heldForDelivery: 0,
      balanced: true,
    };
    stubApi({ [`/api/admin/orders/${ORDER_ID}/money`]: money, [`/api/admin/orders/${ORDER_ID}`]: ORDER });
    renderWithApp(
      <Routes>
        <Route path="/admin/orders/:orderId" element={<OrderDetailPage />} />
      </Routes>,
      { user: operator, route: `/admin/orders/${ORDER_ID}` },
    );
    const section = await screen.findByRole('region', { name: 'Money' });
    await within(section).findByText('Adds up to the paisa.');
    const rows = within(section)
      .getAllByRole('definition')
      .map((amount) => `${amount.previousElementSibling?.textContent}: ${amount.textContent}`);
    expect(rows).toEqual([
      'The shopper paid: Rs. 1,501.10',
      'Aarav Looms keeps: Rs. 900.00',
      'Bela Silks keeps: Rs. 0.00',
      'The marketplace keeps (commission): Rs. 100.00',
      'Refunded to the shopper: Rs. 250.55',
      'Owed back to the shopper: Rs. 250.55',
      'Held until delivered: Rs. 0.00',
    ]);
  });

  it('says so when the journal holds money on the order the view cannot place', async () => {
    stubApi({
      [`/api/admin/orders/${ORDER_ID}/money`]: {
        orderId: ORDER_ID,
        paymentMethod: 'cash_on_delivery',
        paid: 10,
        vendors: [],
        marketplace: { commission: 0, couponDiscounts: 0, keeps: 0 },
        refunded: 0,
        owedToShopper: 0,
        heldForDelivery: 0,
        balanced: false,
      } satisfies OrderMoney,
      [`/api/admin/orders/${ORDER_ID}`]: ORDER,
    });
    renderWithApp(
      <Routes>
        <Route path="/admin/orders/:orderId" element={<OrderDetailPage />} />
      </Routes>,
      { user: operator, route: `/admin/orders/${ORDER_ID}` },
    );
    const section = await screen.findByRole('region', { name: 'Money' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Does not add up');
  });
});
