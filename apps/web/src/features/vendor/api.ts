import type {
  CategoryList,
  Fabric,
  FabricCreateRequest,
  FabricUpdateRequest,
  PartStatus,
  PartStatusChange,
  Return,
  VendorDashboard,
  VendorOrder,
  VendorOrderCounts,
  VendorReturnMove,
  VendorReturnPage,
  VendorStanding,
} from '@fabric-store/shared';
import { nextReturnStatuses, RETURN_STATUSES } from '@fabric-store/shared/return-rules';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

interface MessageResponse {
  message: string;
}

/**
 * Every vendor query sits under `all`, then the vendor's id, so one invalidation refreshes the vendor's
 * screens and a different vendor on the same tab never sees a cached list.
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  ofVendor: (vendorId: string) => [...vendorKeys.all, vendorId] as const,
  fabrics: (vendorId: string) => [...vendorKeys.ofVendor(vendorId), 'fabrics'] as const,
  fabric: (vendorId: string, fabricId: string) => [...vendorKeys.fabrics(vendorId), fabricId] as const,
  orders: (vendorId: string, status: PartStatus | 'all') =>
    [...vendorKeys.ofVendor(vendorId), 'orders', status] as const,
  orderCounts: (vendorId: string) => [...vendorKeys.ofVendor(vendorId), 'order-counts'] as const,
  standing: (vendorId: string) => [...vendorKeys.ofVendor(vendorId), 'standing'] as const,
  dashboard: (vendorId: string) => [...vendorKeys.ofVendor(vendorId), 'dashboard'] as const,
  returns: (vendorId: string, page: number) => [...vendorKeys.ofVendor(vendorId), 'returns', page] as const,
  returnsInStatus: (vendorId: string, status: string) =>
    [...vendorKeys.ofVendor(vendorId), 'returns-in-status', status] as const,
};

/**
 * True when a fabric lookup failed because there is no such fabric for this vendor: the API answers 404
 * for a missing fabric and for another vendor's, and 400 for an id that cannot exist (not a UUID).
 */
export function isMissingFabric(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The signed-in vendor's id, or undefined for anyone else: vendor data is only fetched for vendors. */
function useVendorId(): string | undefined {
  const { user } = useSession();
  return user?.role === 'vendor' ? user._id : undefined;
}

/** The vendor's own fabrics. */
export function vendorFabricsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.fabrics(vendorId),
    queryFn: ({ signal }) => apiRequest<Fabric[]>('/api/fabrics/vendor/fabrics', { signal }),
  });
}

/** One of the vendor's fabrics; another vendor's answers 404. */
export function vendorFabricQueryOptions(vendorId: string, fabricId: string) {
  return queryOptions({
    queryKey: vendorKeys.fabric(vendorId, fabricId),
    queryFn: ({ signal }) =>
      apiRequest<Fabric>(`/api/fabrics/vendor/fabrics/${encodeURIComponent(fabricId)}`, { signal }),
  });
}

/** Orders holding the vendor's fabrics (of one status, or all), newest first, with only the vendor's lines. */
export function vendorOrdersQueryOptions(vendorId: string, status?: PartStatus) {
  return queryOptions({
    queryKey: vendorKeys.orders(vendorId, status ?? 'all'),
    queryFn: ({ signal }) =>
      apiRequest<VendorOrder[]>(`/api/orders/vendor/orders${status ? `?status=${status}` : ''}`, { signal }),
  });
}

/** How many of the vendor's orders are in each status: the counts on the order tabs. */
export function vendorOrderCountsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.orderCounts(vendorId),
    queryFn: ({ signal }) => apiRequest<VendorOrderCounts>('/api/orders/vendor/orders/counts', { signal }),
  });
}

/** The vendor's sales figures, revenue per day, best sellers and low stock. */
export function vendorDashboardQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.dashboard(vendorId),
    queryFn: ({ signal }) => apiRequest<VendorDashboard>('/api/vendor/dashboard', { signal }),
  });
}

/** A page of the vendor's returns, newest first, each with the moves the vendor may make, and how many there are. */
export function vendorReturnsQueryOptions(vendorId: string, page: number) {
  return queryOptions({
    queryKey: vendorKeys.returns(vendorId, page),
    queryFn: ({ signal }) => apiRequest<VendorReturnPage>(`/api/orders/vendor/returns?page=${page}`, { signal }),
  });
}

export function useVendorReturns(page: number) {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorReturnsQueryOptions(vendorId, page), enabled: vendorId !== '' });
}

/** The statuses in which a return waits for its vendor: to approve or reject, to receive, to refund. */
const RETURN_STATUSES_ON_VENDOR = RETURN_STATUSES.filter((status) => nextReturnStatuses(status, 'vendor').length > 0);

/**
 * How many of the vendor's returns wait for its move, from the Returns list's own totals per status;
 * undefined until every status has answered.
 */
export function useVendorReturnsToHandle(): number | undefined {
  const vendorId = useVendorId() ?? '';
  return useQueries({
    queries: RETURN_STATUSES_ON_VENDOR.map((status) => ({
      queryKey: vendorKeys.returnsInStatus(vendorId, status),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<VendorReturnPage>(`/api/orders/vendor/returns?status=${status}&page=1`, { signal }),
      enabled: vendorId !== '',
    })),
    combine: (results) =>
      results.every((result) => result.data)
        ? results.reduce((sum, result) => sum + (result.data?.total ?? 0), 0)
        : undefined,
  });
}

/** Approves, rejects, receives (and restocks) or refunds one of the vendor's returns. */
export function useMoveReturn() {
  const invalidate = useInvalidateVendorQueries();
  return useMutation({
    mutationFn: ({ returnId, move }: { returnId: string; move: VendorReturnMove }) =>
      apiRequest<Return>(`/api/orders/vendor/returns/${encodeURIComponent(returnId)}`, { method: 'PATCH', body: move }),
    onSuccess: invalidate,
  });
}

/** The signed-in vendor's own fabrics. */
/** The categories a fabric may be listed under, which the add form offers. */
export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiRequest<CategoryList>('/api/categories', { signal }),
  });
}

export function useVendorFabrics() {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorFabricsQueryOptions(vendorId), enabled: vendorId !== '' });
}

/** One of the signed-in vendor's fabrics. */
export function useVendorFabric(fabricId: string) {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorFabricQueryOptions(vendorId, fabricId), enabled: vendorId !== '' && fabricId !== '' });
}

export function useVendorOrders(status?: PartStatus) {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorOrdersQueryOptions(vendorId, status), enabled: vendorId !== '' });
}

/** The vendor's part of one order, for its packing slip. */
export function useVendorOrder(orderId: string) {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: [...vendorKeys.orders(vendorId, 'all'), orderId],
    queryFn: async ({ signal }) => {
      const [order] = await apiRequest<VendorOrder[]>(
        `/api/orders/vendor/orders?orderId=${encodeURIComponent(orderId)}`,
        { signal },
      );
      return order ?? null;
    },
    enabled: vendorId !== '' && orderId !== '',
  });
}

export function useVendorOrderCounts() {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorOrderCountsQueryOptions(vendorId), enabled: vendorId !== '' });
}

export function useVendorDashboard() {
  const vendorId = useVendorId() ?? '';
  return useQuery({ ...vendorDashboardQueryOptions(vendorId), enabled: vendorId !== '' });
}

/** Moves the vendor's part of an order one step (accept, ship, deliver or cancel). */
export function useChangeOrderStatus() {
  const invalidate = useInvalidateVendorQueries();
  return useMutation({
    mutationFn: ({ orderId, change }: { orderId: string; change: PartStatusChange }) =>
      apiRequest<VendorOrder>(`/api/orders/vendor/orders/${encodeURIComponent(orderId)}/status`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: invalidate,
  });
}

/** Invalidates every vendor query of the signed-in vendor after a change. */
export function useInvalidateVendorQueries() {
  const queryClient = useQueryClient();
  const vendorId = useVendorId() ?? '';
  return () => queryClient.invalidateQueries({ queryKey: vendorKeys.ofVendor(vendorId) });
}

/** Lists a new fabric for the signed-in vendor. */
export function useAddFabric() {
  const invalidate = useInvalidateVendorQueries();
  return useMutation({
    mutationFn: (fabric: FabricCreateRequest) => apiRequest<Fabric>('/api/fabrics', { method: 'POST', body: fabric }),
    onSuccess: invalidate,
  });
}

/** Saves changes to one of the vendor's fabrics. */
export function useUpdateFabric(fabricId: string) {
  const queryClient = useQueryClient();
  const vendorId = useVendorId() ?? '';
  return useMutation({
    mutationFn: (changes: FabricUpdateRequest) =>
      apiRequest<Fabric>(`/api/fabrics/${encodeURIComponent(fabricId)}`, { method: 'PUT', body: changes }),
    onSuccess: (fabric) => {
      // The detail screen opened next shows the saved values at once instead of the old ones.
      queryClient.setQueryData(vendorKeys.fabric(vendorId, fabricId), fabric);
      return queryClient.invalidateQueries({ queryKey: vendorKeys.ofVendor(vendorId) });
    },
  });
}

/** Removes one of the vendor's fabrics from the store. */
export function useDeleteFabric() {
  const queryClient = useQueryClient();
  const vendorId = useVendorId() ?? '';
  return useMutation({
    mutationFn: (fabricId: string) =>
      apiRequest<MessageResponse>(`/api/fabrics/${encodeURIComponent(fabricId)}`, { method: 'DELETE' }),
    onSuccess: (_response, fabricId) =>
      queryClient.invalidateQueries({
        queryKey: vendorKeys.ofVendor(vendorId),
        // Refetching the deleted fabric itself would only flash 'Product not found.' while the screen leaves.
        predicate: (query) => query.queryKey[3] !== fabricId,
      }),
  });
}

/** Removes an order from this vendor's list only; the shopper and other vendors keep it. */
export function useDeleteVendorOrder() {
  const invalidate = useInvalidateVendorQueries();
  return useMutation({
    mutationFn: (orderId: string) =>
      apiRequest<MessageResponse>(`/api/orders/vendor/orders/${encodeURIComponent(orderId)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The vendor's standing with the operator (active, pending, suspended or rejected) and the reason given. */
export function useVendorStanding() {
  const vendorId = useVendorId();
  return useQuery({
    queryKey: vendorKeys.standing(vendorId ?? ''),
    queryFn: ({ signal }) => apiRequest<VendorStanding>('/api/vendor/standing', { signal }),
    enabled: vendorId !== undefined,
  });
}
