import type { InvitationStatus, InvitationPage } from '@fractional/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { squadQueryKeys } from './query-keys';

const LIMIT = 20;
/** The header counts up to this many open invitations ("50+" beyond). */
const OPEN_COUNT_LIMIT = 50;

/** `GET /invitations?status=` (docs/api.md#invitations-and-squads): the signed-in expert's own invitations, newest first. */
export function getMyInvitations(
  params: { status: InvitationStatus; page: number; limit: number },
  signal?: AbortSignal,
): Promise<InvitationPage> {
  const query = new URLSearchParams({ status: params.status, page: String(params.page), limit: String(params.limit) });
  return apiRequest(`/invitations?${query.toString()}`, {
    schema: async () => (await import('./squad-schemas')).InvitationPageSchema,
    signal,
  });
}

export function myInvitationsQueryOptions(status: InvitationStatus) {
  return infiniteQueryOptions({
    queryKey: [...squadQueryKeys.myInvitations, status, 'pages'],
    queryFn: ({ pageParam, signal }) => getMyInvitations({ status, page: pageParam, limit: LIMIT }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: InvitationPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });
}

/**
 * The expert's invitations of one status, a page at a time: `invited` are the Opportunities,
 * `accepted` (each with its membership) are My projects.
 */
export function useMyInvitations(status: InvitationStatus) {
  return useInfiniteQuery(myInvitationsQueryOptions(status));
}

export function openInvitationCountQueryOptions() {
  return queryOptions({
    queryKey: [...squadQueryKeys.myInvitations, 'invited', 'count'],
    queryFn: ({ signal }) => getMyInvitations({ status: 'invited', page: 1, limit: OPEN_COUNT_LIMIT }, signal),
    select: (page) => ({ count: page.data.length, hasMore: page.hasNextPage }),
  });
}

/** How many invitations are open, for the header's badge: `{count, hasMore}` (more than 50). */
export function useOpenInvitationCount() {
  return useQuery(openInvitationCountQueryOptions());
}
