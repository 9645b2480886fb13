import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFabric } from '../../test/fabric';
import { renderWithApp, shopper, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { FabricReviews } from './fabric-reviews';

afterEach(() => vi.unstubAllGlobals());

const fabric = testFabric({ vendor: { _id: vendor._id, name: 'Bela Weaves' }, rating: { average: 4.5, count: 2 } });

const review = (rating: number, body: string, reply?: string) => ({
  _id: crypto.randomUUID(),
  rating,
  body,
  author: { name: 'Asha' },
  verifiedPurchase: true,
  // 02:30 on 20 November in India: still the 19th in UTC.
  createdAt: '2026-11-19T21:00:00.000Z',
  updatedAt: '2026-11-19T21:00:00.000Z',
  ...(reply ? { reply: { body: reply, createdAt: '2026-11-21T10:00:00.000Z' } } : {}),
});

describe('the reviews in Hindi', () => {
  it('shows the counts, dates, reply and the form in Hindi, the form checking the review in Hindi', async () => {
    stubApi({
      'GET /api/fabrics/:id/reviews': {
        average: 4.5,
        count: 2,
        distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
        page: 1,
        pages: 2,
        reviews: [review(5, 'बहुत बढ़िया कपड़ा।', 'शुक्रिया!'), review(4, 'Crisp and cool.')],
      },
      'GET /api/fabrics/:id/reviews/mine': { review: null, mayReview: true },
    });
    renderWithApp(<FabricReviews fabric={fabric} />, { user: shopper, hindi: true });

    expect(await screen.findByRole('heading', { name: 'समीक्षाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('बहुत बढ़िया कपड़ा।')).toBeInTheDocument();
    expect(screen.getAllByText('पक्की ख़रीद')).toHaveLength(2);
    expect(screen.getAllByText('20 नव॰ 2026')).toHaveLength(2);
    expect(screen.getByText('Bela Weaves का जवाब')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 में से 5 स्टार' })).toBeInTheDocument();
    expect(screen.getByText('1 स्टार')).toBeInTheDocument();
    const sort = screen.getByRole('combobox', { name: 'समीक्षाओं का क्रम' });
    expect(within(sort).getByRole('option', { name: 'सबसे ज़्यादा स्टार वाली' })).toHaveValue('highest');
    expect(screen.getByText('पेज 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगला' })).toBeEnabled();

    expect(await screen.findByRole('heading', { name: 'इस कपड़े की समीक्षा लिखें' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'समीक्षा पोस्ट करें' }));
    expect(await screen.findByText('1 से 5 स्टार में से चुनें।')).toBeInTheDocument();
    expect(screen.getByText('समीक्षा में कुछ लिखें')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 स्टार' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'आपकी समीक्षा' })).toBeInTheDocument();
  });
});
