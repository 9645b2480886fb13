import {
  type CheckoutRequest,
  type CheckoutResponse,
  type CuttingPlan,
  type CuttingPlanRequest,
  IDEMPOTENCY_KEY_HEADER,
} from '@fabric-store/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { cartKeys } from '../cart/api';
import { orderKeys } from '../orders/api';

interface PlaceOrderInput {
  request: CheckoutRequest;
  /** The same key for every retry of one attempt, so the server places the order at most once. */
  idempotencyKey: string;
}

export function placeOrder({ request, idempotencyKey }: PlaceOrderInput): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('/api/checkout', {
    method: 'POST',
    body: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order._id), order);
      // The server empties the cart with the order; the reload is not awaited so the confirmation opens at once.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    // A refusal (a price changed, stock ran out) means the cart on screen is stale: reload it.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const checkoutKeys = {
  cuttingPlan: (request: CuttingPlanRequest) => ['checkout', 'cutting-plan', request] as const,
};

/**
 * What checkout would cut for these lines: the fabrics whose lengths would come from two dye
 * lots, which the shopper is told before paying. Nothing is taken.
 */
export function useCuttingPlan(request: CuttingPlanRequest, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.cuttingPlan(request),
    queryFn: ({ signal }) =>
      apiRequest<CuttingPlan>('/api/checkout/cutting-plan', { method: 'POST', body: request, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
