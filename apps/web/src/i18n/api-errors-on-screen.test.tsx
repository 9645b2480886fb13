import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton } from '../features/catalog/add-to-cart-button';
import { renderWithApp, shopper } from '../test/render';
import { stubApi } from '../test/stub-api';

const fabric = { _id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', name: 'Indigo Mulmul', price: 320 };

const moreThanStock = () =>
  Response.json({ message: 'Only 2.5 m of Indigo Mulmul left in stock.', code: 'OUT_OF_STOCK' }, { status: 409 });

afterEach(() => vi.unstubAllGlobals());

describe('a refusal of the API on a screen', () => {
  it('reads in Hindi on a Hindi screen, with the fabric and what is left', async () => {
    stubApi({ '*': moreThanStock });
    renderWithApp(<AddToCartButton fabric={fabric} quantity={5} />, { user: shopper, hindi: true });
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
