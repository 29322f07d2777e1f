import type { QueryClient } from '@tanstack/react-query';
import { addNewest } from '../../lib/infinite-pages';
import type { Conversation, Message, UnreadEvent } from '@fractional/contract';
import type { ConversationPages } from './api/get-conversations';
import type { MessagePages } from './api/get-messages';
import { messageQueryKeys } from './api/query-keys';

/** Calls `change` on the conversation with this id wherever it is listed; null when it is not. */
function updateConversation(
  pages: ConversationPages,
  conversationId: number,
  change: (conversation: Conversation) => Conversation,
): { pages: ConversationPages; conversation: Conversation } | null {
  for (const page of pages.pages) {
    const found = page.data.find((conversation) => conversation.id === conversationId);
    if (found) {
      const conversation = change(found);
      const replaced = pages.pages.map((each) => ({
        ...each,
        data: each.data.map((item) => (item.id === conversationId ? conversation : item)),
      }));
      return { pages: { ...pages, pages: replaced }, conversation };
    }
  }
  return null;
}

/**
 * What a new message does to the conversation list: its conversation shows it as the last message
 * and moves to the top (newest activity first). Null when that conversation is not listed yet (a
 * new one): the list must be asked for again.
 */
export function moveToTop(pages: ConversationPages, message: Message): ConversationPages | null {
  const updated = updateConversation(pages, message.conversationId, (conversation) =>
    conversation.lastMessage && conversation.lastMessage.id >= message.id
      ? conversation
      : { ...conversation, lastMessage: message },
  );
  if (!updated) return null;
  const [first, ...rest] = updated.pages.pages.map((page) => ({
    ...page,
    data: page.data.filter((conversation) => conversation.id !== message.conversationId),
  }));
  if (!first) return updated.pages;
  return { ...updated.pages, pages: [{ ...first, data: [updated.conversation, ...first.data] }, ...rest] };
}

/** A conversation's unread count as the server now counts it; null when it is not listed. */
export function setUnreadCount(
  pages: ConversationPages,
  conversationId: number,
  unreadCount: number,
): ConversationPages | null {
  return updateConversation(pages, conversationId, (conversation) => ({ ...conversation, unreadCount }))?.pages ?? null;
}

/**
 * A new message (sent here, or arrived live) in every cached view: its thread, and the conversation
 * lists; a conversation no list knows yet makes them ask again.
 */
export function storeMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<MessagePages>(messageQueryKeys.thread(message.conversationId), (pages) =>
    addNewest(pages, message),
  );
  let isListed = true;
  for (const [key, pages] of queryClient.getQueriesData<ConversationPages>({ queryKey: messageQueryKeys.lists })) {
    if (!pages) continue;
    const moved = moveToTop(pages, message);
    if (moved) queryClient.setQueryData(key, moved);
    else isListed = false;
  }
  if (!isListed) void queryClient.invalidateQueries({ queryKey: messageQueryKeys.lists });
}

/** A conversation's unread count, and the total, as the server now counts them. */
export function storeUnread(queryClient: QueryClient, unread: UnreadEvent): void {
  queryClient.setQueryData(messageQueryKeys.unreadTotal, unread.total);
  storeUnreadCount(queryClient, unread.conversationId, unread.unreadCount);
}

/** One conversation's unread count, in the lists and in the conversation itself. */
export function storeUnreadCount(queryClient: QueryClient, conversationId: number, unreadCount: number): void {
  for (const [key, pages] of queryClient.getQueriesData<ConversationPages>({ queryKey: messageQueryKeys.lists })) {
    const changed = pages && setUnreadCount(pages, conversationId, unreadCount);
    if (changed) queryClient.setQueryData(key, changed);
  }
  queryClient.setQueryData<Conversation>(messageQueryKeys.conversation(conversationId), (conversation) =>
    conversation ? { ...conversation, unreadCount } : conversation,
  );
}
