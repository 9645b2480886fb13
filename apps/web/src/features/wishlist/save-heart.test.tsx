import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SaveHeart } from './save-heart';

const fabric = { _id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', name: 'Indigo Mulmul' };
const savedList = (ids: string[]) => ({
  items: ids.map((id) => ({
    fabric: { _id: id, name: 'Saved' },
    savedAt: '2026-11-26T10:00:00.000Z',
    available: true,
  })),
});

afterEach(() => vi.unstubAllGlobals());

describe('SaveHeart', () => {
  it('saves an unsaved fabric and shows it pressed, then unsaves it', async () => {
    let saved: string[] = [];
    const fetchMock = stubApi({
      'GET /api/wishlist': () => savedList(saved),
      'PUT /api/wishlist/:fabricId': () => {
        saved = [fabric._id];
        return { fabricId: fabric._id, saved: true };
      },
      'DELETE /api/wishlist/:fabricId': () => {
        saved = [];
        return { fabricId: fabric._id, saved: false };
      },
    });
    renderWithApp(<SaveHeart fabric={fabric} />, { user: shopper });
    const heart = await screen.findByRole('button', { name: 'Save Indigo Mulmul' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Indigo Mulmul saved to your wishlist.')).toBeInTheDocument();
    expect(fetchMock.requests.some((request) => request.method === 'PUT')).toBe(true);

    await userEvent.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(fetchMock.requests.at(-2)?.method).toBe('DELETE');
  });

  it('goes back to unsaved and shows the server message when saving fails', async () => {
    stubApi({
      'GET /api/wishlist': savedList([]),
      'PUT /api/wishlist/:fabricId': () => Response.json({ message: 'Product not found.' }, { status: 404 }),
    });
    renderWithApp(<SaveHeart fabric={fabric} />, { user: shopper });
    const heart = await screen.findByRole('button', { name: 'Save Indigo Mulmul' });
    await userEvent.click(heart);
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('is not offered to vendors or visitors, who have no wishlist', () => {
    const fetchMock = stubApi({});
    const { unmount } = renderWithApp(<SaveHeart fabric={fabric} />, { user: vendor });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    renderWithApp(<SaveHeart fabric={fabric} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
