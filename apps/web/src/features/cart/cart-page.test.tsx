import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, renderWithApp, shopper } from '../../test/render';
import { type StubRequest, stubApi } from '../../test/stub-api';
import { CartPage } from './cart-page';

afterEach(() => vi.unstubAllGlobals());

/** A request as one line: method, path with its query, and body. */
const described = ({ method, path, query, body }: StubRequest) =>
  `${method} ${path}${query.size ? `?${query}` : ''} ${body === undefined ? '' : JSON.stringify(body)}`;

describe('CartPage', () => {
  it('counts lines in the heading and shows each line total and the cart total', async () => {
    stubApi({ '/api/cart': { items: [cartLine('Indigo Mulmul', 320.5, 3), cartLine('Raw Silk', 1200, 1)] } });
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });

    expect(await screen.findByRole('heading', { name: 'Shopping Cart (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Product',
      'Title',
      'Price',
      'Quantity',
      'Total',
      'Remove',
    ]);
    const mulmul = screen.getByRole('row', { name: /Indigo Mulmul/ });
    expect(within(mulmul).getByText('Rs. 961.50')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 2,161.50');
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeInTheDocument();
  });

  it("holds each thumbnail's box in its fabric's colour until the picture arrives", async () => {
    const line = cartLine('Indigo Mulmul', 320.5, 3);
    const indigo = { ...line, product: { ...line.product, image: '/images/indigo.webp', colourFamily: 'blue' } };
    stubApi({ '/api/cart': { items: [indigo] } });
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });

    expect(await screen.findByRole('img', { name: 'Indigo Mulmul' })).toHaveStyle({ background: 'rgb(47, 85, 151)' });
  });

  it('offers Continue Shopping when the cart is empty', async () => {
    stubApi({ '/api/cart': { items: [] } });
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('shows a load failure with the spec wording', async () => {
    stubApi({ '/api/cart': () => Response.json({}, { status: 500 }) });
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });
    expect(await screen.findByText('Error loading cart: Failed to load cart')).toBeInTheDocument();
  });

  it('clears the cart on the server and reloads it', async () => {
    let items = [cartLine('Indigo Mulmul', 320, 1)];
    const api = stubApi({
      'GET /api/cart': () => ({ items }),
      'DELETE /api/cart/clear': () => {
        items = [];
        return { message: 'Cart cleared' };
      },
    });
    const calls = () => api.requests.map(described);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(confirm).toHaveBeenCalledWith('Remove every fabric from your cart?');
    expect(calls()).toEqual([`GET /api/cart?userId=${shopper._id} `]);
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(await screen.findByText('Your cart has been cleared.')).toBeInTheDocument();
    confirm.mockRestore();
    await waitFor(() =>
      expect(calls()).toEqual([
        `GET /api/cart?userId=${shopper._id} `,
        `DELETE /api/cart/clear {"userId":"${shopper._id}"}`,
        `GET /api/cart?userId=${shopper._id} `,
      ]),
    );
  });

  it('shows each cover photo in AVIF and WebP at the widths a thumbnail needs, lazy after the first lines', async () => {
    const photographed = (name: string, hash: string) => {
      const line = cartLine(name, 500, 1);
      const photo = {
        _id: crypto.randomUUID(),
        url: `/images/${hash}3.webp`,
        width: 1280,
        height: 960,
        srcset: `/images/${hash}1.webp 320w, /images/${hash}2.webp 640w, /images/${hash}3.webp 1280w`,
        avifSrcset: `/images/${hash}1.avif 320w, /images/${hash}2.avif 640w, /images/${hash}3.avif 1280w`,
        alt: name,
      };
      return { ...line, product: { ...line.product, image: photo.url, photo } };
    };
    const lines = ['Ikat', 'Chanderi', 'Kanjeevaram', 'Khadi'].map((name, index) =>
      photographed(name, `${index}`.repeat(31)),
    );
    stubApi({ '/api/cart': { items: lines } });
    const { container } = renderWithApp(<CartPage />, { user: shopper, route: '/cart' });
    await screen.findByRole('heading', { name: 'Shopping Cart (4)' });

    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(4);
    const first = pictures[0];
    expect(first?.querySelector('source')).toHaveAttribute('type', 'image/avif');
    expect(first?.querySelector('source')).toHaveAttribute('srcset', lines[0]?.product.photo.avifSrcset);
    expect(first?.querySelector('source')).toHaveAttribute('sizes', '(min-width: 640px) 80px, 72px');
    const image = within(first as HTMLElement).getByRole('img', { name: 'Ikat' });
    expect(image).toHaveAttribute('srcset', lines[0]?.product.photo.srcset);
    expect(image).toHaveAttribute('sizes', '(min-width: 640px) 80px, 72px');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '960');
    expect([...container.querySelectorAll('picture img')].map((element) => element.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });
});

describe('CartPage by the metre', () => {
  const cut = cartLine('Indigo Mulmul', 349.5, 2.5, undefined, 'per_metre');
  const mulmul = { ...cut, product: { ...cut.product, step: 0.25 } };
  const swatch = {
    ...cartLine('Raw Silk', 1200, 1, undefined, 'per_metre'),
    kind: 'swatch' as const,
    unitPrice: 30,
    total: 30,
  };

  it('shows a cut as length × price per metre and a swatch as its own line, and totals them by the rule', async () => {
    stubApi({ '/api/cart': { items: [mulmul, swatch] } });
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });

    const row = await screen.findByRole('row', { name: /Indigo Mulmul/ });
    expect(within(row).getByText('2.5 m × Rs. 349.50/m')).toBeInTheDocument();
    expect(within(row).getByText('Rs. 873.75')).toBeInTheDocument();
    expect(within(row).getByLabelText('Quantity of Indigo Mulmul')).toHaveTextContent('2.5 m');
    const sample = screen.getByRole('row', { name: /Raw Silk/ });
    expect(within(sample).getByText('Swatch × Rs. 30.00')).toBeInTheDocument();
    expect(within(sample).queryByRole('button', { name: /Increase/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Rs. 903.75');
  });

  it('moves a cut by its step and removes a swatch by its kind', async () => {
    const api = stubApi({ '*': () => ({ items: [mulmul, swatch] }) });
    const calls = () => api.requests.map(described);
    renderWithApp(<CartPage />, { user: shopper, route: '/cart' });
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Indigo Mulmul' }));
    await waitFor(() =>
      expect(calls().some((call) => call.startsWith('PUT') && call.includes('"quantity":2.75'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Raw Silk swatch' }));
    await waitFor(() =>
      expect(calls().some((call) => call.startsWith(`DELETE /api/cart/${swatch.product._id}?kind=swatch`))).toBe(true),
    );
  });
});
