import type {
  AdminAuditPage,
  AdminFabricPage,
  AdminOrder,
  AdminOrderPage,
  AdminOverview,
  AdminPaymentPage,
  AdminRefund,
  AdminRefundPage,
  AdminReturnPage,
  AdminReviewPage,
  AdminSettings,
  AdminSettingsUpdate,
  AdminUserPage,
  AdminVendorPage,
  AdminVendorSummary,
  CategoryList,
  CommissionSettings,
  CommissionSettingsView,
  LedgerEntry,
  LedgerMoveRequest,
  OrderMoney,
  Return,
  ReturnDecision,
  TcsReturn,
  TdsReturn,
  UpiPaymentStatus,
  VendorAction,
  VendorBalancePage,
  VendorTaxProfile,
} from '@fabric-store/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../lib/api-client';

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
/** One vendor's standing, counts and balance: the head of its page. */
export const useVendorSummary = (vendorId: string) =>
  useQuery(consoleQuery<AdminVendorSummary>(`vendors/${encodeURIComponent(vendorId)}`));
/** What the operator reads of a vendor's tax profile, the bank account masked. */
export const useVendorTaxProfile = (vendorId: string) =>
  useQuery(consoleQuery<VendorTaxProfile>(`vendors/${encodeURIComponent(vendorId)}/profile`));
export const useListings = (params: { status?: string; q?: string; vendorId?: string; page: number }) =>
  useQuery(consoleQuery<AdminFabricPage>('fabrics', params));
export const useOrderSearch = (params: { status?: string; q?: string; vendorId?: string; page: number }) =>
  useQuery(consoleQuery<AdminOrderPage>('orders', params));
export const useOperatorOrder = (orderId: string) =>
  useQuery(consoleQuery<AdminOrder>(`orders/${encodeURIComponent(orderId)}`));
/** Where the order's money went, from the journal: paid against what each side keeps, refunds and what is held. */
export const useOrderMoney = (orderId: string) =>
  useQuery(consoleQuery<OrderMoney>(`orders/${encodeURIComponent(orderId)}/money`));
export const usePeople = (params: { role?: string; q?: string; page: number }) =>
  useQuery(consoleQuery<AdminUserPage>('users', params));
/**
 * The audit log's page, filtered by a vendor it is about (`about`), by operator (`actor`), words of the
 * action and India dates (`from`, `to`).
 */
export const useAudit = (params: {
  page: number;
  about?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}) => useQuery(consoleQuery<AdminAuditPage>('audit', params));
/** Vendors whose name or email holds `q`, first page; nothing is asked until something is typed. */
export const useVendorSearch = (q: string) =>
  useQuery({ ...consoleQuery<AdminVendorPage>('vendors', { q, page: 1 }), enabled: q !== '' });
export const useCommission = () => useQuery(consoleQuery<CommissionSettingsView>('commission'));
/** Each vendor's balance; every row keyed by its vendor's id, as the console's tables key their rows. */
export const useBalances = (params: { q?: string; page: number }) =>
  useQuery({
    ...consoleQuery<VendorBalancePage>('balances', params),
    select: (data) => ({ ...data, items: data.items.map((row) => ({ _id: row.vendor._id, ...row })) }),
  });
export const usePayments = (params: { status: UpiPaymentStatus; page: number }) =>
  useQuery(consoleQuery<AdminPaymentPage>('payments', params));
/** The refunds of cancelled parts of UPI orders still to send back, newest first. */
export const useRefundsDue = (page: number) =>
  useQuery(consoleQuery<AdminRefundPage>('refunds', { status: 'due', page }));
export const useEscalatedReturns = (params: { status?: string; page: number }) =>
  useQuery(consoleQuery<AdminReturnPage>('returns', params));
export const useOperatorReviews = (params: { status?: string; page: number }) =>
  useQuery(consoleQuery<AdminReviewPage>('reviews', params));

/** The month's TCS per vendor GSTIN, as GSTR-8 asks. */
export const useTcsReturn = (month: string) => useQuery(consoleQuery<TcsReturn>('tax/tcs', { month }));
/** The quarter's TDS under section 194-O per vendor, PAN and rate. */
export const useTdsReturn = (quarter: string) => useQuery(consoleQuery<TdsReturn>('tax/tds', { quarter }));

/** An operator's action: a POST or PUT under /api/admin that refreshes the console once it is done. */
function useConsoleAction<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
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

export const useHideReview = () =>
  useConsoleAction(({ reviewId, reason }: { reviewId: string; reason: string }) =>
    apiRequest<MessageResponse>(`/api/admin/reviews/${reviewId}/hide`, { method: 'POST', body: { reason } }),
  );

export const useMakeOperator = () =>
  useConsoleAction((userId: string) =>
    apiRequest<MessageResponse>(`/api/admin/users/${userId}/make-operator`, { method: 'POST', body: {} }),
  );

export const useSaveSettings = () =>
  useConsoleAction((settings: AdminSettingsUpdate) =>
    apiRequest<AdminSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
  );

/** The one list of categories, which the commission form gives a percent each. */
export const useCategories = () =>
  useQuery({
    queryKey: [...adminKeys.all, '/api/categories'],
    queryFn: ({ signal }) => apiRequest<CategoryList>('/api/categories', { signal }),
  });

export const useAddCategory = () =>
  useConsoleAction((name: string) =>
    apiRequest<CategoryList>('/api/admin/categories', { method: 'POST', body: { name } }),
  );

export const useSaveCommission = () =>
  useConsoleAction((settings: CommissionSettings) =>
    apiRequest<CommissionSettingsView>('/api/admin/commission', { method: 'PUT', body: settings }),
  );

export type LedgerMoveKind = 'payout' | 'collection';

/**
 * Records a payout or a collection. `created` is false when the server answered 200 with the entry this
 * reference already made: a retry, which moved no money a second time.
 */
export const useRecordLedgerMove = () =>
  useConsoleAction(
    async ({ vendorId, kind, move }: { vendorId: string; kind: LedgerMoveKind; move: LedgerMoveRequest }) => {
      const { data, status } = await apiRequestWithHeaders<LedgerEntry>(
        `/api/admin/vendors/${encodeURIComponent(vendorId)}/${kind === 'payout' ? 'payouts' : 'collections'}`,
        { method: 'POST', body: move },
      );
      return { entry: data, created: status === 201 };
    },
  );

/** The operator found the UTR on the bank statement (confirm), or did not (reject, with the reason the shopper is shown). */
export const useDecidePayment = () =>
  useConsoleAction(({ orderId, reason, paidInFull }: { orderId: string; reason?: string; paidInFull?: boolean }) =>
    apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/payment/${reason === undefined ? 'confirm' : 'reject'}`, {
      method: 'POST',
      body: reason !== undefined ? { reason } : paidInFull ? { paidInFull } : undefined,
    }),
  );

/** The operator cancels one vendor's part of an order, with the reason its shopper and vendor are told. */
export const useCancelPart = () =>
  useConsoleAction(({ orderId, partId, reason }: { orderId: string; partId: string; reason: string }) =>
    apiRequest<AdminOrder>(
      `/api/admin/orders/${encodeURIComponent(orderId)}/parts/${encodeURIComponent(partId)}/cancel`,
      { method: 'POST', body: { reason } },
    ),
  );

/** The operator sent a refund back: its bank reference, which no other refund may give. */
export const useMarkRefunded = () =>
  useConsoleAction(({ refundId, reference }: { refundId: string; reference: string }) =>
    apiRequest<AdminRefund>(`/api/admin/refunds/${encodeURIComponent(refundId)}/refunded`, {
      method: 'POST',
      body: { reference },
    }),
  );

/** The operator's decision on an escalated return, which its vendor then follows. */
export const useDecideReturn = () =>
  useConsoleAction(({ returnId, decision }: { returnId: string; decision: ReturnDecision }) =>
    apiRequest<Return>(`/api/admin/returns/${returnId}/decide`, { method: 'POST', body: decision }),
  );
