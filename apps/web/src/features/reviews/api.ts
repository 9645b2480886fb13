import type { OwnReview, Review, ReviewList, ReviewRequest, ReviewSort } from '@fabric-store/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const reviewKeys = {
  all: ['reviews'] as const,
  ofFabric: (fabricId: string) => [...reviewKeys.all, fabricId] as const,
  list: (fabricId: string, sort: ReviewSort, page: number) => [...reviewKeys.ofFabric(fabricId), sort, page] as const,
  own: (fabricId: string, userId: string) => [...reviewKeys.ofFabric(fabricId), 'own', userId] as const,
};

/** A page of a fabric's reviews; `read` lets the server entry answer it in-process. */
export function reviewsQueryOptions(
  fabricId: string,
  sort: ReviewSort = 'newest',
  page = 1,
  read: (signal?: AbortSignal) => Promise<ReviewList> = (signal) =>
    apiRequest<ReviewList>(
      `/api/fabrics/${encodeURIComponent(fabricId)}/reviews?sort=${sort}&page=${page}`,
      signal ? { signal } : {},
    ),
) {
  return queryOptions({ queryKey: reviewKeys.list(fabricId, sort, page), queryFn: ({ signal }) => read(signal) });
}

export function useReviews(fabricId: string, sort: ReviewSort, page: number) {
  return useQuery({ ...reviewsQueryOptions(fabricId, sort, page), placeholderData: keepPreviousData });
}

/** The shopper's own review of the fabric and whether it may write one; only shoppers have one. */
export function useOwnReview(fabricId: string) {
  const { user } = useSession();
  return useQuery({
    queryKey: reviewKeys.own(fabricId, user?._id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<OwnReview>(`/api/fabrics/${encodeURIComponent(fabricId)}/reviews/mine`, { signal }),
    enabled: user?.role === 'customer',
  });
}

/** Writes the shopper's review, or edits it when it has one; the fabric's rating changes with it. */
export function useSaveReview(fabricId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, review }: { reviewId?: string | undefined; review: ReviewRequest }) =>
      apiRequest<Review>(
        `/api/fabrics/${encodeURIComponent(fabricId)}/reviews${reviewId ? `/${encodeURIComponent(reviewId)}` : ''}`,
        { method: reviewId ? 'PUT' : 'POST', body: review },
      ),
    // The fabric's rating shows on its page, on its cards and in the wishlist, each under another
    // feature's keys: every query is refreshed rather than one of them forgotten.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The fabric's vendor answers a review, once. */
export function useReplyToReview(fabricId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: string }) =>
      apiRequest<Review>(`/api/fabrics/${encodeURIComponent(fabricId)}/reviews/${encodeURIComponent(reviewId)}/reply`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.ofFabric(fabricId) }),
  });
}
