import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFabric } from '../../test/fabric';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { WishlistPage } from './wishlist-page';

afterEach(() => vi.unstubAllGlobals());

const fabric = (name: string, _id: string) => testFabric({ name, _id, rating: { average: 4.5, count: 2 } });

describe('WishlistPage', () => {
  it('offers Add to Cart for a saved fabric in the store, and marks one that left it unavailable', async () => {
    stubApi({
      'GET /api/wishlist': {
        items: [
          { fabric: fabric('Indigo Linen', '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'), savedAt: '', available: true },
          { fabric: fabric('Gone Silk', '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'), savedAt: '', available: false },
        ],
      },
    });
    renderWithApp(<WishlistPage />, { user: shopper, route: '/wishlist' });
    const [available, gone] = await screen.findAllByRole('listitem');
    if (!available || !gone) throw new Error('two saved fabrics expected');
    expect(within(available).getByRole('heading', { name: 'Indigo Linen' })).toBeInTheDocument();
    expect(within(available).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeInTheDocument();
    expect(within(available).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(within(gone).getByText('Unavailable: no longer in the store')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('says how to save a fabric when none is saved', async () => {
    stubApi({ 'GET /api/wishlist': { items: [] } });
    renderWithApp(<WishlistPage />, { user: shopper, route: '/wishlist' });
    expect(await screen.findByText(/You have not saved any fabrics yet/)).toBeInTheDocument();
  });
});
