import { MATCHES_PAGE_SIZE, type MatchPage } from '@fractional/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /projects/{id}/matches` (docs/matching.md): one page of the experts ranked for a project, best first. */
export function getProjectMatches(projectId: number, page: number, signal?: AbortSignal): Promise<MatchPage> {
  return apiRequest(`/projects/${projectId}/matches?limit=${MATCHES_PAGE_SIZE}&page=${page}`, {
    schema: async () => (await import('./matching-schemas')).MatchPageSchema,
    signal,
  });
}

export function projectMatchesQueryOptions(projectId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.projectMatches(projectId),
    queryFn: ({ pageParam, signal }) => getProjectMatches(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MatchPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });
}

/** The recommended experts of a project, a page at a time ("Show more" asks for the next). */
export function useProjectMatches(projectId: number) {
  return useInfiniteQuery(projectMatchesQueryOptions(projectId));
}
