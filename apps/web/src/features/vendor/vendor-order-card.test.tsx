import type { VendorOrder } from '@fabric-store/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderInDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/stub-api';
import { VendorOrderCard } from './vendor-order-card';

beforeEach(() => {
  stubApi({ '/api/orders/:orderId/tax-documents': [] });
});
afterEach(() => vi.unstubAllGlobals());

/** The card asks for its part's tax documents, so it renders under a query client, as in the app. */
function render(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderInDom(ui, { wrapper });
}

const ORDER: VendorOrder = {
  _id: '0b6f0c1e-4b8a-4f7e-9d51-3f1c2a9b7e10',
  orderNumber: 'FS-2611-0042',
  userId: { _id: '6a1d9d7c-3f0e-4f65-8d3a-2c9b5e7f1a22', name: 'Asha Rao', email: 'asha@example.com' },
  items: [
    {
      fabric_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Indigo Linen',
      quantity: 2,
      price: 450.5,
      vendorId: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c',
      kind: 'length',
      unit: 'per_piece',
      total: 901,
      commissionPercent: 10,
      commission: 90.1,
    },
    {
      fabric_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      name: 'Saffron Silk',
      quantity: 1,
      price: 349,
      vendorId: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c',
      kind: 'length',
      unit: 'per_piece',
      total: 349,
      commissionPercent: 10,
      commission: 34.9,
    },
  ],
  orderItems: [
    {
      fabric_id: { _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Indigo Linen' },
      quantity: 2,
      price: 450.5,
      kind: 'length',
      unit: 'per_piece',
      total: 901,
    },
    {
      fabric_id: { _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Saffron Silk' },
      quantity: 1,
      price: 349,
      kind: 'length',
      unit: 'per_piece',
      total: 349,
    },
  ],
  totalPrice: 1250,
  commission: 125,
  net: 1125,
  paymentMethod: 'upi',
  payment: { method: 'upi', status: 'paid', amount: 1250 },
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
  itemCount: 3,
  status: 'placed',
  trackingNumber: null,
  carrier: null,
  cancelReason: null,
  paymentCollectedAt: null,
  history: [
    {
      status: 'placed',
      at: '2026-11-20T10:15:00.000Z',
      actor: 'shopper',
      actorId: '6a1d9d7c-3f0e-4f65-8d3a-2c9b5e7f1a22',
      note: null,
    },
  ],
  nextStatuses: ['accepted', 'cancelled'],
  paymentState: 'paid',
};

/** The card's sum as [label, amount] pairs, in the order they read. */
const stepsOf = (list: Element | null) => {
  const cells = [...(list?.children ?? [])].map((cell) => cell.textContent);
  return cells.flatMap((cell, index) => (index % 2 === 0 ? [[cell, cells[index + 1]]] : []));
};

describe('VendorOrderCard', () => {
  it("shows the customer, the vendor's lines each with its total and commission, their total, the commission and the net", () => {
    render(
      <VendorOrderCard order={ORDER} onDelete={vi.fn()} deleting={false} onChangeStatus={vi.fn()} changing={false} />,
    );

    expect(screen.getByText('FS-2611-0042')).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Your items' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Indigo LinenCommission 10%: Rs. 90.10Qty 2 × Rs. 450.50Line total Rs. 901.00',
      'Saffron SilkCommission 10%: Rs. 34.90Qty 1 × Rs. 349.00Line total Rs. 349.00',
    ]);
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['You receive', 'Rs. 1,125.00'],
    ]);
    // How to reach the customer and where it ships wait for View.
    expect(screen.queryByText('asha@example.com')).not.toBeInTheDocument();
    expect(screen.queryByText('12 Weavers Lane')).not.toBeInTheDocument();
  });

  it("reads top to bottom with the vendor's own coupon: subtotal, coupon, commission of what is left, you receive", () => {
    const silk = { ...ORDER.items[0], name: 'Kanjeevaram Silk', quantity: 2, price: 1350, total: 2700 };
    const withCoupon: VendorOrder = {
      ...ORDER,
      items: [{ ...silk, commissionPercent: 12, commission: 291.6, discount: 270 } as VendorOrder['items'][number]],
      totalPrice: 2700,
      discount: 270,
      discountFundedBy: 'vendor',
      commission: 291.6,
      net: 2138.4,
    };
    render(
      <VendorOrderCard
        order={withCoupon}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={vi.fn()}
        changing={false}
      />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 2,700.00'],
      ['Your coupon', '−Rs. 270.00'],
      ['Commission 12% of Rs. 2,430.00', '−Rs. 291.60'],
      ['You receive', 'Rs. 2,138.40'],
    ]);
    expect(screen.getByText('Commission 12% of Rs. 2,430.00: Rs. 291.60')).toBeInTheDocument();
  });

  it('takes the GST on commission, TCS and TDS withheld at delivery, each with its base, before what the vendor receives', () => {
    const withheld: VendorOrder = {
      ...ORDER,
      withholding: {
        gstOnCommission: 22.5,
        gstOnCommissionPercent: 18,
        tcs: 5.95,
        tcsPercent: 0.5,
        tcsBase: 1190.48,
        tds: 1.25,
        tdsPercent: 0.1,
        tdsExempt: false,
        receives: 1095.3,
      },
    };
    render(
      <VendorOrderCard
        order={withheld}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={vi.fn()}
        changing={false}
      />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['GST 18% on the commission', '−Rs. 22.50'],
      ['TCS 0.5% of the taxable value Rs. 1,190.48', '−Rs. 5.95'],
      ['TDS 0.1% of Rs. 1,250.00', '−Rs. 1.25'],
      ['You receive', 'Rs. 1,095.30'],
    ]);
  });

  it('names each withholding at the rate the server took it at, not a rate of its own', () => {
    const atOtherRates: VendorOrder = {
      ...ORDER,
      withholding: {
        gstOnCommission: 15,
        gstOnCommissionPercent: 12,
        tcs: 11.9,
        tcsPercent: 1,
        tcsBase: 1190.48,
        tds: 1.25,
        tdsPercent: 0.1,
        tdsExempt: false,
        receives: 1096.85,
      },
    };
    render(
      <VendorOrderCard
        order={atOtherRates}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={vi.fn()}
        changing={false}
      />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['GST 12% on the commission', '−Rs. 15.00'],
      ['TCS 1% of the taxable value Rs. 1,190.48', '−Rs. 11.90'],
      ['TDS 0.1% of Rs. 1,250.00', '−Rs. 1.25'],
      ['You receive', 'Rs. 1,096.85'],
    ]);
  });

  it('shows only the GST on commission for a part paid in cash, where no TCS or TDS is withheld', () => {
    const inCash: VendorOrder = {
      ...ORDER,
      paymentMethod: 'cash_on_delivery',
      withholding: {
        gstOnCommission: 22.5,
        gstOnCommissionPercent: 18,
        tcs: 0,
        tcsPercent: 0,
        tcsBase: 0,
        tds: 0,
        tdsPercent: 0,
        tdsExempt: false,
        receives: 1102.5,
      },
    };
    render(
      <VendorOrderCard order={inCash} onDelete={vi.fn()} deleting={false} onChangeStatus={vi.fn()} changing={false} />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['GST 18% on the commission', '−Rs. 22.50'],
      ['You receive', 'Rs. 1,102.50'],
    ]);
  });

  it("says why no TDS is taken from an individual's sale within the year's Rs. 5 lakh", () => {
    const exempt: VendorOrder = {
      ...ORDER,
      withholding: {
        gstOnCommission: 22.5,
        gstOnCommissionPercent: 18,
        tcs: 0,
        tcsPercent: 0,
        tcsBase: 0,
        tds: 0,
        tdsPercent: 0,
        tdsExempt: true,
        receives: 1102.5,
      },
    };
    render(
      <VendorOrderCard order={exempt} onDelete={vi.fn()} deleting={false} onChangeStatus={vi.fn()} changing={false} />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['GST 18% on the commission', '−Rs. 22.50'],
      ['No TDS: your sales this financial year are within Rs. 5 lakh (section 194-O(2))', 'Rs. 0.00'],
      ['You receive', 'Rs. 1,102.50'],
    ]);
  });

  it("shows a marketplace coupon as Fabric-Store's, taking nothing from the vendor's sum", () => {
    const withCoupon: VendorOrder = { ...ORDER, discount: 125, discountFundedBy: 'marketplace' };
    render(
      <VendorOrderCard
        order={withCoupon}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={vi.fn()}
        changing={false}
      />,
    );
    expect(stepsOf(screen.getByRole('list', { name: 'Your items' }).nextElementSibling)).toEqual([
      ['Subtotal', 'Rs. 1,250.00'],
      ['Coupon of Rs. 125.00 for the shopper, paid by Fabric-Store', '−Rs. 0.00'],
      ['Commission 10% of Rs. 1,250.00', '−Rs. 125.00'],
      ['You receive', 'Rs. 1,125.00'],
    ]);
  });

  it('View adds the email, payment, address and history, and repeats nothing the card already shows', async () => {
    const user = userEvent.setup();
    render(
      <VendorOrderCard order={ORDER} onDelete={vi.fn()} deleting={false} onChangeStatus={vi.fn()} changing={false} />,
    );

    expect(screen.queryByRole('region', { name: 'Order details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));

    const details = screen.getByRole('region', { name: 'Order details' });
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(details).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com',
    );
    expect(within(details).getByText('Payment').nextSibling).toHaveTextContent('UPI');
    // The recipient and the number the courier calls, above the address.
    expect(details.querySelector('address')).toHaveTextContent(
      'Lata Iyer984501234512 Weavers LaneJaipur, Rajasthan 302001India',
    );
    expect(within(details).getByRole('link', { name: '9845012345' })).toHaveAttribute('href', 'tel:+919845012345');
    expect(within(details).getByRole('list', { name: 'History of this order' })).toHaveTextContent(
      /placed by the shopper/,
    );
    for (const fact of ['Indigo Linen', 'Saffron Silk', 'Asha Rao', 'asha@example.com', 'Rs. 901.00', 'UPI']) {
      expect(screen.getAllByText(fact, { exact: false }), fact).toHaveLength(1);
    }

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('region', { name: 'Order details' })).not.toBeInTheDocument();
  });

  it('asks its owner to delete and disables Delete while that runs', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const props = { order: ORDER, onChangeStatus: vi.fn(), changing: false };
    const { rerender } = render(<VendorOrderCard {...props} onDelete={onDelete} deleting={false} />);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);

    rerender(<VendorOrderCard {...props} onDelete={onDelete} deleting />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  });

  it('offers only the moves allowed now: Accept and Cancel order for a new order', async () => {
    const user = userEvent.setup();
    const onChangeStatus = vi.fn(async () => true);
    render(
      <VendorOrderCard
        order={ORDER}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={onChangeStatus}
        changing={false}
      />,
    );
    const steps = screen.getByRole('group', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Accept', 'Cancel order']);
    await user.click(within(steps).getByRole('button', { name: 'Accept' }));
    expect(onChangeStatus).toHaveBeenCalledWith({ status: 'accepted' });
  });

  it('cancels only with a reason, which it sends', async () => {
    const user = userEvent.setup();
    const onChangeStatus = vi.fn(async () => true);
    render(
      <VendorOrderCard
        order={ORDER}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={onChangeStatus}
        changing={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('button', { name: 'Confirm cancel' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Reason for cancelling (the shopper will see it)'), 'Out of stock');
    await user.click(confirm);
    expect(onChangeStatus).toHaveBeenCalledWith({ status: 'cancelled', reason: 'Out of stock' });
  });

  it('marks an accepted order shipped with the carrier and tracking number typed', async () => {
    const user = userEvent.setup();
    const onChangeStatus = vi.fn(async () => true);
    const accepted = {
      ...ORDER,
      status: 'accepted' as const,
      nextStatuses: ['shipped' as const, 'cancelled' as const],
    };
    render(
      <VendorOrderCard
        order={accepted}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={onChangeStatus}
        changing={false}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    await user.type(screen.getByLabelText('Carrier (optional)'), 'Blue Dart');
    await user.type(screen.getByLabelText('Tracking number (optional)'), 'BD42');
    await user.click(screen.getByRole('button', { name: 'Confirm shipped' }));
    expect(onChangeStatus).toHaveBeenCalledWith({ status: 'shipped', carrier: 'Blue Dart', trackingNumber: 'BD42' });
  });

  it('shows whether the part is paid, and keeps Mark shipped off until a UPI payment is confirmed', async () => {
    const unpaid = {
      ...ORDER,
      status: 'accepted' as const,
      nextStatuses: ['shipped' as const, 'cancelled' as const],
      paymentState: 'verifying' as const,
    };
    const { rerender } = render(
      <VendorOrderCard order={unpaid} onDelete={vi.fn()} deleting={false} onChangeStatus={vi.fn()} changing={false} />,
    );
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Payment being verified');
    const ship = screen.getByRole('button', { name: 'Mark shipped' });
    expect(ship).toBeDisabled();
    expect(ship).toHaveAccessibleDescription(/Ship once the shopper's UPI payment is confirmed/);

    rerender(
      <VendorOrderCard
        order={{ ...unpaid, paymentState: 'paid' }}
        onDelete={vi.fn()}
        deleting={false}
        onChangeStatus={vi.fn()}
        changing={false}
      />,
    );
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid');
    expect(screen.getByRole('button', { name: 'Mark shipped' })).toBeEnabled();
  });
});
