import type { Message } from '@fractional/contract';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations, messages, users } from '../../db/schema/index.js';
import { personColumns, toPerson } from './people.js';

const cp = conversationParticipants;

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
