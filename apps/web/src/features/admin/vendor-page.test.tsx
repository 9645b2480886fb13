import type {
  AdminAuditPage,
  AdminFabricPage,
  AdminOrderPage,
  AdminVendorPage,
  AdminVendorSummary,
  SessionUser,
  VendorTaxProfile,
} from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { VendorPage } from './vendor-page';
import { VendorsPage } from './vendors-page';

afterEach(() => vi.unstubAllGlobals());

const operator: SessionUser = { ...shopper, _id: '8b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', role: 'admin' };
const VENDOR_ID = '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c';
const ORDER_ID = '0b6f0c1e-4b8a-4f7e-9d51-3f1c2a9b7e10';

const KAVYA: AdminVendorSummary = {
  _id: VENDOR_ID,
  name: 'Kavya Weaves',
  email: 'kavya@example.com',
  status: 'suspended',
  statusReason: 'Late dispatches',
  createdAt: '2026-10-01T05:00:00.000Z',
  fabricCount: 1,
  ordersLast30Days: 1,
  balance: 1120,
};

const address = { line: '5 Mill Lane', city: 'Pune', state: 'Maharashtra', stateCode: '27', pin: '411001' };
const PROFILE: VendorTaxProfile = {
  legalName: 'Kavya Weaves LLP',
  tradeName: null,
  gstin: '27ABCFK1234K1ZP',
  pan: 'ABCFK1234K',
  pickupAddress: address,
  returnAddress: address,
  invoicePrefix: 'KW',
  bankHolder: 'Kavya Weaves LLP',
  bankAccountNumber: 'XXXXXXXX9012',
  bankIfsc: 'HDFC0001234',
  signatoryName: 'Kavya Rao',
  turnoverAbove5Crore: false,
  registered: true,
  profileComplete: true,
  missing: [],
  fabricsWithoutHsnCode: 0,
  updatedAt: '2026-10-02T05:00:00.000Z',
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

const FABRICS: AdminFabricPage = page([
  {
    _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Chanderi Silk',
    category: 'silk',
    price: 1450,
    createdAt: '2026-10-03T05:00:00.000Z',
    vendor: { _id: VENDOR_ID, name: 'Kavya Weaves', status: 'suspended' },
    listed: false,
    hiddenReason: 'Blurred photos',
  },
]);
const ORDERS: AdminOrderPage = page([
  {
    _id: ORDER_ID,
    orderNumber: 'FS-2611-0042',
    orderDate: '2026-11-20T10:15:00.000Z',
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    totalPrice: 2900,
    status: 'delivered',
    vendors: ['Kavya Weaves'],
  },
]);
const HISTORY: AdminAuditPage = page([
  {
    _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    at: '2026-11-25T06:00:00.000Z',
    actor: { _id: operator._id, name: 'Store Operator' },
    action: 'suspend',
    targetType: 'vendor',
    targetId: VENDOR_ID,
    targetName: 'Kavya Weaves',
    reason: 'Late dispatches',
  },
]);

describe('VendorPage', () => {
  it("opens from the vendor's name in the console's list, with its standing, masked profile, fabrics, orders and history", async () => {
    const user = userEvent.setup();
    const { _id, name, email, status, statusReason, createdAt, fabricCount, ordersLast30Days } = KAVYA;
    const api = stubApi({
      'GET /api/admin/vendors': page([
        { _id, name, email, status, statusReason, createdAt, fabricCount, ordersLast30Days },
      ]) satisfies AdminVendorPage,
      [`GET /api/admin/vendors/${VENDOR_ID}`]: KAVYA,
      [`GET /api/admin/vendors/${VENDOR_ID}/profile`]: PROFILE,
      'GET /api/admin/fabrics': FABRICS,
      'GET /api/admin/orders': ORDERS,
      'GET /api/admin/audit': HISTORY,
      [`GET /api/admin/vendors/${VENDOR_ID}/commission-invoices/:month`]: ({ path }) => ({
        number: 'FSC/2627/000009',
        issuedAt: '2026-11-30T18:31:00.000Z',
        month: path.split('/').at(-1),
        supplier: { legalName: 'Fabric Store Marketplace Private Limited', gstin: '27AABCF4321K1ZR', address: null },
        recipient: { _id: VENDOR_ID, name: 'Kavya Weaves', gstin: null, legalName: null, address: null },
        placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
        reverseCharge: 'Tax is not payable on reverse charge',
        signatureNote: 'Digitally generated; no signature required',
        sac: '998599',
        stateTax: 'SGST',
        description: 'Marketplace commission',
        gstRatePercent: 18,
        commission: 210,
        cgst: 18.9,
        sgst: 18.9,
        igst: 0,
        total: 247.8,
      }),
      [`GET /api/admin/vendors/${VENDOR_ID}/commission-credit-notes/:month`]: Response.json(
        { message: 'No commission an earlier invoice charged was given back in 2026-11.' },
        { status: 404 },
      ),
    });
    renderWithApp(
      <Routes>
        <Route path="/admin/vendors" element={<VendorsPage />} />
        <Route path="/admin/vendors/:vendorId" element={<VendorPage />} />
      </Routes>,
      { user: operator, route: '/admin/vendors' },
    );

    await user.click(screen.getByRole('tab', { name: 'all' }));
    await user.click(await screen.findByRole('link', { name: 'Kavya Weaves' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Kavya Weaves' })).toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Standing' });
    expect(standing).toHaveTextContent('suspended (reason: Late dispatches)');
    expect(standing).toHaveTextContent('The marketplace owes Rs. 1,120.00');
    const profile = screen.getByRole('region', { name: 'Tax profile' });
    expect(await within(profile).findByText('27ABCFK1234K1ZP')).toBeInTheDocument();
    expect(profile).toHaveTextContent('Kavya Weaves LLP, XXXXXXXX9012, IFSC HDFC0001234');
    expect(profile).toHaveTextContent('5 Mill Lane, Pune, Maharashtra 411001');
    // The marketplace's commission invoice to the vendor, read from the console's own endpoint.
    const documents = screen.getByRole('region', { name: 'Commission invoices' });
    expect(await within(documents).findByText('FSC/2627/000009')).toBeInTheDocument();
    expect(documents).toHaveTextContent('TotalRs. 247.80');
    expect(documents).toHaveTextContent('No commission an earlier invoice charged was given back in 2026-11.');
    const fabrics = screen.getByRole('region', { name: 'Fabrics (1)' });
    expect(await within(fabrics).findByRole('row', { name: /Chanderi Silk/ })).toHaveTextContent(
      'Hidden: Blurred photos',
    );
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(await within(orders).findByRole('link', { name: 'FS-2611-0042' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('row', { name: /Late dispatches/ })).toBeInTheDocument();

    const asked = (path: string) => api.requests.find((request) => request.path === path)?.query;
    expect(asked('/api/admin/fabrics')?.get('vendorId')).toBe(VENDOR_ID);
    expect(asked('/api/admin/orders')?.get('vendorId')).toBe(VENDOR_ID);
    expect(asked('/api/admin/audit')?.get('about')).toBe(VENDOR_ID);
  });
});
