import type { SavedAddress, SavedAddressList, SavedAddressRequest } from '@fabric-store/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const addressKeys = {
  all: ['saved-addresses'] as const,
  ofUser: (userId: string) => [...addressKeys.all, userId] as const,
};

export function savedAddressesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: addressKeys.ofUser(userId),
    queryFn: ({ signal }) => apiRequest<SavedAddressList>('/api/users/addresses', { signal }),
  });
}

/** The shopper's saved addresses, the default first; only shoppers keep them. */
export function useSavedAddresses() {
  const { user } = useSession();
  return useQuery({ ...savedAddressesQueryOptions(user?._id ?? ''), enabled: user?.role === 'customer' });
}

/** Adds an address, or changes the one named by `id`. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id?: string | undefined; address: SavedAddressRequest }) =>
      apiRequest<SavedAddress>(id ? `/api/users/addresses/${encodeURIComponent(id)}` : '/api/users/addresses', {
        method: id ? 'PUT' : 'POST',
        body: address,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/users/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
