import type { VendorTaxProfile } from '@fabric-store/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VendorProfilePage } from './vendor-profile-page';

const EMPTY_ADDRESS = { line: null, city: null, state: null, stateCode: null, pin: null };

const PROFILE: VendorTaxProfile = {
  legalName: 'Loom House Textiles',
  tradeName: null,
  gstin: null,
  pan: null,
  pickupAddress: EMPTY_ADDRESS,
  returnAddress: EMPTY_ADDRESS,
  invoicePrefix: null,
  bankHolder: null,
  bankAccountNumber: 'XXXXXXXX4321',
  bankIfsc: null,
  signatoryName: null,
  turnoverAbove5Crore: false,
  registered: false,
  profileComplete: false,
  missing: ['PAN'],
  fabricsWithoutHsnCode: 0,
  updatedAt: '2026-11-20T10:15:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the vendor tax profile in Hindi', () => {
  it('labels every field in Hindi, the addresses by their own name, and keeps "Rs." in the turnover line', async () => {
    stubApi({ 'GET /api/vendor/profile': PROFILE });
    renderWithApp(<VendorProfilePage />, { user: vendor, hindi: true });

    expect(await screen.findByTestId('tax-profile-status')).toHaveTextContent('अभी बाकी: PAN।');
    expect(screen.getByRole('heading', { name: 'टैक्स प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByLabelText('कानूनी नाम')).toHaveValue('Loom House Textiles');
    expect(screen.getByLabelText('पिकअप का पता: पिन कोड')).toBeInTheDocument();
    expect(screen.getByLabelText('वापसी का पता: शहर')).toBeInTheDocument();
    expect(screen.getByText('सहेजा गया: XXXXXXXX4321। इसे रखने के लिए खाली छोड़ें।')).toBeInTheDocument();
    expect(screen.getByLabelText('सालाना टर्नओवर Rs. 5 करोड़ से ज़्यादा (HSN कोड 6 या ज़्यादा अंकों के)')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'टैक्स प्रोफ़ाइल सहेजें' })).toBeEnabled();
  });
});
