import type { ShortlistPage } from '@fractional/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const LIMIT = 20;

/** A project's shortlist lives under the project keys (Find experts adds to it): a change to the project refreshes it too. */
export const shortlistKey = queryKeys.projectShortlist;

/** `GET /projects/{id}/shortlist` (docs/discovery.md#shortlists, the owner): each expert with their live match. */
export function getShortlist(projectId: number, page: number, signal?: AbortSignal): Promise<ShortlistPage> {
  return apiRequest(`/projects/${projectId}/shortlist?limit=${LIMIT}&page=${page}`, {
    schema: async () => (await import('./shortlist-schemas')).ShortlistPageSchema,
    signal,
  });
}

/** The project's shortlist, a page at a time ("Show more" asks for the next). */
export function useShortlist(projectId: number) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: shortlistKey(projectId),
      queryFn: ({ pageParam, signal }) => getShortlist(projectId, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: ShortlistPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
      // Find experts adds to it from another page (or tab): asked again whenever the section opens.
      staleTime: 0,
    }),
  );
}

/** `DELETE /projects/{id}/shortlist/{profileId}`: 204. */
export function removeFromShortlist(projectId: number, profileId: number): Promise<void> {
  return apiRequest(`/projects/${projectId}/shortlist/${profileId}`, { method: 'DELETE' });
}

/** Removes an expert from the shortlist; the list loads again. */
export function useRemoveFromShortlist(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: number) => removeFromShortlist(projectId, profileId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortlistKey(projectId) }),
  });
}
