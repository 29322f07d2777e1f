import type { ConversationKind, Message, ParticipantRole } from '@fractional/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations, messages, projects, users } from '../../db/schema/index.js';
import { personColumns, toPerson } from './people.js';

const cp = conversationParticipants;

export interface OwnConversationRow {
  id: number;
  kind: ConversationKind;
  invitationId: number | null;
  projectId: number;
  projectName: string;
  lastActivityAt: Date;
  lastMessageId: number | null;
  unreadCount: number;
  leftAt: Date | null;
}

/** The caller's conversations joined with their own participation and the project's name; one, or one project's. */
function selectOwnConversations(
  db: Database,
  userId: number,
  only: { conversationId?: number; projectId?: number } = {},
) {
  return db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      invitationId: conversations.invitationId,
      projectId: conversations.projectId,
      projectName: projects.name,
      lastActivityAt: conversations.lastActivityAt,
      lastMessageId: conversations.lastMessageId,
      unreadCount: cp.unreadCount,
      leftAt: cp.leftAt,
    })
    .from(cp)
    .innerJoin(conversations, eq(conversations.id, cp.conversationId))
    .innerJoin(projects, eq(projects.id, conversations.projectId))
    .where(
      and(
        eq(cp.userId, userId),
        only.conversationId === undefined ? undefined : eq(cp.conversationId, only.conversationId),
        only.projectId === undefined ? undefined : eq(conversations.projectId, only.projectId),
      ),
    );
}

/**
 * The caller's conversations (all, or one project's), newest activity first, one page (and one more row
 * to tell if more follow).
 */
export async function listOwnConversations(
  db: Database,
  userId: number,
  offset: number,
  limit: number,
  projectId?: number,
): Promise<OwnConversationRow[]> {
  return selectOwnConversations(db, userId, { projectId })
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .offset(offset)
    .limit(limit);
}

/** One of the caller's conversations, or undefined when they are not in it (or it does not exist). */
export async function findOwnConversation(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<OwnConversationRow | undefined> {
  const [row] = await selectOwnConversations(db, userId, { conversationId });
  return row;
}

/** The caller's conversations about one project (their direct one, the squad's): ids and kinds only. */
export async function ownConversationsOfProject(db: Database, userId: number, projectId: number) {
  return db
    .select({ id: conversations.id, kind: conversations.kind, invitationId: conversations.invitationId })
    .from(cp)
    .innerJoin(conversations, eq(conversations.id, cp.conversationId))
    .where(and(eq(cp.userId, userId), eq(conversations.projectId, projectId)));
}

/**
 * Before a message is written: locks the conversation (its messages are written one at a time, so
 * unread counts and the last message stay consistent) and then the sender's participation (FOR
 * SHARE: a concurrent end of membership waits, so a message is written only while its sender may).
 * Always in this order, so two senders never wait for each other in a circle.
 */
export async function lockForSending(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<{ leftAt: Date | null } | undefined> {
  const { rows } = (await db.execute(sql`
    select ${cp.leftAt} as left_at from ${conversations}
    join ${cp} on ${cp.conversationId} = ${conversations.id} and ${cp.userId} = ${userId}
    where ${conversations.id} = ${conversationId}
    for no key update of ${conversations} for share of ${cp}`)) as { rows: Array<{ left_at: string | Date | null }> };
  const [row] = rows;
  return row && { leftAt: row.left_at === null ? null : new Date(row.left_at) };
}

export interface ParticipantRow {
  conversationId: number;
  userId: number;
  firstName: string | null;
  lastName: string | null;
  role: ParticipantRole;
  leftAt: Date | null;
}

export async function participantsOf(db: Database, conversationIds: number[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select({ conversationId: cp.conversationId, ...personColumns, role: cp.role, leftAt: cp.leftAt })
    .from(cp)
    .innerJoin(users, eq(users.id, cp.userId))
    .where(inArray(cp.conversationId, conversationIds))
    .orderBy(asc(cp.role), asc(cp.joinedAt), asc(cp.userId));
}

const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  body: messages.body,
  createdAt: messages.createdAt,
  ...personColumns,
};

type MessageRow = {
  id: number;
  conversationId: number;
  body: string;
  createdAt: Date;
  userId: number;
  firstName: string | null;
  lastName: string | null;
};

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: toPerson(row),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function messagesByIds(db: Database, ids: number[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(inArray(messages.id, ids));
  return rows.map(toMessage);
}

/** Newest first, before `beforeId` when given: an index range on (conversation_id, id desc) at any depth. */
export async function listMessages(
  db: Database,
  conversationId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<Message[]> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(
      and(eq(messages.conversationId, conversationId), beforeId === undefined ? undefined : lt(messages.id, beforeId)),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.map(toMessage);
}

/**
 * The messages `userId` wrote, oldest first, after the message `afterId` (0: from the start): one page of
 * the account export, read through the user's conversations (an index range on each).
 */
export async function listMessagesWrittenBy(
  db: Database,
  userId: number,
  afterId: number,
  limit: number,
): Promise<Message[]> {
  const ownConversations = db.select({ id: cp.conversationId }).from(cp).where(eq(cp.userId, userId));
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(
      and(
        inArray(messages.conversationId, ownConversations),
        eq(messages.senderUserId, userId),
        gt(messages.id, afterId),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.map(toMessage);
}

export async function isMessageInConversation(
  db: Database,
  messageId: number,
  conversationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row !== undefined;
}

/**
 * Stores the message, moves the conversation to the top of everyone's list and returns the message
 * with its sender's name: one statement, one round trip.
 */
export async function insertMessage(
  db: Database,
  conversationId: number,
  senderUserId: number,
  body: string,
): Promise<Message> {
  const { rows } = (await db.execute(sql`
    with inserted as (
      insert into ${messages} (conversation_id, sender_user_id, body)
      values (${conversationId}, ${senderUserId}, ${body})
      returning id, created_at
    ), moved as (
      update ${conversations} set last_message_id = inserted.id, last_activity_at = inserted.created_at
      from inserted where ${conversations.id} = ${conversationId}
    )
    select inserted.id, inserted.created_at, ${users.firstName} as first_name, ${users.lastName} as last_name
    from inserted, ${users} where ${users.id} = ${senderUserId}`)) as {
    rows: Array<{
      id: string | number;
      created_at: string | Date;
      first_name: string | null;
      last_name: string | null;
    }>;
  };
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return toMessage({
    id: Number(row.id),
    conversationId,
    body,
    createdAt: new Date(row.created_at),
    userId: senderUserId,
    firstName: row.first_name,
    lastName: row.last_name,
  });
}

/**
 * One more unread message for every current participant but the sender; the first unread one
 * schedules a digest `digestAfterMs` later (none when null: the message was already mailed).
 * Returns each recipient's new count.
 */
export async function addUnread(
  db: Database,
  conversationId: number,
  senderUserId: number,
  digestAfterMs: number | null,
): Promise<Array<{ userId: number; unreadCount: number }>> {
  return db
    .update(cp)
    .set({
      unreadCount: sql`${cp.unreadCount} + 1`,
      ...(digestAfterMs === null
        ? {}
        : {
            digestDueAt: sql`coalesce(${cp.digestDueAt}, now() + (${digestAfterMs}::float8 * interval '1 millisecond'))`,
          }),
    })
    .where(and(eq(cp.conversationId, conversationId), ne(cp.userId, senderUserId), isNull(cp.leftAt)))
    .returning({ userId: cp.userId, unreadCount: cp.unreadCount });
}

/**
 * Moves the read mark up to `upTo` (never back) and recounts what is left unread after it (others'
 * messages only); nothing left unread cancels a pending digest. Returns the new count.
 *
 * The conversation row is share-locked first, in a statement of its own: a message being sent holds
 * that row (`lockForSending`) until it commits, so the recount, whose snapshot is taken after the
 * lock, sees every message whose `+1` reached this participant, and no `+1` lands in between
 * (docs/concurrency.md). Read marks of one conversation do not wait for each other.
 */
export async function markRead(db: Database, conversationId: number, userId: number, upTo: number): Promise<number> {
  await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('share');
  const mark = sql`greatest(${cp.lastReadMessageId}, ${upTo})`;
  const remaining = sql`(select count(*)::int from ${messages} where ${messages.conversationId} = ${conversationId}
    and ${messages.id} > ${mark} and ${messages.senderUserId} <> ${userId})`;
  const [row] = await db
    .update(cp)
    .set({
      lastReadMessageId: mark,
      unreadCount: remaining,
      digestDueAt: sql`case when ${remaining} = 0 then null else ${cp.digestDueAt} end`,
    })
    .where(and(eq(cp.conversationId, conversationId), eq(cp.userId, userId)))
    .returning({ unreadCount: cp.unreadCount });
  return row?.unreadCount ?? 0;
}

/** Each user's unread messages over all their conversations. */
export async function unreadTotals(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: cp.userId, total: sql<number>`coalesce(sum(${cp.unreadCount}), 0)::int` })
    .from(cp)
    .where(and(inArray(cp.userId, userIds), gt(cp.unreadCount, 0)))
    .groupBy(cp.userId);
  return new Map(userIds.map((id) => [id, rows.find((row) => row.userId === id)?.total ?? 0]));
}
