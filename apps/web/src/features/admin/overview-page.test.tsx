import { type AdminOverview, ORDER_STATUSES } from '@fabric-store/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { OverviewPage } from './overview-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };
const noOrders = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
  (typeof ORDER_STATUSES)[number],
  number
>;
const OVERVIEW: AdminOverview = {
  windows: [{ days: 7, gmv: 0, orders: 0, ordersByStatus: noOrders, newShoppers: 0, newVendors: 0 }],
  vendorsPending: 0,
  money: { commissionEarned: 1250.5, owedToVendors: 8400, owedByVendors: 120 },
  coupons: { marketplaceFunded: 310.25, vendorFunded: 1999 },
  daily: [],
};

/** The figure a term names: its `<dd>`. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('OverviewPage', () => {
  it('shows what coupons took off, by who funded them, beside the money the ledgers owe', async () => {
    stubApi({ '/api/admin/overview': OVERVIEW });
    renderWithApp(<OverviewPage />, { user: operator });
    expect(await screen.findByText('Coupons funded by the marketplace')).toBeInTheDocument();
    expect(figure('Coupons funded by the marketplace')).toHaveTextContent('Rs. 310.25');
    expect(figure('Coupons funded by vendors')).toHaveTextContent('Rs. 1,999.00');
    expect(figure('Commission earned')).toHaveTextContent('Rs. 1,250.50');
  });

  it('leaves the coupon figures out when the server sends none', async () => {
    stubApi({ '/api/admin/overview': { ...OVERVIEW, coupons: undefined } });
    renderWithApp(<OverviewPage />, { user: operator });
    expect(await screen.findByText('Owed by vendors')).toBeInTheDocument();
    expect(screen.queryByText('Coupons funded by vendors')).not.toBeInTheDocument();
  });

  it('puts the count of payments waiting to be verified first, linking to Payments', async () => {
    stubApi({
      '/api/admin/overview': OVERVIEW,
      '/api/admin/payments': ({ query }) =>
        Response.json({ items: [], total: query.get('status') === 'verifying' ? 3 : 0, page: 1, pageSize: 25 }),
    });
    renderWithApp(<OverviewPage />, { user: operator });
    const line = await screen.findByTestId('payments-to-verify');
    expect(line).toHaveTextContent('3 payments waiting to be verified.');
    expect(screen.getByRole('link', { name: 'Verify payments' })).toHaveAttribute('href', '/admin/payments');
  });
});
