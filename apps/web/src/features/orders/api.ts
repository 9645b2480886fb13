import type { Order } from '@fabric-store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
