import { Statuses } from '@fractional/contract';
import { and, asc, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations, messages, projects, users } from '../../db/schema/index.js';
import { personColumns } from './people.js';

const cp = conversationParticipants;
const DIGEST_INTERVAL = sql`interval '1 hour'`;

/** A participant whose digest is due, as the digest pass claimed it. */
export type DueDigest = {
  conversationId: number;
  userId: number;
  unreadCount: number;
  lastReadMessageId: number;
  /** Digested within the last hour. */
  isRecent: boolean;
  leftAt: Date | null;
};

const participant = (due: DueDigest) => and(eq(cp.conversationId, due.conversationId), eq(cp.userId, due.userId));

/** Up to `limit` participants whose digest is due, oldest first, locked (SKIP LOCKED: instances share them). */
export async function claimDueDigests(tx: Database, limit: number): Promise<DueDigest[]> {
  return tx
    .select({
      conversationId: cp.conversationId,
      userId: cp.userId,
      unreadCount: cp.unreadCount,
      lastReadMessageId: cp.lastReadMessageId,
      isRecent: sql<boolean>`coalesce(${cp.lastDigestAt} > now() - ${DIGEST_INTERVAL}, false)`,
      leftAt: cp.leftAt,
    })
    .from(cp)
    .where(lte(cp.digestDueAt, sql`now()`))
    .orderBy(asc(cp.digestDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** No digest is due any more. */
export async function cancelDigest(tx: Database, due: DueDigest): Promise<void> {
  await tx.update(cp).set({ digestDueAt: null }).where(participant(due));
}

/** Due again an hour after the last digest. */
export async function putOffDigest(tx: Database, due: DueDigest): Promise<void> {
  await tx
    .update(cp)
    .set({ digestDueAt: sql`${cp.lastDigestAt} + ${DIGEST_INTERVAL}` })
    .where(participant(due));
}

/** Put off to `at` (a `daily` recipient's next digest of the day, docs/mail.md). */
export async function putOffDigestUntil(tx: Database, due: DueDigest, at: Date): Promise<void> {
  await tx.update(cp).set({ digestDueAt: at }).where(participant(due));
}

/** Digested now. */
export async function markDigested(tx: Database, due: DueDigest): Promise<void> {
  await tx
    .update(cp)
    .set({ digestDueAt: null, lastDigestAt: sql`now()` })
    .where(participant(due));
}

/** Where the digest goes and which project it is about; undefined for an inactive or closed account. */
export async function findDigestRecipient(tx: Database, due: DueDigest) {
  const [recipient] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      roleId: users.roleId,
      projectName: projects.name,
    })
    .from(users)
    .innerJoin(conversations, eq(conversations.id, due.conversationId))
    .innerJoin(projects, eq(projects.id, conversations.projectId))
    .where(and(eq(users.id, due.userId), eq(users.statusId, Statuses.active.id), isNull(users.deletedAt)));
  return recipient;
}

/** The newest `limit` messages others sent after the participant's read mark, newest first, with their senders. */
export async function listUnreadExcerpts(tx: Database, due: DueDigest, limit: number) {
  return tx
    .select({ body: messages.body, ...personColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(
      and(
        eq(messages.conversationId, due.conversationId),
        gt(messages.id, due.lastReadMessageId),
        ne(messages.senderUserId, due.userId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
}
