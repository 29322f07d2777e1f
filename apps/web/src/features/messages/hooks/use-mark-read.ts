import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@fractional/contract';
import { messageQueryKeys } from '../api/query-keys';
import { markRead } from '../api/mark-read';
import { storeUnreadCount } from '../messages-cache';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** The tab is in front (a message shown in a background tab has not been read). */
function useIsTabVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );
}

/**
 * Marks the thread read up to its newest message while it is shown in a visible tab: when it opens
 * with unread messages, and each time someone else's message arrives in it.
 */
export function useMarkRead(
  conversationId: number,
  newest: Message | undefined,
  unreadCount: number,
  myUserId?: number,
) {
  const queryClient = useQueryClient();
  const isVisible = useIsTabVisible();
  const seenUpTo = useRef<number | null>(null);

  useEffect(() => {
    if (!newest || !isVisible) return;
    const isNewFromOthers =
      seenUpTo.current !== null && newest.id > seenUpTo.current && newest.sender.userId !== myUserId;
    seenUpTo.current = Math.max(seenUpTo.current ?? 0, newest.id);
    if (unreadCount === 0 && !isNewFromOthers) return;
    markRead(conversationId, newest.id)
      .then(() => {
        storeUnreadCount(queryClient, conversationId, 0);
        return queryClient.invalidateQueries({ queryKey: messageQueryKeys.unreadTotal });
      })
      // Not marked (offline): the next message, or opening the thread again, tries again.
      .catch(() => undefined);
  }, [conversationId, newest, unreadCount, isVisible, myUserId, queryClient]);
}
