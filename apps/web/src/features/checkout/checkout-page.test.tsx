import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { CheckoutPage } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const order = {
  _id: '0d6c1f4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f',
  userId: shopper._id,
  items: [],
  totalPrice: 640,
  paymentMethod: 'upi',
  shippingAddress: { address: 'a', city: 'b', state: 'c', postalCode: 'd', country: 'e' },
  orderDate: '2026-11-21T10:00:00.000Z',
  status: 'placed',
  message: 'Order placed',
};

const savedAddress = (name: string, city: string, isDefault: boolean) => ({
  _id: crypto.randomUUID(),
  name,
  address: `1 ${name} Lane`,
  city,
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '',
  isDefault,
  createdAt: '2026-11-20T10:00:00.000Z',
});

/** The shopper's saved addresses for the next render: none unless a test sets some. */
let savedAddresses: ReturnType<typeof savedAddress>[] = [];
afterEach(() => {
  savedAddresses = [];
});

/** The cart answers normally; checkout answers with the queued responses in turn. */
function stubCheckout(...checkoutResponses: (() => Response)[]) {
  const keys: string[] = [];
  const bodies: unknown[] = [];
  stubApi({
    '/api/checkout': ({ headers, body }) => {
      keys.push(headers.get('idempotency-key') ?? '');
      bodies.push(body);
      const next = checkoutResponses.shift();
      if (!next) throw new Error('unexpected checkout call');
      return next();
    },
    '/api/cart': { items: [cartLine('Indigo Mulmul', 320, 2, '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d')] },
    '/api/users/addresses': () => ({ addresses: savedAddresses }),
    '*': {},
  });
  return { keys, bodies };
}

async function fillAndPlace() {
  const parts: [string, string][] = [
    ['Address', '12 Loom Street'],
    ['City', 'Jaipur'],
    ['State', 'Rajasthan'],
    ['Postal Code', '302001'],
    ['Country', 'India'],
  ];
  for (const [label, value] of parts) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), value);
  }
  await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'upi');
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
}

function renderCheckout() {
  renderWithApp(
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/order-confirmation/:orderId" element={<p>confirmation page</p>} />
    </Routes>,
    { user: shopper, route: '/checkout' },
  );
}

describe('CheckoutPage', () => {
  it('sends the cart lines, total and address, then opens the confirmation', async () => {
    const { keys, bodies } = stubCheckout(() => Response.json(order, { status: 201 }));
    renderCheckout();
    await screen.findByLabelText('City');
    await fillAndPlace();
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      userId: shopper._id,
      items: [{ fabric_id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', quantity: 2, unit: 'per_piece', price: 320 }],
      totalPrice: 640,
      paymentMethod: 'upi',
      shippingAddress: { address: '12 Loom Street', city: 'Jaipur', country: 'India' },
    });
  });

  it('pre-fills exactly the profile address parts and ships to them unchanged', async () => {
    const { bodies } = stubCheckout(() => Response.json(order, { status: 201 }));
    renderCheckout();
    expect(await screen.findByLabelText('Address')).toHaveValue('12 Loom Street');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra');
    expect(screen.getByLabelText('Postal Code')).toHaveValue('411001');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'upi');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ shippingAddress: shopper.shippingAddress });
  });

  it('retries a failed attempt with the same Idempotency-Key, and shows the fallback message', async () => {
    const { keys } = stubCheckout(
      () => new Response('{}', { status: 503 }),
      () => Response.json(order, { status: 201 }),
    );
    renderCheckout();
    await screen.findByLabelText('City');
    await fillAndPlace();
    expect(await screen.findByText('There was an error processing your order.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows the server reason for a refusal and starts a new attempt afterwards', async () => {
    const { keys } = stubCheckout(
      () => Response.json({ message: 'The price of Indigo Mulmul has changed.' }, { status: 409 }),
      () => Response.json(order, { status: 201 }),
    );
    renderCheckout();
    await screen.findByLabelText('City');
    await fillAndPlace();
    expect(await screen.findByText('The price of Indigo Mulmul has changed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('pre-fills the default saved address, and fills in another one when chosen', async () => {
    savedAddresses = [savedAddress('Home', 'Mysuru', true), savedAddress('Studio', 'Hubballi', false)];
    const { bodies } = stubCheckout(() => Response.json(order, { status: 201 }));
    renderCheckout();
    expect(await screen.findByLabelText('City')).toHaveValue('Mysuru');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Home Lane');
    await userEvent.selectOptions(
      screen.getByLabelText('Saved addresses'),
      'Studio: 1 Studio Lane, Hubballi, Karnataka 560001, India',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Hubballi');
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'upi');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('confirmation page')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ shippingAddress: { address: '1 Studio Lane', city: 'Hubballi' } });
  });
});
