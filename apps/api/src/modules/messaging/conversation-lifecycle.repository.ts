import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations } from '../../db/schema/index.js';

/**
 * How conversations follow invitations and squads (docs/api.md#messages-and-activity); marketplace-events calls these inside
 * the transaction of the invitation's or the seat's change.
 */

/** A direct conversation between the project's client and the invited expert; its id. */
export async function openDirectConversation(
  db: Database,
  input: { projectId: number; invitationId: number; clientUserId: number; expertUserId: number },
): Promise<number> {
  const [row] = await db
    .insert(conversations)
    .values({ projectId: input.projectId, kind: 'direct', invitationId: input.invitationId })
    .returning({ id: conversations.id });
  if (!row) throw new Error('insert returned no row');
  await db.insert(conversationParticipants).values([
    { conversationId: row.id, userId: input.clientUserId, role: 'client' },
    { conversationId: row.id, userId: input.expertUserId, role: 'expert' },
  ]);
  return row.id;
}

/**
 * The project's squad conversation with the client and this expert in it: opened by the first
 * member, joined by a later one, written in again by a former member who comes back. Its id.
 */
export async function joinSquadConversation(
  db: Database,
  input: { projectId: number; clientUserId: number; expertUserId: number },
): Promise<number> {
  // The partial unique index settles two first members racing: both end up in the one conversation.
  await db.execute(sql`
    insert into conversations (project_id, kind) values (${input.projectId}, 'squad')
    on conflict (project_id) where kind = 'squad' do nothing`);
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.projectId, input.projectId), eq(conversations.kind, 'squad')));
  if (!conversation) throw new Error('squad conversation vanished');
  await db
    .insert(conversationParticipants)
    .values({ conversationId: conversation.id, userId: input.clientUserId, role: 'client' })
    .onConflictDoNothing();
  await db
    .insert(conversationParticipants)
    .values({ conversationId: conversation.id, userId: input.expertUserId, role: 'expert' })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { leftAt: null },
    });
  return conversation.id;
}

/** Marks the expert as gone from the project's squad conversation, nothing unread; the conversations left. */
export async function leaveSquadConversation(
  db: Database,
  input: { projectId: number; expertUserId: number },
): Promise<number[]> {
  const squad = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.projectId, input.projectId), eq(conversations.kind, 'squad')));
  const left = await db
    .update(conversationParticipants)
    .set({ leftAt: sql`now()`, unreadCount: 0, digestDueAt: null })
    .where(
      and(
        sql`${conversationParticipants.conversationId} = (${squad})`,
        eq(conversationParticipants.userId, input.expertUserId),
        isNull(conversationParticipants.leftAt),
      ),
    )
    .returning({ conversationId: conversationParticipants.conversationId });
  return left.map((row) => row.conversationId);
}
