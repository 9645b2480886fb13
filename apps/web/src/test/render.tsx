import type { CartItem, SessionUser } from '@fabric-store/shared';
import { lineTotalPaise } from '@fabric-store/shared/lengths';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { writeStoredUser } from '../lib/session-storage';
import { createI18nWithEveryCatalogue } from './every-catalogue';

export const shopper: SessionUser = {
  _id: '6f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 Loom Street, Pune, Maharashtra 411001, India',
  shippingAddress: {
    address: '12 Loom Street',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
  },
  role: 'customer',
  token: 'test-token',
};

export const vendor: SessionUser = { ...shopper, _id: '7a1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', role: 'vendor' };

/**
 * Renders inside the app's providers and a memory router, signed in as `user` when given, in English
 * or, with `hindi`, in Hindi as the page server renders `?lang=hi`.
 */
export function renderWithApp(
  ui: ReactElement,
  { user, route = '/', hindi = false }: { user?: SessionUser; route?: string; hindi?: boolean } = {},
) {
  if (user) writeStoredUser(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient} i18n={createI18nWithEveryCatalogue(hindi ? 'hi' : 'en')}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** A cart line as the API sends it; a piece fabric unless `unit` says otherwise, so quantities are the spec's. */
export function cartLine(
  name: string,
  price: number,
  quantity: number,
  id = crypto.randomUUID(),
  unit: 'per_metre' | 'per_piece' = 'per_piece',
): CartItem {
  const metre = unit === 'per_metre';
  return {
    product: {
      _id: id,
      name,
      price,
      image: '',
      stock: 100,
      available: true,
      unit,
      minCut: metre ? 0.5 : null,
      step: metre ? 0.1 : null,
      longestPiece: metre ? 100 : null,
      swatchOffered: false,
      colourFamily: null,
    },
    quantity,
    kind: 'length',
    unitPrice: price,
    total: lineTotalPaise(Math.round(price * 100), Math.round(quantity * 100)) / 100,
  };
}
