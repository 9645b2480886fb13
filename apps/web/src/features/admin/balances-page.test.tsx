import type { LedgerEntry, SessionUser, VendorBalancePage } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { BalancesPage } from './balances-page';

const operator: SessionUser = { ...shopper, _id: '8b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', role: 'admin' };
const KAVYA = { _id: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c', name: 'Kavya Weaves', email: 'kavya@example.com' };
const RANI = { _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Rani Prints', email: 'rani@example.com' };
const TARA = { _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', name: 'Tara Silks', email: 'tara@example.com' };

const BALANCES: VendorBalancePage = {
  items: [
    { vendor: KAVYA, balance: 1120 },
    { vendor: RANI, balance: -160 },
    { vendor: TARA, balance: 0 },
  ],
  total: 3,
  page: 1,
  pageSize: 25,
};

const entry = (amount: number, reference: string): LedgerEntry => ({
  _id: crypto.randomUUID(),
  at: '2026-11-26T10:00:00.000Z',
  kind: amount < 0 ? 'payout' : 'collection',
  amount,
  reference,
});

describe('BalancesPage', () => {
  it('offers a payout to a vendor the marketplace owes and a collection from one that owes, and nothing when settled', async () => {
    stubApi({ 'GET /api/admin/balances': BALANCES });
    renderWithApp(<BalancesPage />, { user: operator });
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Kavya Weaveskavya@example.comThe marketplace owes Rs. 1,120.00Record payout',
      'Rani Printsrani@example.comOwes the marketplace Rs. 160.00Record collection',
      'Tara Silkstara@example.comSettled',
    ]);
  });

  it("shows the server's refusal in the dialog, then says a repeated reference recorded nothing twice", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = stubApi({
      'GET /api/admin/balances': BALANCES,
      'POST /api/admin/vendors/:id/payouts': () => {
        attempts += 1;
        return attempts === 1
          ? Response.json(
              { message: 'The marketplace owes Kavya Weaves Rs. 1,000.00; a payout cannot be more.' },
              { status: 409 },
            )
          : Response.json(entry(-1000, 'UTIB-42'), { status: 200 });
      },
    });
    renderWithApp(<BalancesPage />, { user: operator });
    await user.click(await screen.findByRole('button', { name: 'Record payout to Kavya Weaves' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a payout to Kavya Weaves' });
    await user.type(within(dialog).getByLabelText('Reference'), 'UTIB-42');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The marketplace owes Kavya Weaves Rs. 1,000.00; a payout cannot be more.',
    );
    expect(dialog).toHaveAttribute('open');

    await user.clear(within(dialog).getByLabelText('Amount (Rs.)'));
    await user.type(within(dialog).getByLabelText('Amount (Rs.)'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(
      await screen.findByText('Payout to Kavya Weaves UTIB-42 was already recorded; nothing was recorded twice.'),
    ).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { amount: 1120, reference: 'UTIB-42' },
      { amount: 1000, reference: 'UTIB-42' },
    ]);
  });

  it('records a collection of what the vendor owes', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/balances': BALANCES,
      'POST /api/admin/vendors/:id/collections': () => Response.json(entry(160, 'NEFT-7'), { status: 201 }),
    });
    renderWithApp(<BalancesPage />, { user: operator });
    await user.click(await screen.findByRole('button', { name: 'Record collection from Rani Prints' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a collection from Rani Prints' });
    await user.type(within(dialog).getByLabelText('Reference'), 'NEFT-7');
    await user.click(within(dialog).getByRole('button', { name: 'Record collection' }));
    expect(await screen.findByText('Collection from Rani Prints of Rs. 160.00 recorded.')).toBeInTheDocument();
  });
});
