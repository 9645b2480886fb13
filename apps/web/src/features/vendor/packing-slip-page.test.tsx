import type { VendorOrder } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { PackingSlipPage } from './packing-slip-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '0b6f0c1e-4b8a-4f7e-9d51-3f1c2a9b7e10';
const line = (name: string, extra: Partial<VendorOrder['items'][number]>): VendorOrder['items'][number] => ({
  fabric_id: crypto.randomUUID(),
  name,
  quantity: 1,
  price: 400,
  vendorId: vendor._id,
  kind: 'length',
  unit: 'per_metre',
  total: 400,
  ...extra,
});

const ORDER: VendorOrder = {
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: { _id: crypto.randomUUID(), name: 'Asha Rao', email: 'asha@example.com' },
  items: [
    line('Indigo <b>Linen</b>', { quantity: 2.5, cut: { rollId: crypto.randomUUID(), roll: 3, dyeLot: 'LOT-7' } }),
    line('Saffron Silk', { unit: 'per_piece', quantity: 2 }),
  ],
  orderItems: [],
  totalPrice: 1800,
  paymentMethod: 'cash_on_delivery',
  payment: { method: 'cash_on_delivery', status: 'due_on_delivery', amount: 1800 },
  shippingAddress: {
    name: 'Lata Iyer',
    phone: '9845012345',
    address: '12 Weavers Lane\nNear the temple',
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302001',
    country: 'India',
  },
  // 10:15 am in India.
  orderDate: '2026-11-20T04:45:00.000Z',
  itemCount: 2,
  commission: 0,
  net: 1800,
  status: 'accepted',
  trackingNumber: null,
  carrier: null,
  cancelReason: null,
  paymentCollectedAt: null,
  history: [],
  nextStatuses: ['shipped', 'cancelled'],
  paymentState: 'cash_due',
  returns: [],
};

function showSlip() {
  const api = stubApi({ '/api/orders/vendor/orders': [ORDER] });
  renderWithApp(
    <Routes>
      <Route path="/vendor/orders/:orderId/packing-slip" element={<PackingSlipPage />} />
    </Routes>,
    { user: vendor, route: `/vendor/orders/${ORDER_ID}/packing-slip` },
  );
  return api;
}

describe('PackingSlipPage', () => {
  it('prints the order number, the recipient with phone and address, and each line with its roll and dye lot', async () => {
    const { requests } = showSlip();
    expect(await screen.findByTestId('slip-order-number')).toHaveTextContent('FS-2611-0042');
    expect(requests[0]?.query.get('orderId')).toBe(ORDER_ID);
    expect(screen.getByTestId('slip-ship-to')).toHaveTextContent(
      'Lata IyerPhone 984501234512 Weavers Lane Near the templeJaipur, Rajasthan 302001India',
    );
    expect(screen.getByText(/collect Rs\. 1,800\.00 in cash on delivery/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Indigo <b>Linen</b>', '2.5 m, one piece', 'Roll 3, dye lot LOT-7'],
      ['Saffron Silk', '2 pieces', 'Any roll'],
    ]);
    // The shopper's and vendor's text is shown as text, never as markup.
    expect(document.querySelector('td b')).toBeNull();
  });

  it('prints from the Print button, which the paper leaves off', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    showSlip();
    const button = await screen.findByRole('button', { name: 'Print packing slip' });
    expect(button.parentElement).toHaveClass('print:hidden');
    await userEvent.setup().click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });
});
