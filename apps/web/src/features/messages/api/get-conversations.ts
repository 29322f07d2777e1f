import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATIONS_PAGE_SIZE, type ConversationPage } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './query-keys';

export type ConversationPages = InfiniteData<ConversationPage, number>;

/** `GET /conversations` (docs/api.md#messages-and-activity): the user's conversations, newest activity first. */
export function getConversations(
  page: number,
  limit: number,
  signal?: AbortSignal,
  projectId?: number,
): Promise<ConversationPage> {
  const project = projectId === undefined ? '' : `&projectId=${projectId}`;
  return apiRequest(`/conversations?page=${page}&limit=${limit}${project}`, {
    schema: async () => (await import('./messages-schemas')).ConversationPageSchema,
    signal,
  });
}

/** A list of the user's conversations, or of one project's (the project page's Messages section). */
export function conversationsQueryOptions(limit: number, projectId?: number) {
  return infiniteQueryOptions({
    queryKey: messageQueryKeys.list(limit, projectId),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, limit, signal, projectId),
    initialPageParam: 1,
    getNextPageParam: (last: ConversationPage, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
  });
}

/** The conversations a page at a time; the dashboard asks for a short first page only. */
export function useConversations(limit = CONVERSATIONS_PAGE_SIZE, projectId?: number) {
  return useInfiniteQuery(conversationsQueryOptions(limit, projectId));
}
