import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveReconnect } from '../../../lib/use-live-event';
import { conversationsQueryKey } from '../api/get-conversations';
import { storeMessage, storeUnread } from '../messages-cache';

/**
 * Keeps every cached view of the messages current from the live stream: threads and lists gain
 * new messages, unread counts follow the server's; after a gap everything is asked for again.
 * Mounted once per signed-in area (its layout).
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useLiveEvent('message', (message) => storeMessage(queryClient, message));
  useLiveEvent('unread', (unread) => storeUnread(queryClient, unread));
  useLiveReconnect(() => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }));
}
