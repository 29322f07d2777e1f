/** Every messages query starts at `all`: a reconnect refetches them all at once. */
export const messageQueryKeys = {
  all: ['conversations'] as const,
  /** Every list of conversations: the user's, and each project's. */
  lists: ['conversations', 'list'] as const,
  list: (limit: number, projectId: number | undefined) => ['conversations', 'list', limit, projectId ?? 'all'] as const,
  conversation: (id: number) => ['conversations', 'detail', id] as const,
  thread: (conversationId: number) => ['conversations', 'messages', conversationId] as const,
  unreadTotal: ['conversations', 'unread'] as const,
};
