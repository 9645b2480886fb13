import type { Coupon, CouponCreateRequest, CouponUse } from '@fabric-store/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Whose coupons a screen manages: the operator's console, or one vendor's own. */
export type CouponsBase = '/api/admin/coupons' | '/api/vendor/coupons';

export const couponKeys = {
  all: ['coupons'] as const,
  list: (base: CouponsBase) => [...couponKeys.all, base] as const,
  uses: (base: CouponsBase, id: string) => [...couponKeys.all, base, id, 'uses'] as const,
};

export function couponsQueryOptions(base: CouponsBase) {
  return queryOptions({
    queryKey: couponKeys.list(base),
    queryFn: ({ signal }) => apiRequest<Coupon[]>(base, { signal }),
  });
}

export const useCoupons = (base: CouponsBase) => useQuery(couponsQueryOptions(base));

export function couponUsesQueryOptions(base: CouponsBase, id: string) {
  return queryOptions({
    queryKey: couponKeys.uses(base, id),
    queryFn: ({ signal }) => apiRequest<CouponUse[]>(`${base}/${id}/uses`, { signal }),
  });
}

export const useCouponUses = (base: CouponsBase, id: string) => useQuery(couponUsesQueryOptions(base, id));

function useCouponMutation<TVariables>(base: CouponsBase, mutate: (variables: TVariables) => Promise<Coupon>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.list(base) }),
  });
}

export const useCreateCoupon = (base: CouponsBase) =>
  useCouponMutation(base, (coupon: CouponCreateRequest) => apiRequest<Coupon>(base, { method: 'POST', body: coupon }));

export const useDisableCoupon = (base: CouponsBase) =>
  useCouponMutation(base, (id: string) => apiRequest<Coupon>(`${base}/${id}/disable`, { method: 'POST' }));
