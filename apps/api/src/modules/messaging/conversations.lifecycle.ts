import type { LiveWriter } from '../live/live-writer.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { conversationParticipants, conversations } from '../../db/schema/index.js';
import { announceUnread } from './conversations.service.js';

/**
 * How conversations follow invitations and squads (docs/api.md#messages-and-activity). The invitation and squad services
 * call these inside the transaction of their change, with that transaction's LiveWriter.
 */

/** Every invitation opens a direct conversation between the project's client and the invited expert. */
export async function openDirectConversation(
  live: LiveWriter,
  input: { projectId: number; invitationId: number; clientUserId: number; expertUserId: number },
): Promise<number> {
  const [row] = await live.tx
    .insert(conversations)
    .values({ projectId: input.projectId, kind: 'direct', invitationId: input.invitationId })
    .returning({ id: conversations.id });
  if (!row) throw new Error('insert returned no row');
  await live.tx.insert(conversationParticipants).values([
    { conversationId: row.id, userId: input.clientUserId, role: 'client' },
    { conversationId: row.id, userId: input.expertUserId, role: 'expert' },
  ]);
  return row.id;
}

/**
 * A member joins the project's squad conversation: the first member opens it (with the client), a
 * later one joins, and a former member who comes back may write again.
 */
export async function joinSquadConversation(
  live: LiveWriter,
  input: { projectId: number; clientUserId: number; expertUserId: number },
): Promise<number> {
  // The partial unique index settles two first members racing: both end up in the one conversation.
  await live.tx.execute(sql`
    insert into conversations (project_id, kind) values (${input.projectId}, 'squad')
    on conflict (project_id) where kind = 'squad' do nothing`);
  const [conversation] = await live.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.projectId, input.projectId), eq(conversations.kind, 'squad')));
  if (!conversation) throw new Error('squad conversation vanished');
  await live.tx
    .insert(conversationParticipants)
    .values({ conversationId: conversation.id, userId: input.clientUserId, role: 'client' })
    .onConflictDoNothing();
  await live.tx
    .insert(conversationParticipants)
    .values({ conversationId: conversation.id, userId: input.expertUserId, role: 'expert' })
    .onConflictDoUpdate({
      target: [conversationParticipants.conversationId, conversationParticipants.userId],
      set: { leftAt: null },
    });
  return conversation.id;
}

/** An ended member keeps reading the squad conversation but can no longer write; nothing there is unread for them any more. */
export async function leaveSquadConversation(
  live: LiveWriter,
  input: { projectId: number; expertUserId: number },
): Promise<void> {
  const squad = live.tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.projectId, input.projectId), eq(conversations.kind, 'squad')));
  const left = await live.tx
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
  for (const { conversationId } of left)
    announceUnread(live, conversationId, [{ userId: input.expertUserId, unreadCount: 0 }]);
}
