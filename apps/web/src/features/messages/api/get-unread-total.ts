import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export const unreadTotalQueryKey = [...conversationsQueryKey, 'unread'] as const;

/** How many messages from others the user has not read, in all conversations. */
export function getUnreadTotal(signal?: AbortSignal): Promise<number> {
  return apiRequest('/conversations/unread', {
    schema: async () => (await import('./messages-schemas')).UnreadTotalSchema,
    signal,
  }).then(({ total }) => total);
}

export function unreadTotalQueryOptions() {
  return queryOptions({ queryKey: unreadTotalQueryKey, queryFn: ({ signal }) => getUnreadTotal(signal) });
}

/** The unread total; live `unread` events keep it current (hooks/use-live-messages.ts). */
export function useUnreadTotal(): number {
  return useQuery(unreadTotalQueryOptions()).data ?? 0;
}
