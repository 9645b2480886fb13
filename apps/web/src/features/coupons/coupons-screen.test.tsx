import type { Coupon } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AdminCouponsPage } from './admin-coupons-page';
import { VendorCouponsPage } from './vendor-coupons-page';

const DIWALI: Coupon = {
  _id: '3a1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f',
  code: 'DIWALI10',
  kind: 'fixed',
  value: 1500,
  minOrder: 125000,
  startsAt: '2026-11-01T04:30:00.000Z',
  endsAt: null,
  maxUses: 50,
  maxUsesPerShopper: 1,
  vendor: { _id: '7a1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', name: 'Jaipur Looms' },
  uses: 2,
  discountGiven: 3000,
  disabled: false,
  createdAt: '2026-10-30T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the coupons screens in Hindi', () => {
  it("shows a vendor's coupon and its uses in Hindi, with Indian money grouping and India time", async () => {
    stubApi({
      'GET /api/vendor/coupons': [DIWALI],
      [`GET /api/vendor/coupons/${DIWALI._id}/uses`]: [
        {
          orderId: '5b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f',
          orderNumber: 'FS-2611-0042',
          shopper: { _id: '6f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', name: 'Asha Rao' },
          discount: 1500,
          at: '2026-11-02T06:00:00.000Z',
        },
      ],
    });
    renderWithApp(<VendorCouponsPage />, { user: vendor, hindi: true });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('कूपन');
    const coupons = await screen.findByRole('list', { name: 'कूपन' });
    expect(within(coupons).getByText(/Rs\. 1,500\.00 छूट · कम से कम Rs\. 1,25,000\.00/)).toBeInTheDocument();
    expect(within(coupons).getByText('2 बार इस्तेमाल हुआ, कुल Rs. 3,000.00 की छूट')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'इस्तेमाल देखें' }));
    const uses = await screen.findByRole('list', { name: 'DIWALI10 का इस्तेमाल' });
    expect(uses).toHaveTextContent('Asha Rao, ऑर्डर FS-2611-0042, Rs. 1,500.00 छूट');
    expect(uses).toHaveTextContent('11:30');
  });

  it("says in Hindi why the operator's new coupon was refused", async () => {
    stubApi({
      'GET /api/admin/coupons': [],
      'POST /api/admin/coupons': () =>
        Response.json(
          { message: 'A coupon with the code DIWALI10 already exists.', code: 'COUPON_CODE_TAKEN' },
          { status: 409 },
        ),
    });
    renderWithApp(<AdminCouponsPage />, { hindi: true });
    expect(await screen.findByText('अभी कोई कूपन नहीं है।')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'नया कूपन' });
    await userEvent.type(within(form).getByLabelText(/कोड/), 'DIWALI10');
    await userEvent.type(within(form).getByLabelText(/छूट कितनी/), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'कूपन बनाएँ' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('DIWALI10 कोड का कूपन पहले से मौजूद है।');
  });
});
