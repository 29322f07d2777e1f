import type { Conversation, Message } from '@fractional/contract';

export const ME = { userId: 7, firstName: 'Ana', lastName: 'Tui' };
export const OTHER = { userId: 8, firstName: 'Mere', lastName: 'Parata' };

/** A message of conversation 1 from the other participant (tests only). */
export function buildMessage(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversationId: 1,
    sender: OTHER,
    body: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 2, 18, 9, id % 60)).toISOString(),
    ...overrides,
  };
}

/** A direct conversation between ME (the expert) and OTHER (the client) (tests only). */
export function buildConversation(id: number, overrides: Partial<Conversation> = {}): Conversation {
  return {
    id,
    project: { id: 40 + id, name: `Project ${id}` },
    kind: 'direct',
    invitationId: 60 + id,
    participants: [
      { ...ME, role: 'expert', canWrite: true },
      { ...OTHER, role: 'client', canWrite: true },
    ],
    lastMessage: null,
    unreadCount: 0,
    canWrite: true,
    lastActivityAt: new Date(Date.UTC(2026, 2, 18, 9, 0)).toISOString(),
    ...overrides,
  };
}
