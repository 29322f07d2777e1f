import type { Dashboard } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every change to a squad (an accept, an end, a completed project) invalidates this key. */
export const dashboardQueryKey = ['dashboard'] as const;

/** `GET /dashboard` (DESIGN.md §10): the client's squads, members, their change in 30 days and productivity. */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest('/dashboard', {
    schema: async () => (await import('./dashboard-schemas')).DashboardSchema,
    signal,
  });
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: ({ signal }) => getDashboard(signal) });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
