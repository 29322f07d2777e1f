import type { InterestPage } from '@fractional/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { openBriefKeys } from './query-keys';

const LIMIT = 20;

/** `GET /projects/{id}/interest` (docs/discovery.md#open-briefs, the owner): the experts who asked to join, a page at a time. */
export function getProjectInterest(projectId: number, page: number, signal?: AbortSignal): Promise<InterestPage> {
  return apiRequest(`/projects/${projectId}/interest?limit=${LIMIT}&page=${page}`, {
    schema: async () => (await import('./open-brief-schemas')).InterestPageSchema,
    signal,
  });
}

export function projectInterestQueryOptions(projectId: number) {
  return infiniteQueryOptions({
    queryKey: openBriefKeys.projectInterest(projectId),
    queryFn: ({ pageParam, signal }) => getProjectInterest(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InterestPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
    // Experts express interest from their own browsers: asked again whenever the section opens.
    staleTime: 0,
  });
}

/** The project's interest, a page at a time ("Show more" asks for the next). */
export function useProjectInterest(projectId: number, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...projectInterestQueryOptions(projectId), enabled: options.enabled ?? true });
}
