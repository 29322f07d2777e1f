import type { Dashboard } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /dashboard` (docs/api.md#projects): the client's squads, members, their change in 30 days and productivity. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/dashboard', {
    schema: async () => (await import('./dashboard-schemas')).DashboardSchema,
    signal,
  });
}

export function getDashboardQueryOptions() {
  // The other side changes these figures (an expert accepts, leaves): asked again on every visit.
  return queryOptions({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
