import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.js';

const cp = conversationParticipants;

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
