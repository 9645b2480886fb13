import type { TcsReturn, TdsReturn, VendorLedger } from '@fabric-store/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VendorPaymentsPage } from './vendor-payments-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LEDGER: VendorLedger = { balance: 0, entries: [], page: 1, pageSize: 20, total: 0 };
const ME = { _id: vendor._id, name: 'Loom House' };
const NOVEMBER_TCS: TcsReturn = {
  month: '2026-11',
  from: '2026-11-01',
  until: '2026-12-01',
  tcsPercent: 0.5,
  rows: [
    {
      gstin: '27AAPFU0939F1ZV',
      vendor: ME,
      grossSupplies: 5000,
      returns: 1000,
      netSupplies: 4000,
      igst: 5,
      cgst: 7.5,
      sgst: 7.5,
    },
  ],
  totals: { grossSupplies: 5000, returns: 1000, netSupplies: 4000, igst: 5, cgst: 7.5, sgst: 7.5 },
};
const EMPTY_TDS = (quarter: string): TdsReturn => ({
  quarter,
  from: '2026-07-01',
  until: '2026-10-01',
  tdsPercentWithPan: 0.1,
  tdsPercentWithoutPan: 5,
  rows: [],
  totals: { grossAmount: 0, returns: 0, netAmount: 0, tds: 0 },
});
const Q3_TDS: TdsReturn = {
  ...EMPTY_TDS('2026-Q3'),
  from: '2026-10-01',
  until: '2027-01-01',
  rows: [
    { vendor: ME, pan: 'AAPFU0939F', ratePercent: 0.1, grossAmount: 5250, returns: 1050, netAmount: 4200, tds: 4.2 },
  ],
  totals: { grossAmount: 5250, returns: 1050, netAmount: 4200, tds: 4.2 },
};

describe('the TCS and TDS on the vendor’s Payments', () => {
  it('shows this month’s TCS under its GSTIN and this quarter’s TDS under its PAN, and another quarter’s none', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T06:00:00.000Z'));
    const { requests } = stubApi({
      'GET /api/vendor/ledger': LEDGER,
      'GET /api/vendor/tax/tcs': NOVEMBER_TCS,
      'GET /api/vendor/tax/tds': (request) =>
        request.query.get('quarter') === '2026-Q3' ? Q3_TDS : EMPTY_TDS(request.query.get('quarter') ?? ''),
      '*': Response.json({ message: 'Not issued yet.' }, { status: 409 }),
    });
    renderWithApp(<VendorPaymentsPage />, { user: vendor });

    const tcs = await screen.findByTestId('tcs-withheld');
    expect(await within(tcs).findByText('GSTIN 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(tcs).toHaveTextContent(
      'Net taxable supplies (TCS 0.5%)Rs. 4,000.00TCS as IGSTRs. 5.00TCS as CGSTRs. 7.50TCS as SGSTRs. 7.50TCS collectedRs. 20.00',
    );
    expect(requests.find((request) => request.path === '/api/vendor/tax/tcs')?.query.get('month')).toBe('2026-11');

    const tds = screen.getByTestId('tds-withheld');
    expect(await within(tds).findByText('PAN AAPFU0939F, at 0.1%')).toBeInTheDocument();
    expect(tds).toHaveTextContent('Net sales, GST includedRs. 4,200.00TDSRs. 4.20TDS deductedRs. 4.20');
    fireEvent.change(within(tds).getByLabelText('TDS quarter'), { target: { value: '2026-Q2' } });
    expect(await within(tds).findByText('No TDS that quarter.')).toBeInTheDocument();
  });
});
