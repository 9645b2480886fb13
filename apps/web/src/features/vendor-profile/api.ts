import type { VendorTaxProfile, VendorTaxProfileRequest } from '@fabric-store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

const profileKey = (vendorId: string) => ['vendor', vendorId, 'tax-profile'] as const;

/** The signed-in vendor's tax profile, its bank account masked, with what a complete one still needs. */
export function useVendorProfile() {
  const { user } = useSession();
  const vendorId = user?.role === 'vendor' ? user._id : '';
  return useQuery({
    queryKey: profileKey(vendorId),
    queryFn: ({ signal }) => apiRequest<VendorTaxProfile>('/api/vendor/profile', { signal }),
    enabled: vendorId !== '',
  });
}

/** Saves the whole profile; the answer (the account number in full, this once) replaces the cached one. */
export function useSaveVendorProfile() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: VendorTaxProfileRequest) =>
      apiRequest<VendorTaxProfile>('/api/vendor/profile', { method: 'PUT', body: profile }),
    onSuccess: (saved) => queryClient.setQueryData(profileKey(user?._id ?? ''), saved),
  });
}
