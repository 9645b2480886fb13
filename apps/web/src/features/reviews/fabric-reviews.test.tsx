import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFabric } from '../../test/fabric';
import { renderWithApp, shopper, vendor } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { FabricReviews } from './fabric-reviews';

afterEach(() => vi.unstubAllGlobals());

const fabric = testFabric({ vendor: { _id: vendor._id, name: 'Bela Weaves' }, rating: { average: 4, count: 1 } });

const review = {
  _id: '3c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  rating: 4,
  body: 'Crisp and cool.',
  author: { name: 'Asha' },
  verifiedPurchase: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const list = {
  average: 4,
  count: 1,
  distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
  page: 1,
  pages: 1,
  reviews: [review],
};

describe('FabricReviews', () => {
  it('shows the distribution and the reviews, and the form to a shopper who received the fabric', async () => {
    const fetchMock = stubApi({
      'GET /api/fabrics/:id/reviews': list,
      'GET /api/fabrics/:id/reviews/mine': { review: null, mayReview: true },
      'POST /api/fabrics/:id/reviews': () => Response.json(review, { status: 201 }),
    });
    renderWithApp(<FabricReviews fabric={fabric} />, { user: shopper });
    expect(await screen.findByText('Crisp and cool.')).toBeInTheDocument();
    expect(screen.getByText('Verified purchase')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'Lovely.');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeInTheDocument();
    expect(fetchMock.requests.find((request) => request.method === 'POST')?.body).toEqual({
      rating: 5,
      body: 'Lovely.',
    });
    expect(screen.queryByRole('textbox', { name: /Reply to/ })).not.toBeInTheDocument();
  });

  it("offers the fabric's vendor a reply, and no review form", async () => {
    stubApi({ 'GET /api/fabrics/:id/reviews': list });
    renderWithApp(<FabricReviews fabric={fabric} />, { user: vendor });
    expect(await screen.findByRole('textbox', { name: 'Reply to Asha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post review' })).not.toBeInTheDocument();
  });
});

describe('review dates', () => {
  it('shows a review posted at 02:30 on 29 November in India as 29 November, not the UTC day before', async () => {
    const lateNight = { ...review, createdAt: '2026-11-28T21:00:00.000Z', updatedAt: '2026-11-28T21:00:00.000Z' };
    stubApi({ 'GET /api/fabrics/:id/reviews': { ...list, reviews: [lateNight] } });
    renderWithApp(<FabricReviews fabric={fabric} />);
    expect(await screen.findByText('29 Nov 2026')).toBeInTheDocument();
    expect(screen.queryByText('28 Nov 2026')).not.toBeInTheDocument();
  });
});
