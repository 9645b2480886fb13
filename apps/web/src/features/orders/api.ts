import type {
  Order,
  OrderCancel,
  PaymentSubmission,
  Return,
  ReturnEscalation,
  ReturnRequest,
} from '@fabric-store/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

/** Orders on one page of My Orders. */
export const MY_ORDERS_PAGE_SIZE = 10;

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  page: (page: number) => [...orderKeys.all, 'page', page] as const,
};

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
    // While the operator checks a UPI payment, the page finds out by itself once it is confirmed or rejected.
    refetchInterval: (query) => (query.state.data?.payment.status === 'verifying' ? 30_000 : false),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

export interface OrdersPage {
  orders: Order[];
  total: number;
}

/** One page of the shopper's own orders, newest first, with how many there are in all. */
export function myOrdersQueryOptions(page: number) {
  return queryOptions({
    queryKey: orderKeys.page(page),
    queryFn: async ({ signal }): Promise<OrdersPage> => {
      const { data, headers } = await apiRequestWithHeaders<Order[]>(
        `/api/orders?page=${page}&limit=${MY_ORDERS_PAGE_SIZE}`,
        { signal },
      );
      return { orders: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMyOrders(page: number) {
  return useQuery(myOrdersQueryOptions(page));
}

/** The shopper cancels every part of an order that no seller has shipped yet. */
export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCancel) =>
      apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** The shopper gives the UTR its UPI app showed after paying; the order's payment moves to verifying. */
export function useSubmitPayment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSubmission) =>
      apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(orderId), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** The shopper asks to return lines of one seller's delivered part; the order shows the return at once. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) =>
      apiRequest<Return>(`/api/orders/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The shopper asks the store to look again at a return the seller rejected. */
export function useEscalateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, body }: { returnId: string; body: ReturnEscalation }) =>
      apiRequest<Return>(`/api/returns/${encodeURIComponent(returnId)}/escalate`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Adds one photo to the shopper's open return; the order shows it at once. */
export function useAddReturnPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, file }: { returnId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest<Return>(`/api/returns/${encodeURIComponent(returnId)}/photos`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
