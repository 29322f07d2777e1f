import type { ActivityType } from '@fractional/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveReconnect } from '../../../lib/use-live-event';
import { messageQueryKeys } from '../api/query-keys';
import { storeMessage, storeUnread } from '../messages-cache';

/** Changes that open a squad conversation or change who may write in it (docs/api.md#messages-and-activity). */
const SQUAD_CHANGES = new Set<ActivityType>(['member.joined', 'member.ended', 'project.completed']);

/**
 * Keeps every cached view of the messages current from the live stream: threads and lists gain
 * new messages, unread counts follow the server's, a new invitation's conversation and a squad's
 * changes show up; after a gap everything is asked for again. Mounted once per signed-in area.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveEvent('message', (message) => storeMessage(queryClient, message));
  useLiveEvent('unread', (unread) => storeUnread(queryClient, unread));
  // Every invitation opens a direct conversation.
  useLiveEvent('invitation', () => void queryClient.invalidateQueries({ queryKey: messageQueryKeys.lists }));
  useLiveEvent('activity', ({ type }) => {
    if (SQUAD_CHANGES.has(type)) void queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });
  });
  useLiveReconnect(() => void queryClient.invalidateQueries({ queryKey: messageQueryKeys.all }));
}
