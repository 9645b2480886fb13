import { type Fabric, NO_FABRIC_ATTRIBUTES, type SessionUser } from '@fabric-store/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session';
import { writeStoredUser } from '../../lib/session-storage';
import { stubApi } from '../../test/stub-api';
import { VendorFabricDetail } from './vendor-fabric-detail';

const VENDOR: SessionUser = {
  _id: '9f8e7d6c-5b4a-4f3e-8d2c-1b0a9f8e7d6c',
  name: 'Meera',
  email: 'meera@loomhouse.example',
  phone: '9876543210',
  address: 'Jaipur',
  shippingAddress: { address: 'Jaipur', city: '', state: '', postalCode: '', country: '' },
  role: 'vendor',
  token: 'test-token',
};

const FABRIC: Fabric = {
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  name: 'Indigo Linen',
  price: 450.5,
  description: 'Hand-woven linen.',
  image: '',
  stock: 12,
  category: 'linen',
  unit: 'per_metre',
  minCut: 0.5,
  step: 0.1,
  swatchOffered: false,
  swatchPrice: 30,
  patternRepeatCm: null,
  shrinkagePercent: null,
  vendor: { _id: VENDOR._id, name: VENDOR.name },
  createdAt: '2026-11-01T09:00:00.000Z',
  images: [],
  attributes: NO_FABRIC_ATTRIBUTES,
  rating: { average: 0, count: 0 },
  longestPiece: 12,
  remnants: [],
  remnantDiscount: 30,
};

function renderDetail() {
  writeStoredUser(VENDOR);
  const router = createMemoryRouter(
    [
      { path: '/vendor/fabric/:fabricId', Component: VendorFabricDetail },
      { path: '/vendor/products', element: <p>Products list</p> },
    ],
    { initialEntries: [`/vendor/fabric/${FABRIC._id}`] },
  );
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VendorFabricDetail', () => {
  it.each([
    [404, "another vendor's or a deleted fabric"],
    [400, 'an id that cannot exist'],
  ])("says 'Product not found.' when the API answers %i, as it does for %s", async (status) => {
    stubApi({ '*': () => Response.json({ message: 'Fabric not found' }, { status }) });
    renderDetail();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch product details.' when the fetch fails otherwise", async () => {
    stubApi({ '*': () => Response.json({ message: 'Internal Server Error' }, { status: 500 }) });
    renderDetail();
    expect(await screen.findByText('Failed to fetch product details.')).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the product list', async () => {
    const fetchMock = stubApi({ 'DELETE /api/fabrics/:id': { message: 'Fabric deleted' }, '*': FABRIC });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderDetail();

    expect(await screen.findByRole('heading', { name: 'Indigo Linen' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 450.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update' })).toHaveAttribute('href', `/vendor/product/edit/${FABRIC._id}`);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this product?');
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/products');
    expect(fetchMock).toHaveBeenCalledWith(`/api/fabrics/${FABRIC._id}`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('lists the rolls with their dye lots and what is left, and marks the remnant', async () => {
    const remnantRoll = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
    stubApi({
      '*': {
        ...FABRIC,
        stock: 2.8,
        rolls: [
          { _id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', number: 1, length: 2.5, dyeLot: 'Lot A' },
          { _id: remnantRoll, number: 2, length: 0.3, dyeLot: null },
        ],
        remnants: [{ _id: remnantRoll, length: 0.3, price: 315.35, total: 94.61 }],
      },
    });
    renderDetail();
    const rolls = await screen.findByRole('region', { name: 'Rolls' });
    const rows = within(rolls)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'RollDye lotLength left',
      'Roll 1Lot A2.5 m',
      'Roll 2Not stated0.3 mRemnant: under the 0.5 m minimum cut, sold whole for Rs. 94.61',
    ]);
  });
});
