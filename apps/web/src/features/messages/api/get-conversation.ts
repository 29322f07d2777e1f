import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';
import type { ConversationPages } from './get-conversations';
import { messageQueryKeys } from './query-keys';

/** `GET /conversations/{id}`: one of the user's conversations (404 when it is not theirs). */
export function getConversation(id: number, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest(`/conversations/${id}`, {
    schema: async () => (await import('./messages-schemas')).ConversationSchema,
    signal,
  });
}

export function conversationQueryOptions(id: number) {
  return queryOptions({
    queryKey: messageQueryKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}

/** A conversation: at once from a loaded list, and from the server (a link opened directly, a change). */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  const fromList = () => {
    for (const [, pages] of queryClient.getQueriesData<ConversationPages>({ queryKey: messageQueryKeys.lists })) {
      const found = pages?.pages.flatMap((page) => page.data).find((conversation) => conversation.id === id);
      if (found) return found;
    }
    return undefined;
  };
  return useQuery({
    ...conversationQueryOptions(id),
    initialData: fromList,
    initialDataUpdatedAt: 0,
  });
}
