import type { VendorLedger } from '@fabric-store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';

export const STATEMENT_CSV_PATH = '/api/vendor/ledger.csv';

/**
 * Under the vendor's own key (`['vendor', vendorId]`, as the vendor feature's queries are), so that the
 * vendor marking a part delivered, which posts to the ledger, refreshes the statement too.
 */
export const vendorPaymentsKeys = {
  ledger: (vendorId: string, page: number) => ['vendor', vendorId, 'ledger', page] as const,
};

/** The vendor's balance and one page of its statement, newest first. */
export function vendorLedgerQueryOptions(vendorId: string, page: number) {
  return queryOptions({
    queryKey: vendorPaymentsKeys.ledger(vendorId, page),
    queryFn: ({ signal }) => apiRequest<VendorLedger>(`/api/vendor/ledger?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVendorLedger(page: number) {
  const { user } = useSession();
  const vendorId = user?.role === 'vendor' ? user._id : '';
  return useQuery({ ...vendorLedgerQueryOptions(vendorId, page), enabled: vendorId !== '' });
}

/**
 * The vendor's own lines of the marketplace's TCS return for a month or TDS return for a quarter, under its
 * key, so that a delivery or a refunded return refreshes them.
 */
export function useVendorTaxReturn<T>(kind: 'tcs' | 'tds', period: string) {
  const { user } = useSession();
  const vendorId = user?.role === 'vendor' ? user._id : '';
  const query = kind === 'tcs' ? `month=${period}` : `quarter=${period}`;
  return useQuery({
    queryKey: ['vendor', vendorId, 'tax', kind, period] as const,
    queryFn: ({ signal }) => apiRequest<T>(`/api/vendor/tax/${kind}?${query}`, { signal }),
    enabled: vendorId !== '' && period !== '',
  });
}
