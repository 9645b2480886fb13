import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFabric } from '../../test/fabric';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { WishlistPage } from './wishlist-page';

afterEach(() => vi.unstubAllGlobals());

const kept = testFabric({ _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', nameHi: 'नील लिनन', price: 112000.5 });
const gone = testFabric({ _id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Gone Silk' });

describe('the wishlist in Hindi', () => {
  it('lists the saved fabrics in Hindi, the price grouped the Indian way, and unsaves one with a Hindi notice', async () => {
    stubApi({
      'GET /api/wishlist': {
        items: [
          { fabric: kept, savedAt: '', available: true },
          { fabric: gone, savedAt: '', available: false },
        ],
      },
      'DELETE /api/wishlist/:fabricId': { fabricId: kept._id, saved: false },
    });
    renderWithApp(<WishlistPage />, { user: shopper, route: '/wishlist', hindi: true });

    expect(screen.getByRole('heading', { name: 'पसंदीदा कपड़े' })).toBeInTheDocument();
    const [available, unavailable] = await screen.findAllByRole('listitem');
    if (!available || !unavailable) throw new Error('two saved fabrics expected');
    expect(within(available).getByText(/Rs\. 1,12,000\.50/)).toBeInTheDocument();
    expect(within(unavailable).getByText('उपलब्ध नहीं: अब स्टोर में नहीं है')).toBeInTheDocument();

    const heart = within(available).getByRole('button', { name: 'नील लिनन पसंदीदा में रखें' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(await screen.findByText('नील लिनन आपके पसंदीदा से हट गया।')).toBeInTheDocument();
  });

  it('says in Hindi how to save a fabric when none is saved', async () => {
    stubApi({ 'GET /api/wishlist': { items: [] } });
    renderWithApp(<WishlistPage />, { user: shopper, route: '/wishlist', hindi: true });
    expect(await screen.findByText(/आपने अभी कोई कपड़ा पसंदीदा में नहीं रखा है।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कपड़े देखें' })).toHaveAttribute('href', '/products');
  });
});
