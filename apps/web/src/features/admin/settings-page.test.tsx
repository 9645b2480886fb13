import type { AdminSettings } from '@fabric-store/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };
const SETTINGS: AdminSettings = {
  vendorApproval: 'automatic',
  upiVpa: 'fabricstore@demo',
  upiPayeeName: 'Fabric Store (demo)',
  upiPaymentWindowMinutes: 1440,
  marketplaceLegalName: 'Fabric Store',
  marketplaceGstin: '',
  marketplaceAddress: '',
  requireTaxProfile: false,
};

describe('SettingsPage', () => {
  it('saves the UPI payee, payment window, tax-profile requirement and the marketplace’s tax facts, and shows why the API refuses one', async () => {
    const { requests } = stubApi({
      'GET /api/admin/settings': SETTINGS,
      'PUT /api/admin/settings': ({ body }) =>
        (body as AdminSettings).upiVpa.includes('@')
          ? { ...SETTINGS, ...(body as AdminSettings) }
          : Response.json({ message: 'upiVpa must look like name@bank' }, { status: 400 }),
    });
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, { user: operator });
    const vpa = await screen.findByLabelText('UPI ID (VPA)');
    expect(vpa).toHaveValue('fabricstore@demo');

    await user.clear(vpa);
    await user.type(vpa, 'fabricstore');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('upiVpa must look like name@bank')).toBeInTheDocument();

    await user.type(vpa, '@okaxis');
    await user.clear(screen.getByLabelText('Payee name'));
    await user.type(screen.getByLabelText('Payee name'), 'Fabric & Co');
    await user.clear(screen.getByLabelText('Time to pay (minutes)'));
    await user.type(screen.getByLabelText('Time to pay (minutes)'), '60');
    await user.click(screen.getByRole('checkbox', { name: /Require a complete tax profile/ }));
    // The marketplace's own facts, for its commission invoices: its GSTIN as typed, in capitals.
    await user.clear(screen.getByLabelText('Legal name'));
    await user.type(screen.getByLabelText('Legal name'), 'Fabric Store Marketplace Private Limited');
    await user.type(screen.getByLabelText('GSTIN'), '27aabcf4321k1zr');
    await user.type(screen.getByLabelText('Address'), '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      vendorApproval: 'automatic',
      upiVpa: 'fabricstore@okaxis',
      upiPayeeName: 'Fabric & Co',
      upiPaymentWindowMinutes: 60,
      requireTaxProfile: true,
      marketplaceLegalName: 'Fabric Store Marketplace Private Limited',
      marketplaceGstin: '27AABCF4321K1ZR',
      marketplaceAddress: '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
    });
  });
});
