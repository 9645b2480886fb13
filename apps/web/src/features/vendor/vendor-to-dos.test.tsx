import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VendorOrders } from './vendor-orders';
import { VendorToDos } from './vendor-to-dos';

afterEach(() => vi.unstubAllGlobals());

const COUNTS = { all: 9, placed: 2, accepted: 1, shipped: 3, delivered: 3, cancelled: 0 };
/** Returns by status: 1 requested, 2 approved (to receive), none received; 4 refunded, which need nothing. */
const RETURNS_BY_STATUS: Record<string, number> = { requested: 1, approved: 2, received: 0, refunded: 4 };

const COMPLETE_PROFILE = { profileComplete: true, missing: [], fabricsWithoutHsnCode: 0 };

function stubVendorApi(counts = COUNTS, returns = RETURNS_BY_STATUS, profile: object = COMPLETE_PROFILE) {
  return stubApi({
    '/api/vendor/profile': profile,
    '/api/orders/vendor/orders/counts': counts,
    '/api/orders/vendor/orders': [],
    '/api/orders/vendor/returns': ({ query }) => ({
      items: [],
      total: returns[query.get('status') ?? ''] ?? 0,
      page: 1,
      pageSize: 25,
    }),
  });
}

describe('the vendor dashboard to-dos', () => {
  it('lists the orders to accept, to ship and the returns waiting for the vendor, each linking to its tab', async () => {
    stubVendorApi();
    renderWithApp(<VendorToDos />, { user: vendor });
    const toDos = await screen.findByRole('list');
    expect(
      within(toDos)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['2 orders to accept', '/vendor/orders?tab=to-accept'],
      ['1 order to ship', '/vendor/orders?tab=to-ship'],
      ['3 returns to handle', '/vendor/orders?tab=returns'],
    ]);
  });

  it('says so when nothing waits', async () => {
    stubVendorApi({ ...COUNTS, placed: 0, accepted: 0 }, {});
    renderWithApp(<VendorToDos />, { user: vendor });
    expect(await screen.findByText('Nothing waits for you: every order and return is handled.')).toBeInTheDocument();
  });

  it('lists an incomplete tax profile first, on one line, with a link to complete it and what is missing in its title', async () => {
    stubVendorApi(
      { ...COUNTS, placed: 0, accepted: 0 },
      {},
      { profileComplete: false, missing: ['GSTIN or PAN', 'bank account'], fabricsWithoutHsnCode: 0 },
    );
    renderWithApp(<VendorToDos />, { user: vendor });
    const toDo = await screen.findByTestId('tax-profile-notice');
    expect(within(toDo).getByRole('link', { name: 'Complete your tax profile' })).toHaveAttribute(
      'href',
      '/vendor/profile',
    );
    expect(toDo).toHaveTextContent('to sell with GST invoices (2 missing)');
    expect(toDo).toHaveAttribute('title', 'Missing: GSTIN or PAN, bank account');
    expect(screen.queryByText(/Nothing waits for you/)).not.toBeInTheDocument();
  });

  it('lists a registered vendor’s fabrics that cannot be bought until each has an HSN code, linking to its fabrics', async () => {
    stubVendorApi({ ...COUNTS, placed: 0, accepted: 0 }, {}, { ...COMPLETE_PROFILE, fabricsWithoutHsnCode: 2 });
    renderWithApp(<VendorToDos />, { user: vendor });
    const link = await screen.findByRole('link', { name: '2 fabrics need an HSN code before shoppers can buy them' });
    expect(link).toHaveAttribute('href', '/vendor/products');
  });
});

describe('the Returns tab', () => {
  it('counts the returns waiting for the vendor, like the other tabs count theirs', async () => {
    stubVendorApi();
    renderWithApp(<VendorOrders />, { user: vendor, route: '/vendor/orders' });
    const badge = await screen.findByTestId('tab-count-returns');
    await vi.waitFor(() => expect(badge).toHaveTextContent('3 to handle'));
    expect(screen.getByRole('link', { name: /^Returns\s*3\s*to handle$/ })).toHaveAttribute(
      'href',
      '/vendor/orders?tab=returns',
    );
  });
});
