import { type AdminAuditEntry, type AdminOverview, ORDER_STATUSES } from '@fabric-store/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentMonths } from '../../lib/tax-periods';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AuditPage } from './audit-page';
import { OverviewPage } from './overview-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };

/** A console screen as an operator who reads Hindi sees it. */
const renderInHindi = (ui: ReactElement) => renderWithApp(ui, { user: operator, hindi: true });

const noOrders = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, 0]),
) as AdminOverview['windows'][0]['ordersByStatus'];
const OVERVIEW: AdminOverview = {
  windows: [
    { days: 7, gmv: 123456.5, orders: 4, ordersByStatus: { ...noOrders, delivered: 4 }, newShoppers: 0, newVendors: 0 },
  ],
  vendorsPending: 1,
  money: { commissionEarned: 1250.5, owedToVendors: 1234567, owedByVendors: 0 },
  daily: [],
};

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the operator console in Hindi', () => {
  it('shows the overview in Hindi, its money with "Rs." and Indian grouping', async () => {
    stubApi({
      '/api/admin/overview': OVERVIEW,
      '/api/admin/payments': { items: [], total: 0, page: 1, pageSize: 25 },
    });
    renderInHindi(<OverviewPage />);
    expect(screen.getByRole('heading', { name: 'सारांश' })).toBeInTheDocument();
    expect(await screen.findByText('विक्रेताओं को देना है')).toBeInTheDocument();
    expect(figure('विक्रेताओं को देना है')).toHaveTextContent('Rs. 12,34,567.00');
    expect(figure('कुल बिक्री मूल्य (GMV)')).toHaveTextContent('Rs. 1,23,456.50');
    expect(screen.getByText('विक्रेता मंज़ूरी के इंतज़ार में है।', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('payments-to-verify')).toHaveTextContent('0 भुगतान जाँच के इंतज़ार में है।');
  });

  it('tells the audit log as Hindi sentences, with India dates in Hindi month names', async () => {
    const entry: AdminAuditEntry = {
      _id: crypto.randomUUID(),
      at: '2026-11-28T06:00:00.000Z',
      actor: { _id: operator._id, name: 'Meera' },
      action: 'suspend',
      targetType: 'vendor',
      targetId: crypto.randomUUID(),
      targetName: 'Loom House',
      reason: 'Late shipments',
    };
    stubApi({
      '/api/admin/users': { items: [], total: 0, page: 1, pageSize: 20 },
      '/api/admin/audit': { items: [entry], total: 1, page: 1, pageSize: 20 },
    });
    renderInHindi(<AuditPage />);
    expect(await screen.findByText('Meera ने विक्रेता Loom House को निलंबित किया')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'क्या हुआ' })).toBeInTheDocument();
    expect(screen.getByText(/^28 नव॰ 2026/)).toBeInTheDocument();
  });

  it('names the tax months in Hindi for the Hindi reader', () => {
    expect(recentMonths(new Date('2026-11-29T10:00:00Z'), 1, 'hi')[0]?.label).toBe('नवंबर 2026');
  });
});
