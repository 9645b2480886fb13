import type { AdminReview, AdminReviewPage } from '@fabric-store/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, shopper } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ReviewsPage } from './reviews-page';

afterEach(() => vi.unstubAllGlobals());

const operator = { ...shopper, role: 'admin' as const };
const REVIEW_ID = '3f1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f';
const REVIEW: AdminReview = {
  _id: REVIEW_ID,
  rating: 1,
  body: 'Call me for cheaper cloth on 98xxxxxx',
  author: { name: 'Ravi Shopper' },
  verifiedPurchase: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  reply: { body: 'Please keep reviews about the fabric.', createdAt: '2026-11-21T10:00:00.000Z' },
  fabric: { _id: '7a1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', name: 'Indigo Block Print Cotton' },
  vendor: { _id: '8b1c2a4e-8d2b-4c1a-9e3f-1a2b3c4d5e6f', name: 'Bela Weaves' },
  hiddenReason: null,
};
const pageOf = (items: AdminReview[]): AdminReviewPage => ({ items, total: items.length, page: 1, pageSize: 25 });

/** The API as the console sees it: one review, shown until the operator hides it with a reason. */
function stubReviews() {
  let hiddenReason: string | null = null;
  const current = () => ({ ...REVIEW, hiddenReason });
  return stubApi({
    '/api/admin/reviews': ({ query }) => {
      const status = query.get('status');
      const hidden = hiddenReason !== null;
      return pageOf(status === null || (status === 'hidden') === hidden ? [current()] : []);
    },
    'POST /api/admin/reviews/:id/hide': ({ body }) => {
      hiddenReason = (body as { reason: string }).reason;
      return { message: 'Review hidden.' };
    },
  });
}

describe('ReviewsPage', () => {
  it('lists each review with its fabric, vendor, rating, writer and the vendor reply', async () => {
    stubReviews();
    renderWithApp(<ReviewsPage />, { user: operator });
    const row = (await screen.findByText(REVIEW.body)).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Indigo Block Print Cotton' })).toHaveAttribute(
      'href',
      `/product/${REVIEW.fabric._id}`,
    );
    expect(row).toHaveTextContent('Bela Weaves');
    expect(within(row).getByRole('img', { name: 'Rated 1 out of 5' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Ravi Shopper');
    expect(row).toHaveTextContent('Please keep reviews about the fabric.');
    expect(row).toHaveTextContent('Shown');
  });

  it('hides a review only with a reason, sends it, and then lists the review as hidden with it', async () => {
    const { requests } = stubReviews();
    const user = userEvent.setup();
    renderWithApp(<ReviewsPage />, { user: operator });
    const name = "Hide Ravi Shopper's review of Indigo Block Print Cotton";
    await user.click(await screen.findByRole('button', { name }));
    const dialog = screen.getByRole('dialog', { name });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'A phone number, not about the fabric');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Hidden: A phone number, not about the fabric')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/api/admin/reviews/${REVIEW_ID}/hide`,
      body: { reason: 'A phone number, not about the fabric' },
    });
  });

  it('filters shown or hidden reviews, and says so when there are none', async () => {
    const { requests } = stubReviews();
    const user = userEvent.setup();
    renderWithApp(<ReviewsPage />, { user: operator });
    await screen.findByText(REVIEW.body);
    await user.selectOptions(screen.getByLabelText('Show'), 'Hidden by Fabric-Store');
    expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
    expect(requests.at(-1)?.query.get('status')).toBe('hidden');
  });

  it('reads "No reviews yet." before anyone has reviewed a fabric', async () => {
    stubApi({ '/api/admin/reviews': pageOf([]) });
    renderWithApp(<ReviewsPage />, { user: operator });
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });
});
