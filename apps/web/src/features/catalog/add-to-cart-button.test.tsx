import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ADDED_FEEDBACK_MS, AddToCartButton } from './add-to-cart-button';

const fabric = { _id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', name: 'Indigo Mulmul', price: 320 };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AddToCartButton', () => {
  it('asks a visitor to login first, with a link to log in that comes back to the fabric and its length', async () => {
    const fetchMock = stubApi({});
    renderWithApp(<AddToCartButton fabric={fabric} quantity={2.75} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log in' });
    const target = new URL(link.getAttribute('href') ?? '', 'http://store.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('redirectTo')).toBe(`/product/${fabric._id}?quantity=2.75`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Added for two seconds after a successful add, then resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ '/api/cart': { items: [] } });
    renderWithApp(<AddToCartButton fabric={fabric} quantity={2} />, { user: shopper });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const added = await screen.findByRole('button', { name: 'Added' });
    // Busy through aria-disabled, not disabled: keyboard focus stays on the button.
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(added).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Indigo Mulmul added to cart.');
    expect(await screen.findByText('Indigo Mulmul added to cart!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ADDED_FEEDBACK_MS));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled');
  });

  it('resets at once and shows the server message on failure', async () => {
    stubApi({ '*': () => Response.json({ message: 'Only 3 left in stock' }, { status: 409 }) });
    renderWithApp(<AddToCartButton fabric={fabric} quantity={5} />, { user: shopper });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
