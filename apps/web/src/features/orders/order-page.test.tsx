import type { Order, OrderPart, Return } from '@fabric-store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OrderPage } from './order-page';

afterEach(() => vi.unstubAllGlobals());

const ORDER_ID = '0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
const placed = (at: string) => ({
  status: 'placed' as const,
  at,
  actor: 'shopper' as const,
  actorId: shopper._id,
  note: null,
});

const part = (vendorName: string, fabricName: string, price: number) => ({
  _id: crypto.randomUUID(),
  vendor: { _id: crypto.randomUUID(), name: vendorName },
  items: [
    {
      fabric_id: crypto.randomUUID(),
      name: fabricName,
      quantity: 1,
      price,
      vendorId: null,
      kind: 'length' as const,
      unit: 'per_metre' as const,
      total: price,
    },
  ],
  subtotal: price,
  status: 'placed' as const,
  trackingNumber: null,
  carrier: null,
  cancelReason: null,
  paymentCollectedAt: null,
  history: [placed('2026-11-21T10:00:00.000Z')],
});

const ORDER: Order = {
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  userId: shopper._id,
  items: [],
  totalPrice: 900,
  paymentMethod: 'upi',
  payment: { method: 'upi', status: 'paid', amount: 900 },
  shippingAddress: { address: '1 Loom Lane', city: 'Surat', state: 'Gujarat', postalCode: '395003', country: 'India' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'placed',
  itemCount: 2,
  cancellable: true,
  parts: [part('Aarav Looms', 'Khadi', 400), part('Bela Silks', 'Tussar', 500)],
};

function stubOrderApi() {
  const cancelBodies: unknown[] = [];
  let current = ORDER;
  stubApi({
    [`POST /api/orders/${ORDER_ID}/cancel`]: ({ body }) => {
      cancelBodies.push(body);
      current = {
        ...ORDER,
        status: 'cancelled',
        cancellable: false,
        parts: ORDER.parts.map((p) => ({ ...p, status: 'cancelled' as const, cancelReason: 'Wrong colour' })),
      };
      return current;
    },
    [`/api/orders/${ORDER_ID}`]: () => current,
  });
  return cancelBodies;
}

const renderOrderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderPage />} />
    </Routes>,
    { user: shopper, route: `/orders/${ORDER_ID}` },
  );

describe('OrderPage', () => {
  it('shows one card per seller with its items, subtotal and timeline', async () => {
    stubOrderApi();
    renderOrderPage();
    const partOfA = await screen.findByRole('article', { name: 'From Aarav Looms' });
    expect(within(partOfA).getByRole('list', { name: 'Items from Aarav Looms' })).toHaveTextContent('Khadi');
    expect(within(partOfA).getByRole('list', { name: /Progress/ })).toHaveTextContent('placed by the shopper');
    expect(screen.getByRole('article', { name: 'From Bela Silks' })).toHaveTextContent('Rs. 500.00');
  });

  it('cancels only after the shopper confirms, sending the reason, and then offers no cancel', async () => {
    const cancelBodies = stubOrderApi();
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(cancelBodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Wrong colour');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findAllByText('Cancelled: Wrong colour')).toHaveLength(2);
    expect(cancelBodies).toEqual([{ reason: 'Wrong colour' }]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('tells the shopper cancelling a paid UPI order that the marketplace refunds it, not that nothing is charged', async () => {
    stubOrderApi();
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).not.toHaveTextContent('nothing is charged');
    expect(dialog).toHaveTextContent('You paid for it by UPI, so Rs. 900.00 is refunded');
    expect(dialog).toHaveTextContent('the marketplace sends it back to the UPI account you paid from');
    expect(dialog).toHaveTextContent('within three working days');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await screen.findAllByText('Cancelled: Wrong colour');
    const payment = screen.getByTestId('upi-payment');
    expect(payment).not.toHaveTextContent('the sellers can now send your fabrics');
    expect(payment).toHaveTextContent('This order was cancelled, so the marketplace sends the money back');
  });

  it('tells the shopper cancelling a cash-on-delivery order that nothing is charged', async () => {
    stubApi({
      [`/api/orders/${ORDER_ID}`]: {
        ...ORDER,
        paymentMethod: 'cash_on_delivery',
        payment: { method: 'cash_on_delivery', status: 'due_on_delivery', amount: 900 },
      },
    });
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).toHaveTextContent(
      'Every part that has not been shipped is cancelled and nothing is charged for it.',
    );
  });

  it('tells the shopper of a paid part cancelled: its refund being processed, then refunded with the reference', async () => {
    const refunding = (refund: OrderPart['refund']): Order => ({
      ...ORDER,
      parts: ORDER.parts.map((p, index) =>
        index === 0 ? { ...p, status: 'cancelled' as const, cancelReason: 'Out of stock', refund } : p,
      ),
    });
    let current = refunding({ amount: 900, status: 'due', refundedAt: null, reference: null });
    stubApi({ [`/api/orders/${ORDER_ID}`]: () => current });
    const { unmount } = renderOrderPage();
    const [refund] = await screen.findAllByTestId('part-refund');
    expect(refund).toHaveTextContent('Refund of Rs. 900.00: being processed');
    unmount();

    current = refunding({
      amount: 900,
      status: 'refunded',
      refundedAt: '2026-11-24T06:30:00.000Z',
      reference: 'HDFC0001',
    });
    renderOrderPage();
    const [done] = await screen.findAllByTestId('part-refund');
    expect(done).toHaveTextContent('Refunded on 24 November 2026, reference HDFC0001');
  });

  it("gives the seller's return address once the return is approved, and not before", async () => {
    const delivered = new Date(Date.now() - 86_400_000).toISOString();
    const [first] = ORDER.parts;
    if (!first) throw new Error('no part');
    const asked: Return = {
      _id: '6f1d3b5c-2e4a-4b7c-8d9e-0f1a2b3c4d5e',
      orderId: ORDER_ID,
      orderNumber: ORDER.orderNumber,
      vendor: first.vendor,
      lines: [
        {
          fabric_id: first.items[0]?.fabric_id ?? '',
          name: 'Khadi',
          kind: 'length',
          unit: 'per_metre',
          quantity: 1,
          price: 400,
          amount: 400,
        },
      ],
      reason: 'damaged',
      note: null,
      status: 'requested',
      amount: 400,
      restocked: false,
      refundReference: null,
      refundBy: 'marketplace',
      createdAt: delivered,
      history: [{ status: 'requested', at: delivered, actor: 'shopper', actorId: shopper._id, note: null }],
      photos: [],
    };
    const approved: Return = {
      ...asked,
      status: 'approved',
      returnAddress: '5 Mill Lane, Surat, Gujarat 395003',
      history: [...asked.history, { status: 'approved', at: delivered, actor: 'vendor', actorId: null, note: null }],
    };
    let current = asked;
    const orderWith = (item: Return): Order => ({
      ...ORDER,
      parts: [
        {
          ...first,
          status: 'delivered',
          history: [...first.history, { ...placed(delivered), status: 'delivered' }],
          returns: [item],
        },
      ],
    });
    stubApi({ [`/api/orders/${ORDER_ID}`]: () => orderWith(current) });
    const { unmount } = renderOrderPage();
    const requested = await screen.findByRole('article', { name: 'Return 1' });
    expect(requested).not.toHaveTextContent('Send the items back');

    unmount();
    current = approved;
    renderOrderPage();
    const shown = await screen.findByRole('article', { name: 'Return 1' });
    expect(within(shown).getByText(/Send the items back to Aarav Looms/)).toHaveTextContent(
      'Send the items back to Aarav Looms: 5 Mill Lane, Surat, Gujarat 395003',
    );
  });

  it('asks for a return with its JSON body, then sends each chosen photo to it as a file', async () => {
    const delivered = new Date(Date.now() - 86_400_000).toISOString();
    const [first] = ORDER.parts;
    if (!first) throw new Error('no part');
    const deliveredOrder: Order = {
      ...ORDER,
      parts: [
        { ...first, status: 'delivered', history: [...first.history, { ...placed(delivered), status: 'delivered' }] },
      ],
    };
    const RETURN_ID = '5e0c2a4b-1d3f-4a6b-9c8d-7e6f5a4b3c2d';
    const api = stubApi({
      [`POST /api/orders/${ORDER_ID}/returns`]: () => ({ _id: RETURN_ID }) as Return,
      [`POST /api/returns/${RETURN_ID}/photos`]: () => ({ _id: RETURN_ID }) as Return,
      [`/api/orders/${ORDER_ID}`]: () => deliveredOrder,
    });
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    await user.click(screen.getByRole('checkbox', { name: /Khadi/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), 'damaged');
    const photos = [
      new File(['first'], 'tear.jpg', { type: 'image/jpeg' }),
      new File(['second'], 'edge.heic', { type: 'image/heic' }),
    ];
    await user.upload(screen.getByLabelText('Photos (optional, up to 3)'), photos);
    await user.click(screen.getByRole('button', { name: 'Ask for return' }));

    await vi.waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
        `/api/orders/${ORDER_ID}/returns`,
        `/api/returns/${RETURN_ID}/photos`,
        `/api/returns/${RETURN_ID}/photos`,
      ]),
    );
    const sent = api.mock.calls
      .filter(([url]) => String(url).endsWith('/photos'))
      .map(([, init]) => ((init?.body instanceof FormData && init.body.get('file')) as File).name);
    expect(sent).toEqual(['tear.jpg', 'edge.heic']);
    expect(api.requests.find((request) => request.path.endsWith('/returns'))?.body).toMatchObject({
      reason: 'damaged',
    });
  });

  it('lists a remnant apart from the length of its fabric, and asks for the remnant by its kind', async () => {
    const delivered = new Date(Date.now() - 86_400_000).toISOString();
    const [first] = ORDER.parts;
    const length = first?.items[0];
    if (!first || !length) throw new Error('no part');
    const remnant = { ...length, kind: 'remnant' as const, quantity: 0.3, total: 120 };
    const deliveredOrder: Order = {
      ...ORDER,
      parts: [
        {
          ...first,
          items: [length, remnant],
          status: 'delivered',
          history: [...first.history, { ...placed(delivered), status: 'delivered' }],
        },
      ],
    };
    const api = stubApi({
      [`POST /api/orders/${ORDER_ID}/returns`]: () => ({ _id: crypto.randomUUID() }) as Return,
      [`/api/orders/${ORDER_ID}`]: () => deliveredOrder,
    });
    const user = userEvent.setup();
    renderOrderPage();
    await user.click(await screen.findByRole('button', { name: 'Return items' }));
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Khadi(?! \(remnant\))/),
      expect.stringMatching(/^Khadi \(remnant\)/),
    ]);
    await user.click(screen.getByRole('checkbox', { name: /Khadi \(remnant\)/ }));
    await user.selectOptions(screen.getByLabelText('Reason'), 'damaged');
    await user.click(screen.getByRole('button', { name: 'Ask for return' }));
    await vi.waitFor(() =>
      expect(api.requests.find((request) => request.path.endsWith('/returns'))?.body).toMatchObject({
        lines: [{ fabric_id: length.fabric_id, kind: 'remnant', quantity: 0.3 }],
        reason: 'damaged',
      }),
    );
  });
});

describe('OrderPage in Hindi', () => {
  it('shows a delivered parcel and its refunded return in Hindi, with India dates and Indian money grouping', async () => {
    const [first] = ORDER.parts;
    if (!first) throw new Error('no part');
    const line = {
      fabric_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Khadi',
      quantity: 2.5,
      price: 44800,
      vendorId: null,
      kind: 'length',
      unit: 'per_metre',
      total: 112000,
    } as const;
    // Each instant is late in the UTC day: India's date is the next one.
    const delivered = '2026-08-01T20:00:00.000Z';
    const refundedAt = '2026-08-10T19:00:00.000Z';
    const refunded: Return = {
      _id: '6f1d3b5c-2e4a-4b7c-8d9e-0f1a2b3c4d5e',
      orderId: ORDER_ID,
      orderNumber: ORDER.orderNumber,
      vendor: first.vendor,
      lines: [{ ...line, amount: 112000 }],
      reason: 'damaged',
      note: 'किनारा फटा था',
      status: 'refunded',
      amount: 112000,
      restocked: false,
      refundReference: 'HDFC0001',
      refundBy: 'marketplace',
      refund: { amount: 112000, status: 'refunded', refundedAt, reference: 'HDFC0001' },
      createdAt: '2026-08-03T05:00:00.000Z',
      history: [
        { status: 'requested', at: '2026-08-03T05:00:00.000Z', actor: 'shopper', actorId: shopper._id, note: null },
        { status: 'refunded', at: refundedAt, actor: 'operator', actorId: null, note: null },
      ],
      photos: [],
    };
    stubApi({
      [`/api/orders/${ORDER_ID}/tax-documents`]: [],
      [`/api/orders/${ORDER_ID}`]: {
        ...ORDER,
        orderDate: '2026-07-25T04:30:00.000Z',
        totalPrice: 112000,
        payment: { method: 'upi', status: 'paid', amount: 112000 },
        status: 'delivered',
        cancellable: false,
        parts: [
          {
            ...first,
            items: [line],
            subtotal: 112000,
            status: 'delivered',
            history: [
              placed('2026-07-25T04:30:00.000Z'),
              { status: 'delivered', at: delivered, actor: 'vendor', actorId: null, note: null },
            ],
            returns: [refunded],
          },
        ],
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderPage />} />
      </Routes>,
      { user: shopper, route: `/orders/${ORDER_ID}`, hindi: true },
    );

    const parcel = await screen.findByRole('article', { name: 'Aarav Looms से' });
    expect(screen.getByRole('heading', { name: 'आपका ऑर्डर' })).toBeInTheDocument();
    expect(screen.getByText('25 जुलाई 2026 को 10:00 am बजे')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('Rs. 1,12,000.00');
    expect(within(parcel).getByRole('list', { name: 'Aarav Looms का सामान' })).toHaveTextContent(
      'Khadi 2.5 मीटर × Rs. 44,800.00/मीटर',
    );
    expect(within(parcel).getByRole('list', { name: 'Aarav Looms के पार्सल की स्थिति' })).toHaveTextContent(
      'पहुँच गया विक्रेता द्वारा · 2 अग॰ 2026, 1:30 am',
    );

    const item = within(parcel).getByRole('article', { name: 'वापसी 1' });
    expect(within(item).getByTestId('return-status')).toHaveTextContent('रिफ़ंड हो गया');
    expect(within(item).getByTestId('return-amount')).toHaveTextContent('Rs. 1,12,000.00');
    expect(item).toHaveTextContent('कारण: ख़राब हालत में पहुँचा · “किनारा फटा था”');
    // The refund's sentence has tagged words (TaggedWords); in one whole-suite run it first showed its key, so it is waited for.
    await waitFor(() =>
      expect(within(item).getByTestId('return-refund')).toHaveTextContent(
        'UPI भुगतान से स्टोर का रिफ़ंड: 11 अगस्त 2026 को रिफ़ंड हो गया, रेफ़रेंस HDFC0001',
      ),
    );
    expect(within(item).getByRole('list', { name: 'वापसी 1 का ब्योरा' })).toHaveTextContent(
      'माँगी गई ग्राहक द्वारा · 3 अग॰ 2026, 10:30 am',
    );
    expect(within(parcel).getByText('वापसी का समय 31 अक्टूबर 2026 को ख़त्म हो गया।')).toBeInTheDocument();
  });
});
