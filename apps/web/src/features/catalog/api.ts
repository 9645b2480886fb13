import type { Fabric } from '@fabric-store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export const fabricKeys = {
  all: ['fabrics'] as const,
  list: () => [...fabricKeys.all, 'list'] as const,
  detail: (id: string) => [...fabricKeys.all, 'detail', id] as const,
};

/** The storefront list: the API's default page (newest first, up to 100 fabrics). */
export function fabricsQueryOptions() {
  return queryOptions({
    queryKey: fabricKeys.list(),
    queryFn: ({ signal }) => apiRequest<Fabric[]>('/api/fabrics', { signal }),
  });
}

export function useFabrics() {
  return useQuery(fabricsQueryOptions());
}

export function fabricQueryOptions(id: string) {
  return queryOptions({
    queryKey: fabricKeys.detail(id),
    queryFn: ({ signal }) => apiRequest<Fabric>(`/api/fabrics/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useFabric(id: string) {
  return useQuery(fabricQueryOptions(id));
}
