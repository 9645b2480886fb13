import type { AddToCartRequest, Cart, Fabric, LineKind, Remnant, UpdateCartItemRequest } from '@fabric-store/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const USER_ID_REQUIRED = 'User ID is required';

export const cartKeys = {
  all: ['cart'] as const,
  ofUser: (userId: string) => [...cartKeys.all, userId] as const,
};

export function cartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.ofUser(userId),
    queryFn: ({ signal }) => apiRequest<Cart>(`/api/cart?userId=${encodeURIComponent(userId)}`, { signal }),
  });
}

/** The signed-in shopper's cart. Vendors have no cart (the API answers 403), so it is never loaded for them. */
export function useCart() {
  const { user } = useSession();
  const userId = user?._id ?? '';
  return useQuery({ ...cartQueryOptions(userId), enabled: user?.role === 'customer' });
}

/** Every cart change is followed by a reload of the cart, as the spec asks. */
function useCartMutation<TVariables, TData = unknown>(
  mutate: (userId: string, variables: TVariables) => Promise<TData>,
) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => {
      if (!user) return Promise.reject<TData>(new Error(USER_ID_REQUIRED));
      return mutate(user._id, variables);
    },
    // A load of the cart still on its way may have been read before this change (the first one,
    // set off as a rendered page is taken over, races a press kept from before), and invalidating a
    // query with no data yet joins that load instead of starting another: it is cancelled first.
    onSettled: async () => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

export function useAddToCart() {
  return useCartMutation((userId, { fabric, quantity }: { fabric: Pick<Fabric, '_id' | 'price'>; quantity: number }) =>
    apiRequest<Cart>('/api/cart', {
      method: 'POST',
      body: { userId, items: [{ fabric_id: fabric._id, price: fabric.price, quantity }] } satisfies AddToCartRequest,
    }),
  );
}

/** One swatch of a fabric, at the swatch price the shopper was shown. */
export function useAddSwatch() {
  return useCartMutation((userId, fabric: Pick<Fabric, '_id' | 'swatchPrice'>) =>
    apiRequest<Cart>('/api/cart', {
      method: 'POST',
      body: {
        userId,
        items: [{ fabric_id: fabric._id, price: fabric.swatchPrice, kind: 'swatch' }],
      } satisfies AddToCartRequest,
    }),
  );
}

/** A remnant: the whole roll, at the remnant price the shopper was shown. */
export function useAddRemnant() {
  return useCartMutation((userId, { fabric, remnant }: { fabric: Pick<Fabric, '_id'>; remnant: Remnant }) =>
    apiRequest<Cart>('/api/cart', {
      method: 'POST',
      body: {
        userId,
        items: [
          {
            fabric_id: fabric._id,
            kind: 'remnant',
            roll_id: remnant._id,
            quantity: remnant.length,
            price: remnant.price,
          },
        ],
      } satisfies AddToCartRequest,
    }),
  );
}

/** Sets a line's quantity; 0 removes the line. */
export function useUpdateCartQuantity() {
  return useCartMutation((userId, { fabricId, quantity }: { fabricId: string; quantity: number }) =>
    apiRequest<Cart>(`/api/cart/${encodeURIComponent(fabricId)}`, {
      method: 'PUT',
      body: { userId, fabricId, quantity } satisfies UpdateCartItemRequest,
    }),
  );
}

/** Removes a fabric's length line, or its swatch or remnant line. */
export function useRemoveFromCart() {
  return useCartMutation((userId, { fabricId, kind }: { fabricId: string; kind: LineKind }) =>
    apiRequest<unknown>(`/api/cart/${encodeURIComponent(fabricId)}${kind === 'length' ? '' : `?kind=${kind}`}`, {
      method: 'DELETE',
      body: { userId },
    }),
  );
}

export function useClearCart() {
  return useCartMutation((userId, _: undefined) =>
    apiRequest<unknown>('/api/cart/clear', { method: 'DELETE', body: { userId } }),
  );
}

/** Applies a coupon code to the cart; a refusal's message says why. */
export function useApplyCoupon() {
  return useCartMutation((_userId, code: string) =>
    apiRequest<Cart & { message: string }>('/api/cart/coupon', { method: 'POST', body: { code } }),
  );
}

export function useRemoveCoupon() {
  return useCartMutation((_userId, _: undefined) =>
    apiRequest<Cart & { message: string }>('/api/cart/coupon', { method: 'DELETE' }),
  );
}
