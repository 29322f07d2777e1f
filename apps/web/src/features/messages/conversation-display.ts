import type { Conversation, Message } from '@fractional/contract';

interface Named {
  firstName: string | null;
  lastName: string | null;
}

/** "Mere Parata"; "Someone" for a person without a name (as the API's activity sentences say). */
export function personName({ firstName, lastName }: Named): string {
  return [firstName, lastName].filter(Boolean).join(' ') || 'Someone';
}

/** Everyone in the conversation but the user, current members first. */
export function otherParticipants(conversation: Conversation, myUserId: number | undefined) {
  return conversation.participants
    .filter((participant) => participant.userId !== myUserId)
    .sort((a, b) => Number(b.canWrite) - Number(a.canWrite));
}

/** The other people of the conversation, at most three named. */
export function conversationPeople(conversation: Conversation, myUserId: number | undefined): string {
  const names = otherParticipants(conversation, myUserId).map(personName);
  if (names.length === 0) return 'Only you';
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/**
 * The conversation's name in lists and its thread: which of the two threads with the same person it
 * is, "Squad · Seed round" or "Mere Parata · Seed round".
 */
export function conversationTitle(conversation: Conversation, myUserId: number | undefined): string {
  const who = conversation.kind === 'squad' ? 'Squad' : conversationPeople(conversation, myUserId);
  return `${who} · ${conversation.project.name}`;
}

/** Who sent it, as the thread and previews say it: "You" for the user's own. */
export function senderName(message: Message, myUserId: number | undefined): string {
  return message.sender.userId === myUserId ? 'You' : personName(message.sender);
}

/** One line of the last message: "You: See you at 10". */
export function messagePreview(message: Message | null, myUserId: number | undefined): string {
  if (!message) return 'No messages yet';
  const oneLine = message.body.replace(/\s+/g, ' ').trim();
  return `${senderName(message, myUserId)}: ${oneLine}`;
}
