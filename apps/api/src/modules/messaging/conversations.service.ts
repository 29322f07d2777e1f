import {
  ErrorKeys,
  type BeforeCursorQuery,
  type Conversation,
  type ConversationListQuery,
  type ConversationPage,
  type Message,
  type MessagePage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { AppDeps } from '../../deps.js';
import { type LiveWriter, withLiveTransaction } from '../live/index.js';
import {
  findOwnConversation,
  listOwnConversations,
  lockForSending,
  participantsOf,
  type OwnConversationRow,
} from './conversations.repository.js';
import { addUnread, markRead, unreadTotals } from './read-marks.repository.js';
import {
  insertMessage,
  isMessageInConversation,
  listMessages,
  listMessagesWrittenBy,
  messagesByIds,
} from './messages.repository.js';
import { toPerson } from './people.js';

const NOT_FOUND = 'Conversation not found';

async function toConversations(db: Database, rows: OwnConversationRow[]): Promise<Conversation[]> {
  const ids = rows.map((row) => row.id);
  const [participants, lastMessages] = await Promise.all([
    participantsOf(db, ids),
    messagesByIds(
      db,
      rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId])),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    project: { id: row.projectId, name: row.projectName },
    kind: row.kind,
    invitationId: row.invitationId,
    participants: participants
      .filter((participant) => participant.conversationId === row.id)
      .map((participant) => ({
        ...toPerson(participant),
        role: participant.role,
        canWrite: participant.leftAt === null,
      })),
    lastMessage: lastMessages.find((message) => message.id === row.lastMessageId) ?? null,
    unreadCount: row.unreadCount,
    canWrite: row.leftAt === null,
    lastActivityAt: row.lastActivityAt.toISOString(),
  }));
}

/**
 * The caller's conversations (or one project's: only those the caller is in, so another's project
 * gives an empty page), newest activity first, with the unread total over all of them.
 */
export async function listConversations(
  db: Database,
  userId: number,
  { page, limit, projectId }: ConversationListQuery,
): Promise<ConversationPage> {
  const [rows, totals] = await Promise.all([
    listOwnConversations(db, userId, (page - 1) * limit, limit + 1, projectId),
    unreadTotals(db, [userId]),
  ]);
  return {
    data: await toConversations(db, rows.slice(0, limit)),
    hasNextPage: rows.length > limit,
    unreadTotal: totals.get(userId) ?? 0,
  };
}

/** The account export: every conversation of the user as `GET /conversations` shows it, a page at a time. */
export async function* conversationPages(
  db: Database,
  userId: number,
  pageSize: number,
): AsyncGenerator<Conversation[]> {
  for (let offset = 0; ; offset += pageSize) {
    const rows = await listOwnConversations(db, userId, offset, pageSize);
    if (rows.length > 0) yield await toConversations(db, rows);
    if (rows.length < pageSize) return;
  }
}

/** The account export: every message the user wrote, oldest first, a page at a time. */
export async function* messagePagesWrittenBy(
  db: Database,
  userId: number,
  pageSize: number,
): AsyncGenerator<Message[]> {
  for (let afterId = 0; ;) {
    const page = await listMessagesWrittenBy(db, userId, afterId, pageSize);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    afterId = last.id;
  }
}

export async function getConversation(db: Database, userId: number, conversationId: number): Promise<Conversation> {
  const row = await findOwnConversation(db, conversationId, userId);
  if (!row) throw AppError.notFound(NOT_FOUND);
  const [conversation] = await toConversations(db, [row]);
  if (!conversation) throw AppError.notFound(NOT_FOUND);
  return conversation;
}

/** A page of messages, newest first; `before` must be a message of this conversation. */
export async function getMessages(
  db: Database,
  userId: number,
  conversationId: number,
  { before, limit }: BeforeCursorQuery,
): Promise<MessagePage> {
  if (!(await findOwnConversation(db, conversationId, userId))) throw AppError.notFound(NOT_FOUND);
  if (before !== undefined && !(await isMessageInConversation(db, before, conversationId))) {
    throw AppError.validation({ before: ErrorKeys.notInConversation });
  }
  const rows = await listMessages(db, conversationId, before, limit + 1);
  return { data: rows.slice(0, limit), hasNextPage: rows.length > limit };
}

/**
 * Tells each user their new unread count of the conversation and their total. The totals are read
 * once the users' event cursors are locked (`LiveWriter.addLater`), so concurrent messages in other
 * conversations never leave a stale total as the last one a user receives.
 */
export function announceUnread(
  live: LiveWriter,
  conversationId: number,
  counts: Array<{ userId: number; unreadCount: number }>,
): void {
  live.addLater(
    counts.map((count) => count.userId),
    async () => {
      const totals = await unreadTotals(
        live.tx,
        counts.map((count) => count.userId),
      );
      return counts.map(({ userId, unreadCount }) => ({
        userId,
        name: 'unread' as const,
        data: JSON.stringify({ conversationId, unreadCount, total: totals.get(userId) ?? 0 }),
      }));
    },
  );
}

type Deps = Pick<AppDeps, 'config' | 'database' | 'live'>;

/**
 * Sends a message: stored exactly as typed, counted unread for every other current participant,
 * and pushed to every current participant's streams (the sender's other tabs too), in one transaction.
 * Not a participant → 404; a former squad member → 403.
 */
export async function sendMessage(deps: Deps, userId: number, conversationId: number, body: string): Promise<Message> {
  return withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const participant = await lockForSending(live.tx, conversationId, userId);
    if (!participant) throw AppError.notFound(NOT_FOUND);
    if (participant.leftAt !== null) throw AppError.forbidden('You left this squad: you can read, not write');
    return deliverMessage(live, conversationId, userId, body, deps.config.live.digestAfterMs);
  });
}

/**
 * Stores a message, counts it unread for the other current participants (a digest `digestAfterMs`
 * later, none when null) and pushes it to every participant's streams, the sender's too.
 */
export async function deliverMessage(
  live: LiveWriter,
  conversationId: number,
  senderUserId: number,
  body: string,
  digestAfterMs: number | null,
): Promise<Message> {
  const message = await insertMessage(live.tx, conversationId, senderUserId, body);
  const counts = await addUnread(live.tx, conversationId, senderUserId, digestAfterMs);
  live.add([senderUserId, ...counts.map((count) => count.userId)], 'message', message);
  announceUnread(live, conversationId, counts);
  return message;
}

/** Marks everything up to `upTo` read (a mark never moves back); the caller's other tabs hear of it. */
export async function readConversation(
  deps: Deps,
  userId: number,
  conversationId: number,
  upTo: number,
): Promise<void> {
  await withLiveTransaction(deps.database.db, deps.live, async (live) => {
    if (!(await findOwnConversation(live.tx, conversationId, userId))) throw AppError.notFound(NOT_FOUND);
    if (!(await isMessageInConversation(live.tx, upTo, conversationId))) {
      throw AppError.validation({ upTo: ErrorKeys.notInConversation });
    }
    const unreadCount = await markRead(live.tx, conversationId, userId, upTo);
    announceUnread(live, conversationId, [{ userId, unreadCount }]);
  });
}
