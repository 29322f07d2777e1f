import { Roles, Statuses, webPaths } from '@fractional/contract';
import { and, asc, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { conversationParticipants, conversations, messages, projects, users } from '../../db/schema/index.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.js';
import { messageDigestMail } from '../../mail/message-templates.js';
import { displayName, personColumns } from './people.js';
import { withTransaction } from '../../db/transaction.js';

const cp = conversationParticipants;
/** Participants handled per transaction; the pass repeats until none is due. */
const BATCH = 20;
const EXCERPTS = 3;
const DIGEST_INTERVAL = sql`interval '1 hour'`;

/** Where the recipient reads the conversation in the web app. */
export function conversationLink(appUrl: string, roleId: number, conversationId: number): string {
  const area = roleId === Roles.client.id ? webPaths.client : webPaths.contractor;
  return webUrl(appUrl, area.conversation(conversationId));
}

type Due = {
  conversationId: number;
  userId: number;
  unreadCount: number;
  lastReadMessageId: number;
  isRecent: boolean;
  leftAt: Date | null;
};

/**
 * Mails a digest to each participant whose oldest unread message has waited `MESSAGE_DIGEST_AFTER`
 * (`digest_due_at`), at most one per conversation an hour: one digested within the hour is put off
 * to the hour's end. Reading clears `digest_due_at` (see markRead), which cancels it. Runs in the
 * mail sender's background pass; rows are claimed with SKIP LOCKED, so instances share the work.
 * Returns how many mails were queued.
 */
export async function sendDueDigests(db: Database, config: Config): Promise<number> {
  let queued = 0;
  for (;;) {
    const { handled, mailed } = await withTransaction(db, async (tx) => {
      const due: Due[] = await tx
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
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let sent = 0;
      for (const row of due) if (await digestOne(tx, config, row)) sent += 1;
      return { handled: due.length, mailed: sent };
    });
    queued += mailed;
    if (handled < BATCH) return queued;
  }
}

async function digestOne(tx: Database, config: Config, row: Due): Promise<boolean> {
  const where = and(eq(cp.conversationId, row.conversationId), eq(cp.userId, row.userId));
  if (row.unreadCount === 0 || row.leftAt !== null) {
    await tx.update(cp).set({ digestDueAt: null }).where(where);
    return false;
  }
  if (row.isRecent) {
    await tx
      .update(cp)
      .set({ digestDueAt: sql`${cp.lastDigestAt} + ${DIGEST_INTERVAL}` })
      .where(where);
    return false;
  }
  await tx
    .update(cp)
    .set({ digestDueAt: null, lastDigestAt: sql`now()` })
    .where(where);
  const [recipient] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      roleId: users.roleId,
      projectName: projects.name,
    })
    .from(users)
    .innerJoin(conversations, eq(conversations.id, row.conversationId))
    .innerJoin(projects, eq(projects.id, conversations.projectId))
    .where(and(eq(users.id, row.userId), eq(users.statusId, Statuses.active.id), isNull(users.deletedAt)));
  if (!recipient) return false;
  const unread = await tx
    .select({ body: messages.body, ...personColumns })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderUserId))
    .where(
      and(
        eq(messages.conversationId, row.conversationId),
        gt(messages.id, row.lastReadMessageId),
        ne(messages.senderUserId, row.userId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(EXCERPTS);
  await enqueueMail(
    tx,
    messageDigestMail({
      to: recipient.email,
      firstName: recipient.firstName,
      supportEmail: config.mail.supportEmail,
      projectName: recipient.projectName,
      unreadCount: row.unreadCount,
      excerpts: unread.reverse().map((message) => ({ from: displayName(message), body: message.body })),
      link: conversationLink(config.appUrl, recipient.roleId, row.conversationId),
    }),
  );
  return true;
}
