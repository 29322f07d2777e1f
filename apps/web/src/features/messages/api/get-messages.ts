import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type MessagePage } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './query-keys';

/** The pages of a thread, newest page first, each newest message first (as the API answers). */
export type MessagePages = InfiniteData<MessagePage, number | null>;

/** `GET /conversations/{id}/messages?before=`: the messages older than `before` (or the newest). */
export function getMessages(conversationId: number, before: number | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) });
  if (before !== null) query.set('before', String(before));
  return apiRequest(`/conversations/${conversationId}/messages?${query.toString()}`, {
    schema: async () => (await import('./messages-schemas')).MessagePageSchema,
    signal,
  });
}

export function messagesQueryOptions(conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messageQueryKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last: MessagePage) => (last.hasNextPage ? (last.data.at(-1)?.id ?? undefined) : undefined),
    // Live events keep an open thread current; a remount need not ask again.
    staleTime: Infinity,
  });
}

/** A thread, loaded upward: the next page is the one before the oldest message shown. */
export function useMessages(conversationId: number) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}
