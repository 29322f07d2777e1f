import type { ConversationKind, ParticipantRole } from '@fractional/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { personColumns } from './people.js';
import { conversationParticipants, conversations, projects, users } from '../../db/schema/index.js';

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
