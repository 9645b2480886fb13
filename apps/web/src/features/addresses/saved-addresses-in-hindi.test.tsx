import type { SavedAddress } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { SavedAddressesPage } from './saved-addresses-page';

const HOME: SavedAddress = {
  _id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  name: 'Ghar',
  address: '12 Johari Bazaar',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302003',
  country: 'India',
  phone: '9845012345',
  isDefault: true,
  createdAt: '2026-11-20T10:15:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('the saved addresses in Hindi', () => {
  it('lists saved addresses in Hindi and refuses an address outside India in Hindi', async () => {
    const api = stubApi({ 'GET /api/users/addresses': { addresses: [HOME] } });
    const { container } = renderWithApp(<SavedAddressesPage />, { user: shopper, route: '/addresses', hindi: true });
    expect(screen.getByRole('heading', { level: 1, name: 'सेव किए पते' })).toBeInTheDocument();
    const card = (await screen.findByText('मुख्य पता')).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: 'Ghar बदलें' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ghar हटाएँ' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'नया पता जोड़ें' }));
    expect(screen.getByRole('heading', { name: 'नया पता' })).toBeInTheDocument();
    // The address parts' labels are another screen's words: the PIN and country are found by their names.
    await user.click(container.querySelector('[name="postalCode"]') as HTMLElement);
    await user.paste('012345');
    await user.click(container.querySelector('[name="country"]') as HTMLElement);
    await user.paste('Nepal');
    await user.click(screen.getByRole('button', { name: 'पता सेव करें' }));

    expect(await screen.findByText('शहर भरना ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('PIN कोड 6 अंकों का हो और 0 से शुरू न हो')).toBeInTheDocument();
    expect(screen.getByText('देश में India लिखें: Fabric-Store सिर्फ़ भारत में डिलीवरी करता है')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
