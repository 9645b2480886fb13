import type { Cart } from '@fabric-store/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../features/catalog/add-to-cart-button';
import { cartLine, renderWithApp, shopper, vendor } from '../test/render';
import { stubApi } from '../test/stub-api';
import { Header } from './header';

afterEach(() => vi.unstubAllGlobals());

function renderHeader(user?: typeof shopper) {
  return renderWithApp(
    <>
      <Header />
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="/login" element={<p>login page</p>} />
        <Route path="/cart" element={<p>cart page</p>} />
      </Routes>
    </>,
    { user },
  );
}

describe('Header', () => {
  it('shows the sum of cart quantities in the badge for a shopper', async () => {
    stubApi({ '/api/cart': { items: [cartLine('Silk', 450, 2), cartLine('Linen', 120, 3)] } });
    renderHeader(shopper);
    await waitFor(() => expect(screen.getByTestId('cart-badge')).toHaveTextContent('5'));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('counts a fabric added while the cart is still on its way in the badge', async () => {
    // The cart's first load, set off as the page is taken over, is slow, and answers with the cart as
    // the server read it before the add.
    let answerFirstLoad = () => {};
    const firstLoad = new Promise<Cart>((resolve) => {
      answerFirstLoad = () => resolve({ items: [] });
    });
    let cart: Cart = { items: [] };
    let loads = 0;
    stubApi({
      'GET /api/cart': () => {
        loads += 1;
        return loads === 1 ? firstLoad : cart;
      },
      'POST /api/cart': () => {
        cart = { items: [cartLine('Indigo Mulmul', 320, 2)] };
        return cart;
      },
    });
    renderWithApp(
      <>
        <Header />
        <AddToCartButton fabric={{ _id: crypto.randomUUID(), name: 'Indigo Mulmul', price: 320 }} quantity={2} />
      </>,
      { user: shopper },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('button', { name: 'Added' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    await act(async () => {
      answerFirstLoad();
      await firstLoad;
    });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });

  it('shows 0 and never loads a cart for a vendor', () => {
    const fetchMock = stubApi({});
    renderHeader(vendor);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    expect(fetchMock).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Fabric-Store' });
    for (const name of ['Home', 'All Products', 'Add Product', 'Orders', 'Payments']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Wishlist' })).not.toBeInTheDocument();
  });

  it('sends a visitor who opens the cart to /login with a message', async () => {
    stubApi({});
    renderHeader();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('0');
    await userEvent.click(screen.getByRole('link', { name: /cart/i }));
    expect(await screen.findByText('Please login to access this page.')).toBeInTheDocument();
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('toggles the wishlist heart for a shopper', async () => {
    stubApi({ '/api/cart': { items: [] } });
    renderHeader(shopper);
    const heart = screen.getByRole('button', { name: 'Wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('mirrors the links in the mobile menu', async () => {
    stubApi({});
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'About Us' })).toHaveLength(2);
  });
});
