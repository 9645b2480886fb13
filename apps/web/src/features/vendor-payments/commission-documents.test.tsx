import type { CommissionCreditNote, CommissionInvoice, VendorLedger } from '@fabric-store/shared';
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
const PARTIES = {
  supplier: {
    legalName: 'Fabric Store Marketplace Private Limited',
    gstin: '27AABCF4321K1Z5',
    address: '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
  },
  recipient: {
    _id: vendor._id,
    name: 'Loom House',
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Loom House Textiles Private Limited',
    address: '12 Mill Compound, Lower Parel, Mumbai, Maharashtra 400013',
  },
  placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
  reverseCharge: 'Tax is not payable on reverse charge',
  signatureNote: 'Digitally generated; no signature required',
  sac: '998599' as const,
  stateTax: 'SGST' as const,
  gstRatePercent: 18,
};
const NOVEMBER: CommissionInvoice = {
  ...PARTIES,
  number: 'FSC/2627/000007',
  issuedAt: '2026-11-30T18:31:00.000Z',
  month: '2026-11',
  description: 'Marketplace commission for 2026-11',
  commission: 105,
  cgst: 9.45,
  sgst: 9.45,
  igst: 0,
  total: 123.9,
};
const OCTOBER_GIVEN_BACK: CommissionCreditNote = {
  ...PARTIES,
  number: 'FSCN/2627/000001',
  issuedAt: '2026-11-30T18:31:00.000Z',
  month: '2026-11',
  description: 'Marketplace commission given back in 2026-11 on returns',
  invoices: [{ number: 'FSC/2627/000003', month: '2026-10' }],
  commission: 210,
  cgst: 18.9,
  sgst: 18.9,
  igst: 0,
  total: 247.8,
};

describe('the commission invoices on the vendor’s Payments', () => {
  it('shows last month’s invoice and credit note, and another month’s answer when none was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T06:00:00.000Z'));
    const { requests } = stubApi({
      'GET /api/vendor/ledger': LEDGER,
      'GET /api/vendor/commission-invoices/2026-11': NOVEMBER,
      'GET /api/vendor/commission-credit-notes/2026-11': OCTOBER_GIVEN_BACK,
      'GET /api/vendor/commission-invoices/2026-09': Response.json(
        { message: 'No commission was charged in 2026-09.', code: 'NO_COMMISSION_IN_MONTH' },
        { status: 404 },
      ),
      'GET /api/vendor/commission-credit-notes/2026-09': Response.json(
        {
          message: 'No commission an earlier invoice charged was given back in 2026-09.',
          code: 'NO_COMMISSION_IN_MONTH',
        },
        { status: 404 },
      ),
    });
    renderWithApp(<VendorPaymentsPage />, { user: vendor });

    const invoice = await screen.findByTestId('commission-invoice');
    expect(await within(invoice).findByText('FSC/2627/000007')).toBeInTheDocument();
    expect(invoice).toHaveTextContent('Issued on1 December 2026');
    expect(invoice).toHaveTextContent(
      'FromFabric Store Marketplace Private Limited, GSTIN 27AABCF4321K1Z5, 4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
    );
    expect(invoice).toHaveTextContent('ToLoom House Textiles Private Limited, GSTIN 27AAPFU0939F1ZV, 12 Mill Compound');
    expect(invoice).toHaveTextContent('Place of supplyMaharashtra (27)');
    expect(invoice).toHaveTextContent('CommissionRs. 105.00CGST (9%)Rs. 9.45SGST (9%)Rs. 9.45TotalRs. 123.90');
    expect(invoice).not.toHaveTextContent('IGST');
    const note = screen.getByTestId('commission-credit-note');
    expect(await within(note).findByText('FSCN/2627/000001')).toBeInTheDocument();
    expect(note).toHaveTextContent('Reduces invoiceFSC/2627/000003');
    expect(note).toHaveTextContent('TotalRs. 247.80');
    // Each issued document downloads as the PDF the API prints, under the vendor's own path.
    expect(within(invoice).getByRole('link', { name: /as PDF$/ })).toHaveAttribute(
      'href',
      '/api/vendor/commission-invoices/2026-11.pdf',
    );
    expect(within(note).getByRole('link', { name: /as PDF$/ })).toHaveAttribute(
      'href',
      '/api/vendor/commission-credit-notes/2026-11.pdf',
    );

    const month = screen.getByLabelText('Month');
    // The months over, newest first, named as a person reads them: nothing not yet issuable.
    expect(within(month).getAllByRole('option')[0]).toHaveTextContent('November 2026');
    fireEvent.change(month, { target: { value: '2026-09' } });
    expect(await within(invoice).findByText('No commission was charged in 2026-09.')).toBeInTheDocument();
    expect(
      await within(note).findByText('No commission an earlier invoice charged was given back in 2026-09.'),
    ).toBeInTheDocument();
    expect(within(invoice).queryByRole('link', { name: /as PDF$/ })).toBeNull();
    // A refusal is an answer: asked once, not retried.
    expect(requests.filter((request) => request.path.endsWith('/2026-09'))).toHaveLength(2);
  });

  it('names the second half of the GST UTGST where the place of supply is a union territory without a legislature', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T06:00:00.000Z'));
    const inChandigarh: CommissionInvoice = {
      ...NOVEMBER,
      placeOfSupply: { state: 'Chandigarh', stateCode: '04' },
      stateTax: 'UTGST',
    };
    stubApi({
      'GET /api/vendor/ledger': LEDGER,
      'GET /api/vendor/commission-invoices/2026-11': inChandigarh,
      '*': Response.json({ message: 'None.' }, { status: 404 }),
    });
    renderWithApp(<VendorPaymentsPage />, { user: vendor });
    const invoice = await screen.findByTestId('commission-invoice');
    expect(await within(invoice).findByText('UTGST (9%)')).toBeInTheDocument();
    expect(invoice).not.toHaveTextContent('SGST');
  });
});
