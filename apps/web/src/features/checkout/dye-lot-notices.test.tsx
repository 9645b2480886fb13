import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartLine, renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DyeLotNotices } from './dye-lot-notices';

afterEach(() => vi.unstubAllGlobals());

const EARLIER_ORDER = '3cc226b1-a5e5-448a-954c-39cc369ed6bf';
const TWO_LOTS =
  'These lengths of Lot Chanderi come from two dye lots (A and B): their shades may differ slightly. You may still place the order.';

function Panel() {
  const [matchOrder, setMatchOrder] = useState('');
  return (
    <DyeLotNotices
      userId={shopper._id}
      items={[cartLine('Lot Chanderi', 350, 4, undefined, 'per_metre')]}
      matchOrder={matchOrder}
      onMatchOrderChange={setMatchOrder}
    />
  );
}

describe('DyeLotNotices', () => {
  it('asks for the cutting plan of the earlier order typed, and tells the shopper of two dye lots before paying', async () => {
    const fetchMock = stubApi({
      '/api/checkout/cutting-plan': ({ body }) => ({
        dyeLotNotices: (body as { matchOrderId?: string }).matchOrderId
          ? [
              {
                fabric_id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
                name: 'Lot Chanderi',
                lots: ['A', 'B'],
                message: TWO_LOTS,
              },
            ]
          : [],
      }),
    });
    renderWithApp(<Panel />, { user: shopper });
    await waitFor(() => expect(fetchMock.requests).toHaveLength(1));
    expect(screen.queryByText(TWO_LOTS)).toBeNull();

    await userEvent.type(screen.getByLabelText('Match my earlier order (optional)'), `#${EARLIER_ORDER}`);
    expect(await screen.findByText(TWO_LOTS)).toBeVisible();
    expect(fetchMock.requests.at(-1)?.body).toMatchObject({
      matchOrderId: EARLIER_ORDER,
      items: [{ quantity: 4 }],
    });
  });

  it('words a notice of three dye lots from its parts, naming each lot', async () => {
    stubApi({
      '/api/checkout/cutting-plan': {
        dyeLotNotices: [
          {
            fabric_id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
            name: 'Lot Chanderi',
            lots: ['A', 'B', 'C'],
            message:
              'These lengths of Lot Chanderi come from 3 dye lots (A and B and C): their shades may differ slightly. You may still place the order.',
          },
        ],
      },
    });
    renderWithApp(<Panel />, { user: shopper, hindi: true });
    expect(
      await screen.findByText(
        'Lot Chanderi की ये लंबाइयाँ 3 डाई लॉट (A, B, और C) से कटेंगी: इनके रंग में हल्का-सा फ़र्क हो सकता है। आप फिर भी ऑर्डर कर सकते हैं।',
      ),
    ).toBeVisible();
  });
});
