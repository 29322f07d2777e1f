import type { Productivity } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementQueryKeys } from './query-keys';

/** `GET /projects/{id}/productivity` (docs/api.md#outcomes-and-check-ins): the parts "How is this measured?" shows. */
export function getProductivity(projectId: number, signal?: AbortSignal): Promise<Productivity> {
  return apiRequest(`/projects/${projectId}/productivity`, {
    schema: async () => (await import('./engagement-schemas')).ProductivitySchema,
    signal,
  });
}

export function productivityQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: engagementQueryKeys.productivity(projectId),
    queryFn: ({ signal }) => getProductivity(projectId, signal),
  });
}

export function useProductivity(projectId: number) {
  return useQuery(productivityQueryOptions(projectId));
}
