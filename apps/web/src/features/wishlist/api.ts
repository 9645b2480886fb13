import type { WishlistChange, WishlistResponse } from '@fabric-store/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  ofUser: (userId: string) => [...wishlistKeys.all, userId] as const,
};

export function wishlistQueryOptions(userId: string) {
  return queryOptions({
    queryKey: wishlistKeys.ofUser(userId),
    queryFn: ({ signal }) => apiRequest<WishlistResponse>('/api/wishlist', { signal }),
  });
}

/** The signed-in shopper's saved fabrics; vendors and the operator have none, so it is not loaded for them. */
export function useWishlist() {
  const { user } = useSession();
  return useQuery({ ...wishlistQueryOptions(user?._id ?? ''), enabled: user?.role === 'customer' });
}

/** Saves or unsaves a fabric, showing the new state at once and the server's answer once it comes. */
export function useToggleSaved() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const key = wishlistKeys.ofUser(user?._id ?? '');
  return useMutation({
    mutationFn: ({ fabricId, save }: { fabricId: string; save: boolean }) =>
      apiRequest<WishlistChange>(`/api/wishlist/${encodeURIComponent(fabricId)}`, { method: save ? 'PUT' : 'DELETE' }),
    onMutate: async ({ fabricId, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WishlistResponse>(key);
      if (before && !save)
        queryClient.setQueryData<WishlistResponse>(key, {
          items: before.items.filter((item) => item.fabric._id !== fabricId),
        });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
