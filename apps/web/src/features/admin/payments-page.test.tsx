import type { AdminPayment, AdminRefund } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { PaymentsPage } from './payments-page';

afterEach(() => vi.unstubAllGlobals());

// jsdom has no modal dialogs; the reason dialog only needs `showModal` to open it and `close` to shut it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const operator = { ...shopper, role: 'admin' as const };
const ORDER_ID = '9e1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';
const VERIFYING: AdminPayment = {
  _id: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  orderDate: '2026-11-21T10:00:00.000Z',
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.com',
  amount: 2469,
  orderTotal: 2469,
  status: 'verifying',
  utr: '123456789012',
  utrAt: '2026-11-21T10:30:00.000Z',
  paidAt: null,
  orderCancelled: false,
};
const REFUND: AdminRefund = {
  _id: '5f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f',
  orderId: ORDER_ID,
  orderNumber: 'FS-2611-0042',
  cause: 'cancellation',
  returnId: null,
  customerName: 'Asha Rao',
  customerEmail: 'asha@example.com',
  vendorName: 'Indigo Looms',
  amount: 900,
  status: 'due',
  dueAt: '2026-11-22T09:00:00.000Z',
  refundedAt: null,
  reference: null,
};
const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

function stubPayments(verifying: AdminPayment = VERIFYING) {
  let decided = false;
  return stubApi({
    '/api/admin/payments': ({ query }) =>
      query.get('status') === 'paid'
        ? pageOf([{ ...verifying, status: 'paid', paidAt: '2026-11-21T12:00:00.000Z' }])
        : pageOf(decided ? [] : [verifying]),
    'POST /api/admin/orders/:id/payment/:decision': () => {
      decided = true;
      return {};
    },
    '/api/admin/refunds': pageOf([]),
  });
}

describe('PaymentsPage', () => {
  it('lists each payment to verify with its UTR, amount, order and shopper, and confirms one', async () => {
    const { requests } = stubPayments();
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    const row = (await screen.findByText('123456789012')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Rs. 2,469.00');
    // When the UTR was given (4 pm in India), beside when the order was placed.
    expect(row).toHaveTextContent('21 Nov 2026, 4:00 pm');
    expect(row).toHaveTextContent('Asha Rao');
    expect(within(row).getByRole('link', { name: 'FS-2611-0042' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );

    await user.click(within(row).getByRole('button', { name: 'Confirm the payment of order FS-2611-0042' }));
    expect(await screen.findByText('No payment is waiting to be verified.')).toBeInTheDocument();
    const decision = requests.find((request) => request.method === 'POST');
    expect(decision).toMatchObject({ path: `/api/admin/orders/${ORDER_ID}/payment/confirm`, body: undefined });
  });

  it('offers to confirm the whole first amount when parts were cancelled before the payment, owing them back', async () => {
    const { requests } = stubPayments({ ...VERIFYING, amount: 900, orderTotal: 2469 });
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    const row = (await screen.findByText('123456789012')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Rs. 900.00Rs. 2,469.00 when placed');
    await user.click(
      within(row).getByRole('button', {
        name: 'Confirm Rs. 2,469.00 paid in full for order FS-2611-0042: the parts cancelled before are owed back',
      }),
    );
    expect(
      await screen.findByText(
        'Payment of order FS-2611-0042 confirmed in full: the parts cancelled before it are owed back.',
      ),
    ).toBeInTheDocument();
    const decision = requests.find((request) => request.method === 'POST');
    expect(decision).toMatchObject({
      path: `/api/admin/orders/${ORDER_ID}/payment/confirm`,
      body: { paidInFull: true },
    });
  });

  it('says a payment of an order cancelled unpaid is owed back once confirmed', async () => {
    stubPayments({ ...VERIFYING, amount: 900, orderTotal: 2469, orderCancelled: true });
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    const row = (await screen.findByText('123456789012')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Order cancelled: what came in is owed back');
    await user.click(within(row).getByRole('button', { name: 'Confirm the payment of order FS-2611-0042' }));
    expect(
      await screen.findByText(
        'Payment of order FS-2611-0042 confirmed: the order was cancelled, so the money is owed back to the shopper.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no whole-amount confirmation when nothing was cancelled', async () => {
    stubPayments();
    renderWithApp(<PaymentsPage />, { user: operator });
    const row = (await screen.findByText('123456789012')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: /paid in full/ })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('when placed');
  });

  it('rejects only with a reason, which it sends for the shopper to read', async () => {
    const { requests } = stubPayments();
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    await user.click(await screen.findByRole('button', { name: 'Reject the payment of order FS-2611-0042' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the payment of order FS-2611-0042' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason'), 'No such UTR on our statement');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('No payment is waiting to be verified.')).toBeInTheDocument();
    const decision = requests.find((request) => request.method === 'POST');
    expect(decision).toMatchObject({
      path: `/api/admin/orders/${ORDER_ID}/payment/reject`,
      body: { reason: 'No such UTR on our statement' },
    });
  });

  it('shows the confirmed payments under Paid, with when each was confirmed', async () => {
    const { requests } = stubPayments();
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    await user.click(await screen.findByRole('tab', { name: 'Paid' }));
    expect(await screen.findByText(/^Paid 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
    const payments = requests.filter((request) => request.path === '/api/admin/payments');
    expect(payments.map((request) => request.query.get('status'))).toEqual(['verifying', 'paid']);
  });

  it('lists the refunds due and marks one refunded with the bank reference, showing a refusal as the server words it', async () => {
    let refunded = false;
    const { requests } = stubApi({
      '/api/admin/payments': pageOf([]),
      '/api/admin/refunds': () => pageOf(refunded ? [] : [REFUND]),
      'POST /api/admin/refunds/:id/refunded': ({ body }) => {
        if ((body as { reference: string }).reference === 'USED000001') {
          return Response.json({ message: 'This reference was already given for another refund.' }, { status: 409 });
        }
        refunded = true;
        return { ...REFUND, status: 'refunded' };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<PaymentsPage />, { user: operator });
    const section = await screen.findByRole('region', { name: 'Refunds due' });
    const row = (await within(section).findByText('Indigo Looms')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Rs. 900.00');
    expect(row).toHaveTextContent('Asha Rao');

    await user.click(within(row).getByRole('button', { name: 'Mark refunded: Rs. 900.00 for order FS-2611-0042' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Rs. 900.00 for order FS-2611-0042' });
    await user.type(within(dialog).getByLabelText('Bank reference'), '12-34');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(
      await within(dialog).findByText(/6 to 35 letters, digits and hyphens/, { selector: '.text-danger' }),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Bank reference'));
    await user.type(within(dialog).getByLabelText('Bank reference'), 'used000001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already given for another refund');

    await user.clear(within(dialog).getByLabelText('Bank reference'));
    await user.type(within(dialog).getByLabelText('Bank reference'), 'neft-4321-0000-1111');
    await user.click(within(dialog).getByRole('button', { name: 'Mark refunded' }));
    expect(
      await within(section).findByText('No refund is due: no paid part was cancelled and no UPI return is waiting.'),
    ).toBeInTheDocument();
    const marks = requests.filter((request) => request.method === 'POST').map((request) => request.body);
    expect(marks).toEqual([{ reference: 'USED000001' }, { reference: 'NEFT-4321-0000-1111' }]);
  });

  it('lists a UPI return’s refund beside a cancelled part’s, each saying what it is for', async () => {
    const returned: AdminRefund = {
      ...REFUND,
      _id: '6a2d3b5f-9e3c-4d2b-8f40-2b3c4d5e6f70',
      cause: 'return',
      returnId: '7b3e4c60-0f4d-4e3c-9a51-3c4d5e6f7081',
      vendorName: 'Kutch Weaves',
      amount: 1000,
    };
    stubApi({ '/api/admin/payments': pageOf([]), '/api/admin/refunds': pageOf([returned, REFUND]) });
    renderWithApp(<PaymentsPage />, { user: operator });
    const section = await screen.findByRole('region', { name: 'Refunds due' });
    const rowOf = async (vendor: string) => (await within(section).findByText(vendor)).closest('tr') as HTMLElement;
    expect(within(await rowOf('Kutch Weaves')).getByTestId('refund-cause')).toHaveTextContent('Return');
    expect(within(await rowOf('Indigo Looms')).getByTestId('refund-cause')).toHaveTextContent('Cancelled part');
    expect(
      within(await rowOf('Kutch Weaves')).getByRole('button', {
        name: 'Mark refunded: Rs. 1,000.00 for order FS-2611-0042',
      }),
    ).toBeInTheDocument();
  });
});
