import type { InvitationPage } from '@fractional/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

const LIMIT = 20;

/** `GET /projects/{id}/invitations` (docs/api.md#invitations-and-squads, the owner): one page, newest first. */
export function getProjectInvitations(projectId: number, page: number, signal?: AbortSignal): Promise<InvitationPage> {
  return apiRequest(`/projects/${projectId}/invitations?limit=${LIMIT}&page=${page}`, {
    schema: async () => (await import('./squad-schemas')).InvitationPageSchema,
    signal,
  });
}

export function projectInvitationsQueryOptions(projectId: number) {
  return infiniteQueryOptions({
    queryKey: squadQueryKeys.projectInvitations(projectId),
    queryFn: ({ pageParam, signal }) => getProjectInvitations(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InvitationPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
    // The expert answers from another browser: asked again whenever the summary opens.
    staleTime: 0,
  });
}

/** The project's invitations, a page at a time ("Show more" asks for the next). */
export function useProjectInvitations(projectId: number) {
  return useInfiniteQuery(projectInvitationsQueryOptions(projectId));
}
