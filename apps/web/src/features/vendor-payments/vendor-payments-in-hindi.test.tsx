import type { VendorLedger } from '@fabric-store/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VendorPaymentsPage } from './vendor-payments-page';

const LEDGER: VendorLedger = {
  balance: 112000.5,
  entries: [
    {
      _id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      at: '2026-11-20T10:15:00.000Z',
      kind: 'earning',
      amount: 112000.5,
      orderId: '0b6f0c1e-4b8a-4f7e-9d51-3f1c2a9b7e10',
      orderNumber: 'FS-2611-0042',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

afterEach(() => vi.unstubAllGlobals());

describe('the vendor payments page in Hindi', () => {
  it('says who owes whom in Hindi, with the statement in Hindi and money as Rs. with Indian grouping', async () => {
    stubApi({ 'GET /api/vendor/ledger': LEDGER });
    renderWithApp(<VendorPaymentsPage />, { user: vendor, hindi: true });

    expect(await screen.findByTestId('vendor-balance')).toHaveTextContent('मार्केटप्लेस पर आपके Rs. 1,12,000.50 बाकी हैं।');
    expect(screen.getByRole('heading', { name: 'खाता विवरण' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'रकम' })).toBeInTheDocument();
    expect(screen.getByText('UPI ऑर्डर पहुँचा: आपकी शुद्ध कमाई')).toBeInTheDocument();
    expect(screen.getByText('+Rs. 1,12,000.50')).toBeInTheDocument();
    expect(screen.getByText(/20 नव॰ 2026/)).toBeInTheDocument();
  });
});
