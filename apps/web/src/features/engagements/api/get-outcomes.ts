import type { OutcomeList } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementQueryKeys } from './query-keys';

/** `GET /projects/{id}/outcomes` (docs/api.md#outcomes-and-check-ins). */
export function getOutcomes(projectId: number, signal?: AbortSignal): Promise<OutcomeList> {
  return apiRequest(`/projects/${projectId}/outcomes`, {
    schema: async () => (await import('./engagement-schemas')).OutcomeListSchema,
    signal,
  });
}

export function outcomesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: engagementQueryKeys.outcomes(projectId),
    queryFn: ({ signal }) => getOutcomes(projectId, signal),
  });
}

export function useOutcomes(projectId: number) {
  return useQuery(outcomesQueryOptions(projectId));
}
