import type { SquadPage } from '@fractional/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

const LIMIT = 50;

/** `GET /projects/{id}/squad` (docs/api.md#invitations-and-squads, owner and members): one page of members, active and ended. */
export function getProjectSquad(projectId: number, page: number, signal?: AbortSignal): Promise<SquadPage> {
  return apiRequest(`/projects/${projectId}/squad?limit=${LIMIT}&page=${page}`, {
    schema: async () => (await import('./squad-schemas')).SquadPageSchema,
    signal,
  });
}

export function projectSquadQueryOptions(projectId: number) {
  return infiniteQueryOptions({
    queryKey: squadQueryKeys.projectSquad(projectId),
    queryFn: ({ pageParam, signal }) => getProjectSquad(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SquadPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
    // The expert answers from another browser: asked again whenever the summary opens.
    staleTime: 0,
  });
}

export function useProjectSquad(projectId: number) {
  return useInfiniteQuery(projectSquadQueryOptions(projectId));
}
