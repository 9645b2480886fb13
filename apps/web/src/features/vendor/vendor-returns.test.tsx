import type { Return, SessionUser, VendorReturnPage } from '@fabric-store/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { writeStoredUser } from '../../lib/session-storage';
import { stubApi } from '../../test/stub-api';
import { VendorReturns } from './vendor-returns';

const VENDOR: SessionUser = {
  _id: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c',
  name: 'Meera',
  email: 'meera@loomhouse.example',
  phone: '9876543210',
  address: 'Jaipur',
  shippingAddress: { address: 'Jaipur', city: '', state: '', postalCode: '', country: '' },
  role: 'vendor',
  token: 'test-token',
};

const PAGE_SIZE = 25;
const TOTAL = 27;

/** The n-th newest return: its order number says which, so a page shows which returns it holds. */
const returnNumber = (n: number): Return => {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    orderId: id,
    orderNumber: `FS-2611-${String(n).padStart(4, '0')}`,
    vendor: { _id: VENDOR._id, name: VENDOR.name },
    lines: [
      {
        fabric_id: id,
        name: 'Block-print pack',
        kind: 'length',
        unit: 'per_piece',
        quantity: 1,
        price: 450,
        amount: 450,
      },
    ],
    reason: 'changed_mind',
    note: null,
    status: 'requested',
    amount: 450,
    commission: 45,
    restocked: false,
    refundReference: null,
    refundBy: 'marketplace',
    createdAt: '2026-11-20T09:00:00.000Z',
    history: [{ status: 'requested', at: '2026-11-20T09:00:00.000Z', actor: 'shopper', actorId: id, note: null }],
    photos: [],
  };
};

const pageAnswer = (page: number): VendorReturnPage => {
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(TOTAL, page * PAGE_SIZE);
  const items = Array.from({ length: last - first + 1 }, (_, index) => returnNumber(first + index));
  return { items, total: TOTAL, page, pageSize: PAGE_SIZE };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VendorReturns', () => {
  it('shows a page of returns at a time, with where the vendor is, and fetches the next page on Next', async () => {
    const fetchMock = stubApi({
      'GET /api/orders/vendor/returns': (request) => pageAnswer(Number(request.query.get('page') ?? '1')),
    });
    writeStoredUser(VENDOR);
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <VendorReturns />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>,
    );

    const pager = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText(`Page 1 of 2 (${TOTAL} in all)`)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Return for order FS-/ })).toHaveLength(PAGE_SIZE);
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(`Page 2 of 2 (${TOTAL} in all)`)).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { name: /^Return for order FS-/ }).map((heading) => heading.textContent),
    ).toEqual([`Return for order ${returnNumber(26).orderNumber}`, `Return for order ${returnNumber(27).orderNumber}`]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(fetchMock.requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('says who refunds: on UPI the store, with no reference asked; on cash the vendor, with its reference', async () => {
    const received = (n: number, refundBy: Return['refundBy']): Return => ({
      ...returnNumber(n),
      status: 'received',
      refundBy,
    });
    const { requests } = stubApi({
      'GET /api/orders/vendor/returns': () => ({
        items: [received(1, 'marketplace'), received(2, 'vendor')],
        total: 2,
        page: 1,
        pageSize: PAGE_SIZE,
      }),
      'PATCH /api/orders/vendor/returns/:id': ({ body }) => ({ ...received(1, 'marketplace'), ...(body as object) }),
    });
    writeStoredUser(VENDOR);
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <VendorReturns />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    const byUpi = await screen.findByRole('article', { name: `Return for order ${returnNumber(1).orderNumber}` });
    const inCash = screen.getByRole('article', { name: `Return for order ${returnNumber(2).orderNumber}` });
    expect(byUpi).toHaveTextContent('Paid by UPI: Fabric Store refunds the shopper from the payment it holds.');
    expect(inCash).toHaveTextContent('Cash on delivery: you refund the shopper.');

    await user.click(within(inCash).getByRole('button', { name: 'Mark refunded' }));
    expect(within(inCash).getByLabelText(/^Refund reference \(UPI or bank transfer id\)/)).toBeInTheDocument();

    await user.click(within(byUpi).getByRole('button', { name: 'Mark refunded' }));
    expect(within(byUpi).getByTestId('refund-payer')).toHaveTextContent(
      'This order was paid by UPI, so Fabric Store refunds Rs. 450.00 to the shopper from the payment it holds: send nothing yourself. Your balance goes down by Rs. 405.00',
    );
    expect(within(byUpi).queryByLabelText(/^Refund reference/)).not.toBeInTheDocument();
    await user.click(within(byUpi).getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
        { status: 'refunded' },
      ]),
    );
  });
});

describe('receiving a return', () => {
  const approved = (reason: Return['reason']): Return => ({ ...returnNumber(1), reason, status: 'approved' });

  function renderReturns(item: Return) {
    const fetchMock = stubApi({
      'GET /api/orders/vendor/returns': { items: [item], total: 1, page: 1, pageSize: PAGE_SIZE },
      'PATCH /api/orders/vendor/returns/:id': { ...item, status: 'received' },
    });
    writeStoredUser(VENDOR);
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter>
            <VendorReturns />
          </MemoryRouter>
        </QueryClientProvider>
      </SessionProvider>,
    );
    return fetchMock;
  }

  it('asks whether fabric reported damaged goes back in stock, with no answer chosen, and sends the answer given', async () => {
    const fetchMock = renderReturns(approved('damaged'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark received' }));

    const question = screen.getByRole('group', { name: /reported this fabric damaged/ });
    const yes = within(question).getByRole('radio', { name: /Yes/ });
    const no = within(question).getByRole('radio', { name: 'No, keep it out of stock' });
    expect(yes).not.toBeChecked();
    expect(no).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm received' })).toBeDisabled();

    await user.click(no);
    await user.click(screen.getByRole('button', { name: 'Confirm received' }));
    const patch = fetchMock.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ status: 'received', restock: false });
  });

  it('offers to put any other return back in stock, ticked', async () => {
    const fetchMock = renderReturns(approved('wrong_item'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark received' }));
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText('Put the returned quantity back in stock')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm received' }));
    expect(fetchMock.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      status: 'received',
      restock: true,
    });
  });
});
