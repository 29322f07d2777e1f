import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiError, session } from '../../../lib/api-client';
import { sendMessage } from '../api/send-message';
import { messageQueryKeys } from '../api/query-keys';
import { storeMessage } from '../messages-cache';

/** A message on its way, or one that did not go (kept with its text until retried or discarded). */
export interface PendingMessage {
  key: number;
  body: string;
  status: 'sending' | 'failed';
  /** Why it did not go, in words. */
  error: string | null;
}

export const NOT_SENT = 'Not sent. Check your connection and try again.';
export const CANNOT_WRITE = 'Not sent: you can no longer write in this conversation.';

/**
 * The messages being sent, per conversation, outside any component: leaving a thread while a send
 * is under way, or failed, loses nothing. Forgotten on sign-out.
 */
const outboxes = new Map<number, PendingMessage[]>();
const listeners = new Set<() => void>();
const NONE: PendingMessage[] = [];
let nextKey = 1;

function update(conversationId: number, change: (pending: PendingMessage[]) => PendingMessage[]): void {
  const next = change(outboxes.get(conversationId) ?? NONE);
  if (next.length === 0) outboxes.delete(conversationId);
  else outboxes.set(conversationId, next);
  for (const listener of listeners) listener();
}

session.subscribe((token) => {
  if (token !== null || outboxes.size === 0) return;
  outboxes.clear();
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pending messages of one conversation, with send, retry and discard. */
export function useOutbox(conversationId: number) {
  const queryClient = useQueryClient();
  const pending = useSyncExternalStore(
    subscribe,
    () => outboxes.get(conversationId) ?? NONE,
    () => NONE,
  );

  const deliver = useCallback(
    async (key: number, body: string) => {
      update(conversationId, (items) =>
        items.map((item) => (item.key === key ? { ...item, status: 'sending', error: null } : item)),
      );
      try {
        const message = await sendMessage(conversationId, body);
        storeMessage(queryClient, message);
        update(conversationId, (items) => items.filter((item) => item.key !== key));
      } catch (error) {
        const isRefused = error instanceof ApiError && error.status === 403;
        // Refused: the conversation changed (the user left the squad); show it as it now is.
        if (isRefused) void queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });
        const reason = isRefused ? CANNOT_WRITE : NOT_SENT;
        update(conversationId, (items) =>
          items.map((item) => (item.key === key ? { ...item, status: 'failed', error: reason } : item)),
        );
      }
    },
    [conversationId, queryClient],
  );

  const send = useCallback(
    (body: string) => {
      const key = nextKey++;
      update(conversationId, (items) => [...items, { key, body, status: 'sending', error: null }]);
      void deliver(key, body);
    },
    [conversationId, deliver],
  );

  const retry = useCallback(
    (key: number) => {
      const item = outboxes.get(conversationId)?.find((each) => each.key === key);
      if (item) void deliver(key, item.body);
    },
    [conversationId, deliver],
  );

  const discard = useCallback(
    (key: number) => update(conversationId, (items) => items.filter((item) => item.key !== key)),
    [conversationId],
  );

  return { pending, send, retry, discard };
}
