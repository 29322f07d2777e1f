import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminProject } from '@fractional/contract';
import { adminQueryKeys } from './query-keys';

/** One project of the queue, with its client (docs/api.md#matcher-console). */
export function getAdminProject(id: number, signal?: AbortSignal): Promise<AdminProject> {
  return apiRequest(`/admin/projects/${id}`, {
    schema: async () => (await import('./admin-schemas')).AdminProjectSchema,
    signal,
  });
}

export function adminProjectQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminQueryKeys.project(id),
    queryFn: ({ signal }) => getAdminProject(id, signal),
    staleTime: 0,
  });
}

export function useAdminProject(id: number) {
  return useQuery(adminProjectQueryOptions(id));
}
