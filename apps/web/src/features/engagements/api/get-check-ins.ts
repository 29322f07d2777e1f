import type { CheckInPage } from '@fractional/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { engagementQueryKeys } from './query-keys';

/** The latest weeks of check-ins a project shows. */
const LIMIT = 50;

/** `GET /projects/{id}/check-ins` (docs/api.md#outcomes-and-check-ins): the latest 50 weeks, newest first. */
export function getCheckIns(projectId: number, signal?: AbortSignal): Promise<CheckInPage> {
  return apiRequest(`/projects/${projectId}/check-ins?limit=${LIMIT}`, {
    schema: async () => (await import('./engagement-schemas')).CheckInPageSchema,
    signal,
  });
}

export function checkInsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: engagementQueryKeys.checkIns(projectId),
    queryFn: ({ signal }) => getCheckIns(projectId, signal),
  });
}

export function useCheckIns(projectId: number) {
  return useQuery(checkInsQueryOptions(projectId));
}
