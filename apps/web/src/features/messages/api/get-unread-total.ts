import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConversations } from './get-conversations';
import { messageQueryKeys } from './query-keys';

/** How many messages from others the user has not read, in all conversations (`GET /conversations` says). */
export function unreadTotalQueryOptions() {
  return queryOptions({
    queryKey: messageQueryKeys.unreadTotal,
    queryFn: async ({ signal }) => (await getConversations(1, 1, signal)).unreadTotal,
  });
}

/** The unread total; live `unread` events keep it current (hooks/use-live-messages.ts). */
export function useUnreadTotal(): number {
  return useQuery(unreadTotalQueryOptions()).data ?? 0;
}
