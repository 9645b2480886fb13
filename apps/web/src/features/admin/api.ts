import type {
  AdminAuditPage,
  AdminFabricPage,
  AdminOrder,
  AdminOrderPage,
  AdminOverview,
  AdminReturnPage,
  AdminSettings,
  AdminSettingsUpdate,
  AdminUserPage,
  AdminVendorPage,
  Return,
  ReturnDecision,
  VendorAction,
} from '@fabric-store/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

interface MessageResponse {
  message: string;
}

/** Every console query sits under `admin`, so an operator's action refreshes every list it may change. */
const adminKeys = { all: ['admin'] as const };

/** A console list's query string: only the parameters given. */
const searchOf = (params: Record<string, string | number | undefined>) => {
  const given = Object.entries(params).filter(([, value]) => value !== undefined && value !== '');
  return given.length > 0 ? `?${new URLSearchParams(given.map(([key, value]) => [key, String(value)]))}` : '';
};

function consoleQuery<T>(path: string, params: Record<string, string | number | undefined> = {}) {
  const url = `/api/admin/${path}${searchOf(params)}`;
  return queryOptions({
    queryKey: [...adminKeys.all, url],
    queryFn: ({ signal }) => apiRequest<T>(url, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useOverview = () => useQuery(consoleQuery<AdminOverview>('overview'));
export const useSettings = () => useQuery(consoleQuery<AdminSettings>('settings'));
export const useVendors = (params: { status?: string; q?: string; page: number }) =>
  useQuery(consoleQuery<AdminVendorPage>('vendors', params));
export const useListings = (params: { status?: string; q?: string; page: number }) =>
  useQuery(consoleQuery<AdminFabricPage>('fabrics', params));
export const useOrderSearch = (params: { status?: string; q?: string; page: number }) =>
  useQuery(consoleQuery<AdminOrderPage>('orders', params));
export const useOperatorOrder = (orderId: string) =>
  useQuery(consoleQuery<AdminOrder>(`orders/${encodeURIComponent(orderId)}`));
export const usePeople = (params: { role?: string; q?: string; page: number }) =>
  useQuery(consoleQuery<AdminUserPage>('users', params));
export const useAudit = (page: number) => useQuery(consoleQuery<AdminAuditPage>('audit', { page }));
export const useEscalatedReturns = (params: { status?: string; page: number }) =>
  useQuery(consoleQuery<AdminReturnPage>('returns', params));

/** An operator's action: a POST or PUT under /api/admin that refreshes the console once it is done. */
function useConsoleAction<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useMoveVendor = () =>
  useConsoleAction(({ vendorId, action, reason }: { vendorId: string; action: VendorAction; reason?: string }) =>
    apiRequest<MessageResponse>(`/api/admin/vendors/${vendorId}/${action}`, {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  );

export const useSetFabricHidden = () =>
  useConsoleAction(({ fabricId, reason }: { fabricId: string; reason?: string }) =>
    apiRequest<MessageResponse>(`/api/admin/fabrics/${fabricId}/${reason ? 'hide' : 'unhide'}`, {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  );

export const useMakeOperator = () =>
  useConsoleAction((userId: string) =>
    apiRequest<MessageResponse>(`/api/admin/users/${userId}/make-operator`, { method: 'POST', body: {} }),
  );

export const useSaveSettings = () =>
  useConsoleAction((settings: AdminSettingsUpdate) =>
    apiRequest<AdminSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
  );

/** The operator's decision on an escalated return, which its vendor then follows. */
export const useDecideReturn = () =>
  useConsoleAction(({ returnId, decision }: { returnId: string; decision: ReturnDecision }) =>
    apiRequest<Return>(`/api/admin/returns/${returnId}/decide`, { method: 'POST', body: decision }),
  );
