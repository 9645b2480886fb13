import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { AddToCartButton } from '../features/catalog/add-to-cart-button';
import { writeStoredUser } from '../lib/session-storage';
import { renderWithApp, shopper } from '../test/render';
import { stubApi } from '../test/stub-api';
import { createI18n } from './create-i18n';
import { HINDI } from './hindi';

const fabric = { _id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', name: 'Indigo Mulmul', price: 320 };

const moreThanStock = () =>
  Response.json({ message: 'Only 2.5 m of Indigo Mulmul left in stock.', code: 'OUT_OF_STOCK' }, { status: 409 });

afterEach(() => vi.unstubAllGlobals());

describe('a refusal of the API on a screen', () => {
  it('reads in Hindi on a Hindi screen, with the fabric and what is left, the words fetched with the refusal', async () => {
    stubApi({ '*': moreThanStock });
    writeStoredUser(shopper);
    // As a Hindi page starts: its first-paint catalogue only, no refusal's words yet.
    render(
      <AppProviders queryClient={new QueryClient()} i18n={createI18n('hi', HINDI)}>
        <MemoryRouter>
          <AddToCartButton fabric={fabric} quantity={5} />
        </MemoryRouter>
      </AppProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    expect(await screen.findByText('Indigo Mulmul स्टॉक में सिर्फ़ 2.5 मीटर बचा है।')).toBeInTheDocument();
  });

  it("reads as the API's English message on an English screen", async () => {
    stubApi({ '*': moreThanStock });
    renderWithApp(<AddToCartButton fabric={fabric} quantity={5} />, { user: shopper });
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2.5 m of Indigo Mulmul left in stock.')).toBeInTheDocument();
  });
});
