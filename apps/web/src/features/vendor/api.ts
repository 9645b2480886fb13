import type {
  Fabric,
  FabricCreateRequest,
  FabricUpdateRequest,
  PartStatus,
  PartStatusChange,
  VendorDashboard,
  VendorOrder,
  VendorOrderCounts,
} from '@fabric-store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

interface MessageResponse {
  message: string;
}

/** Every vendor query sits under this prefix, so one invalidation refreshes the vendor's screens. */
const VENDOR_QUERY_ROOT = 'vendor';

/** Keys carry the vendor's id so that a different vendor on the same tab never sees a cached list. */
const vendorQueryKeys = {
  all: (vendorId: string) => [VENDOR_QUERY_ROOT, vendorId] as const,
  fabrics: (vendorId: string) => [VENDOR_QUERY_ROOT, vendorId, 'fabrics'] as const,
  fabric: (vendorId: string, fabricId: string) => [VENDOR_QUERY_ROOT, vendorId, 'fabrics', fabricId] as const,
  orders: (vendorId: string, status: PartStatus | 'all') => [VENDOR_QUERY_ROOT, vendorId, 'orders', status] as const,
  orderCounts: (vendorId: string) => [VENDOR_QUERY_ROOT, vendorId, 'order-counts'] as const,
  dashboard: (vendorId: string) => [VENDOR_QUERY_ROOT, vendorId, 'dashboard'] as const,
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

function listVendorFabrics(signal?: AbortSignal): Promise<Fabric[]> {
  return apiRequest<Fabric[]>('/api/fabrics/vendor/fabrics', { signal });
}

function getVendorFabric(fabricId: string, signal?: AbortSignal): Promise<Fabric> {
  return apiRequest<Fabric>(`/api/fabrics/vendor/fabrics/${encodeURIComponent(fabricId)}`, { signal });
}

function listVendorOrders(status: PartStatus | undefined, signal?: AbortSignal): Promise<VendorOrder[]> {
  return apiRequest<VendorOrder[]>(`/api/orders/vendor/orders${status ? `?status=${status}` : ''}`, { signal });
}

/** The signed-in vendor's own fabrics. */
export function useVendorFabrics() {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: vendorQueryKeys.fabrics(vendorId),
    queryFn: ({ signal }) => listVendorFabrics(signal),
    enabled: vendorId !== '',
  });
}

/** One of the signed-in vendor's fabrics; another vendor's answers 404. */
export function useVendorFabric(fabricId: string) {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: vendorQueryKeys.fabric(vendorId, fabricId),
    queryFn: ({ signal }) => getVendorFabric(fabricId, signal),
    enabled: vendorId !== '' && fabricId !== '',
  });
}

/** Orders holding the vendor's fabrics (of one status, or all), newest first, with only the vendor's lines. */
export function useVendorOrders(status?: PartStatus) {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: vendorQueryKeys.orders(vendorId, status ?? 'all'),
    queryFn: ({ signal }) => listVendorOrders(status, signal),
    enabled: vendorId !== '',
  });
}

/** How many of the vendor's orders are in each status: the counts on the order tabs. */
export function useVendorOrderCounts() {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: vendorQueryKeys.orderCounts(vendorId),
    queryFn: ({ signal }) => apiRequest<VendorOrderCounts>('/api/orders/vendor/orders/counts', { signal }),
    enabled: vendorId !== '',
  });
}

/** The vendor's sales figures, revenue per day, best sellers and low stock. */
export function useVendorDashboard() {
  const vendorId = useVendorId() ?? '';
  return useQuery({
    queryKey: vendorQueryKeys.dashboard(vendorId),
    queryFn: ({ signal }) => apiRequest<VendorDashboard>('/api/vendor/dashboard', { signal }),
    enabled: vendorId !== '',
  });
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
  return () => queryClient.invalidateQueries({ queryKey: vendorQueryKeys.all(vendorId) });
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
      queryClient.setQueryData(vendorQueryKeys.fabric(vendorId, fabricId), fabric);
      return queryClient.invalidateQueries({ queryKey: vendorQueryKeys.all(vendorId) });
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
        queryKey: vendorQueryKeys.all(vendorId),
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
