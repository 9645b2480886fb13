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
