import type { VendorOrder } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { EMPTY_FABRIC_FORM, FabricForm } from './fabric-form';
import { VendorOrderCard } from './vendor-order-card';

const LINE = {
  fabric_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Indigo Linen',
  quantity: 250,
  price: 448,
  kind: 'length',
  unit: 'per_piece',
  total: 112000,
} as const;

const ORDER: VendorOrder = {
  _id: '0b6f0c1e-4b8a-4f7e-9d51-3f1c2a9b7e10',
  orderNumber: 'FS-2611-0042',
  userId: { _id: '6a1d9d7c-3f0e-4f65-8d3a-2c9b5e7f1a22', name: 'Asha Rao', email: 'asha@example.com' },
  items: [{ ...LINE, vendorId: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c', commissionPercent: 10, commission: 11200 }],
  orderItems: [{ ...LINE, fabric_id: { _id: LINE.fabric_id, name: LINE.name } }],
  totalPrice: 112000,
  commission: 11200,
  net: 100800,
  paymentMethod: 'cash_on_delivery',
  payment: { method: 'cash_on_delivery', status: 'due_on_delivery', amount: 112000 },
  shippingAddress: {
    name: 'Lata Iyer',
    phone: '9845012345',
    address: '12 Weavers Lane',
    city: 'Jaipur',
    state: 'Rajasthan',
    postalCode: '302001',
    country: 'India',
  },
  orderDate: '2026-11-20T10:15:00.000Z',
  itemCount: 250,
  status: 'placed',
  trackingNumber: null,
  carrier: null,
  cancelReason: null,
  paymentCollectedAt: null,
  history: [{ status: 'placed', at: '2026-11-20T10:15:00.000Z', actor: 'shopper', actorId: null, note: null }],
  nextStatuses: ['accepted', 'cancelled'],
  paymentState: 'cash_due',
};

afterEach(() => vi.unstubAllGlobals());

describe('the vendor screens in Hindi', () => {
  it('show an order card in Hindi, its date in Hindi months and its money as Rs. with Indian grouping', async () => {
    stubApi({ '/api/orders/:orderId/tax-documents': [] });
    renderWithApp(
      <VendorOrderCard
        order={ORDER}
        onDelete={() => undefined}
        deleting={false}
        onChangeStatus={async () => true}
        changing={false}
      />,
      { hindi: true },
    );

    const card = screen.getByRole('article', { name: /ऑर्डर FS-2611-0042/ });
    expect(card).toHaveTextContent('20 नव॰ 2026 को Asha Rao ने ऑर्डर किया');
    expect(within(card).getByTestId('payment-state')).toHaveTextContent('डिलीवरी पर कैश लेना है');
    expect(card).toHaveTextContent('कमीशन 10%: Rs. 11,200.00');
    expect(card).toHaveTextContent('उप-योगRs. 1,12,000.00');
    expect(card).toHaveTextContent('आपको मिलेगाRs. 1,00,800.00');
    expect(within(card).getByRole('button', { name: 'स्वीकार करें' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeEnabled();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'देखें' }));
    expect(within(card).getByText('कैश ऑन डिलीवरी')).toBeInTheDocument();
  });

  it("label the product form in Hindi and give its validation messages in Hindi, the shared schemas' too", async () => {
    stubApi({ 'GET /api/categories': { categories: ['cotton', 'silk'] } });
    const onSubmit = vi.fn();
    renderWithApp(
      <FabricForm
        mode="add"
        defaultValues={EMPTY_FABRIC_FORM}
        submitLabel="जोड़ें"
        submittingLabel="…"
        onSubmit={onSubmit}
      />,
      { hindi: true },
    );
    const user = userEvent.setup();

    expect(screen.getByRole('radiogroup', { name: 'कैसे बिकेगा' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'सूती' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('स्टॉक'), '12.345');
    await user.clear(screen.getByLabelText('न्यूनतम कटिंग (मीटर)'));
    await user.click(screen.getByRole('button', { name: 'जोड़ें' }));

    expect(await screen.findByText('कीमत ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('स्टॉक 25 या 12.5 जैसी संख्या हो')).toBeInTheDocument();
    expect(screen.getByText('न्यूनतम कटिंग ज़रूरी है')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
