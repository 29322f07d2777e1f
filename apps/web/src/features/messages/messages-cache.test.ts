import { describe, expect, it } from 'vitest';
import type { ConversationPages } from './api/get-conversations';
import type { MessagePages } from './api/get-messages';
import { addNewest } from '../../lib/infinite-pages';
import { moveToTop, setUnreadCount } from './messages-cache';
import { buildConversation, buildMessage } from './messages-test-utils';

const thread = (...pages: number[][]): MessagePages => ({
  pages: pages.map((ids, index) => ({
    data: ids.map((id) => buildMessage(id)),
    hasNextPage: index < pages.length - 1,
  })),
  pageParams: pages.map((ids, index) => (index === 0 ? null : (pages[index - 1]?.at(-1) ?? null))),
});
const ids = (pages: MessagePages | undefined) => pages?.pages.map((page) => page.data.map((message) => message.id));

const list = (...pages: number[][]): ConversationPages => ({
  pages: pages.map((conversationIds) => ({
    data: conversationIds.map((id) => buildConversation(id)),
    hasNextPage: false,
    unreadTotal: 0,
  })),
  pageParams: pages.map((_, index) => index + 1),
});
const order = (pages: ConversationPages | null) => pages?.pages.map((page) => page.data.map((item) => item.id));

describe('addNewest (a thread)', () => {
  it('puts a new message at the top of the newest page, in id order, once', () => {
    const pages = thread([5, 4], [3, 2]);
    const once = addNewest(pages, buildMessage(6));
    expect(ids(once)).toEqual([
      [6, 5, 4],
      [3, 2],
    ]);
    expect(addNewest(once, buildMessage(6))).toBe(once);
    expect(addNewest(pages, buildMessage(3))).toBe(pages);
    expect(ids(addNewest(thread([7, 5]), buildMessage(6)))).toEqual([[7, 6, 5]]);
  });

  it('leaves a thread that is not loaded alone', () => {
    expect(addNewest(undefined, buildMessage(1))).toBeUndefined();
  });
});

describe('moveToTop', () => {
  it('moves the conversation to the top of the first page with the message as its last one', () => {
    const moved = moveToTop(list([1, 2], [3]), buildMessage(9, { conversationId: 3 }));
    expect(order(moved)).toEqual([[3, 1, 2], []]);
    expect(moved?.pages[0]?.data[0]?.lastMessage?.id).toBe(9);
  });

  it('keeps a newer last message when an older one arrives late', () => {
    const pages = list([1]);
    const first = moveToTop(pages, buildMessage(9))!;
    expect(moveToTop(first, buildMessage(8))?.pages[0]?.data[0]?.lastMessage?.id).toBe(9);
  });

  it('answers null for a conversation not listed yet', () => {
    expect(moveToTop(list([1]), buildMessage(9, { conversationId: 5 }))).toBeNull();
  });
});

describe('setUnreadCount', () => {
  it('changes that conversation only, in place', () => {
    const changed = setUnreadCount(list([1, 2]), 2, 4);
    expect(changed?.pages[0]?.data.map((item) => item.unreadCount)).toEqual([0, 4]);
    expect(setUnreadCount(list([1]), 5, 1)).toBeNull();
  });
});
