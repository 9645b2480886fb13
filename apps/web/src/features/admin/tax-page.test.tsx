import type { SessionUser, TcsReturn, TdsReturn } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ConsoleLayout } from './console-layout';
import { TaxPage } from './tax-page';

const operator: SessionUser = { ...shopper, _id: '8b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', role: 'admin' };
const KAVYA = { _id: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c', name: 'Kavya Weaves' };
const RANI = { _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Rani Prints' };

const NOVEMBER: TcsReturn = {
  month: '2026-11',
  from: '2026-11-01',
  until: '2026-12-01',
  tcsPercent: 0.5,
  rows: [
    {
      gstin: '08ABCDE1234F1Z5',
      vendor: KAVYA,
      grossSupplies: 120500,
      returns: 500,
      netSupplies: 120000,
      igst: 600,
      cgst: 0,
      sgst: 0,
    },
    {
      gstin: '27AAAPL1234C1ZV',
      vendor: RANI,
      grossSupplies: 2000,
      returns: 0,
      netSupplies: 2000,
      igst: 0,
      cgst: 5,
      sgst: 5,
    },
  ],
  totals: { grossSupplies: 122500, returns: 500, netSupplies: 122000, igst: 600, cgst: 5, sgst: 5 },
};

const EMPTY_OCTOBER: TcsReturn = {
  month: '2026-10',
  from: '2026-10-01',
  until: '2026-11-01',
  tcsPercent: 0.5,
  rows: [],
  totals: { grossSupplies: 0, returns: 0, netSupplies: 0, igst: 0, cgst: 0, sgst: 0 },
};

const Q3: TdsReturn = {
  quarter: '2026-Q3',
  from: '2026-10-01',
  until: '2027-01-01',
  tdsPercentWithPan: 0.1,
  tdsPercentWithoutPan: 5,
  rows: [
    {
      vendor: KAVYA,
      pan: 'ABCDE1234F',
      ratePercent: 0.1,
      grossAmount: 126525,
      returns: 525,
      netAmount: 126000,
      tds: 126,
    },
    { vendor: RANI, pan: null, ratePercent: 5, grossAmount: 2100, returns: 0, netAmount: 2100, tds: 105 },
  ],
  totals: { grossAmount: 128625, returns: 525, netAmount: 128100, tds: 231 },
};

/** The console as the app routes it, at /admin, with only the sections this test opens. */
const console = (
  <Routes>
    <Route path="/admin" element={<ConsoleLayout />}>
      <Route index element={<p>The overview</p>} />
      <Route path="tax" element={<TaxPage />} />
    </Route>
  </Routes>
);

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

beforeEach(() => {
  // Only the clock: 29 November 2026 in India, so the pickers open on November and Q3 2026-27.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T06:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('TaxPage', () => {
  it("is a section of the console's menu, opening on this month's TCS and this quarter's TDS with their totals", async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'GET /api/admin/tax/tcs': NOVEMBER, 'GET /api/admin/tax/tds': Q3 });
    renderWithApp(console, { user: operator, route: '/admin' });

    await user.click(within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Tax' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    const tcs = screen.getByRole('region', { name: 'TCS (GSTR-8)' });
    expect(within(tcs).getByLabelText('Month')).toHaveDisplayValue('November 2026');
    expect(rowsOf(await within(tcs).findByRole('table'))).toEqual([
      'GSTINVendorGross suppliesReturnsNet suppliesIGSTCGSTSGST',
      '08ABCDE1234F1Z5Kavya WeavesRs. 1,20,500.00Rs. 500.00Rs. 1,20,000.00Rs. 600.00Rs. 0.00Rs. 0.00',
      '27AAAPL1234C1ZVRani PrintsRs. 2,000.00Rs. 0.00Rs. 2,000.00Rs. 0.00Rs. 5.00Rs. 5.00',
      'TotalRs. 1,22,500.00Rs. 500.00Rs. 1,22,000.00Rs. 600.00Rs. 5.00Rs. 5.00',
    ]);
    expect(within(tcs).getByText('Rate: 0.5% of the net taxable value.')).toBeInTheDocument();
    expect(within(tcs).getByRole('link', { name: 'Kavya Weaves' })).toHaveAttribute(
      'href',
      `/admin/vendors/${KAVYA._id}`,
    );

    const tds = screen.getByRole('region', { name: 'TDS (section 194-O)' });
    expect(within(tds).getByLabelText('Quarter')).toHaveDisplayValue('Q3 2026-27 (Oct–Dec 2026)');
    expect(rowsOf(await within(tds).findByRole('table'))).toEqual([
      'VendorPANRateGross amountReturnsNet amountTDS',
      'Kavya WeavesABCDE1234F0.1%Rs. 1,26,525.00Rs. 525.00Rs. 1,26,000.00Rs. 126.00',
      'Rani PrintsNo PAN5%Rs. 2,100.00Rs. 0.00Rs. 2,100.00Rs. 105.00',
      'TotalRs. 1,28,625.00Rs. 525.00Rs. 1,28,100.00Rs. 231.00',
    ]);
    expect(api.requests.map((request) => `${request.path}?${request.query}`)).toEqual([
      '/api/admin/tax/tcs?month=2026-11',
      '/api/admin/tax/tds?quarter=2026-Q3',
    ]);
  });

  it('states the rates the server withheld at, whatever they are, and none of its own', async () => {
    // Before 1 October 2024 section 194-O took 1% and section 52 collected 1%: a server on those rates.
    stubApi({
      'GET /api/admin/tax/tcs': { ...NOVEMBER, tcsPercent: 1 },
      'GET /api/admin/tax/tds': {
        ...Q3,
        tdsPercentWithPan: 1,
        tdsPercentWithoutPan: 5,
        rows: Q3.rows.map((row) => ({ ...row, ratePercent: row.pan ? 1 : 5 })),
      },
    });
    renderWithApp(console, { user: operator, route: '/admin/tax' });

    const tcs = screen.getByRole('region', { name: 'TCS (GSTR-8)' });
    expect(await within(tcs).findByText('Rate: 1% of the net taxable value.')).toBeInTheDocument();
    const tds = screen.getByRole('region', { name: 'TDS (section 194-O)' });
    expect(
      await within(tds).findByText('Rates: 1% of the gross amount, 5% for a vendor without a PAN.'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/0\.[15]%/);
  });

  it('asks for the month picked, and says when it has no TCS', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/admin/tax/tcs': ({ query }) => (query.get('month') === '2026-10' ? EMPTY_OCTOBER : NOVEMBER),
      'GET /api/admin/tax/tds': Q3,
    });
    renderWithApp(console, { user: operator, route: '/admin/tax' });
    const tcs = screen.getByRole('region', { name: 'TCS (GSTR-8)' });
    await within(tcs).findByRole('table');

    await user.selectOptions(within(tcs).getByLabelText('Month'), 'October 2026');

    expect(
      await within(tcs).findByText(
        "No TCS in this month: it is collected when a registered vendor's order paid by UPI is delivered.",
      ),
    ).toBeInTheDocument();
    expect(within(tcs).getByRole('link', { name: 'Download TCS (GSTR-8) for October 2026 as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/tax/tcs.csv?month=2026-10',
    );
  });

  it("downloads the quarter's CSV with the operator's token, under the server's file name", async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:tds', revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = stubApi({
      'GET /api/admin/tax/tcs': NOVEMBER,
      'GET /api/admin/tax/tds': Q3,
      'GET /api/admin/tax/tds.csv': () =>
        new Response('pan,vendor\r\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="tds-2026-Q3.csv"' },
        }),
    });
    renderWithApp(console, { user: operator, route: '/admin/tax' });

    await user.click(
      screen.getByRole('link', { name: 'Download TDS (section 194-O) for Q3 2026-27 (Oct–Dec 2026) as CSV' }),
    );

    await vi.waitFor(() => expect(saved).toEqual(['tds-2026-Q3.csv']));
    const download = api.requests.find((request) => request.path === '/api/admin/tax/tds.csv');
    expect(download?.query.get('quarter')).toBe('2026-Q3');
    expect(download?.headers.get('authorization')).toBe(`Bearer ${operator.token}`);
    click.mockRestore();
  });
});
