import { Roles, webPaths } from '@fractional/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { messageDigestMail } from '../../mail/message-templates.js';
import * as repo from './digests.repository.js';
import { findMailPreferences, takeDailyDigestSlot } from '../mail-preferences/index.js';
import { displayName } from './people.js';
import { withTransaction } from '../../db/transaction.js';

/** Participants handled per transaction; the pass repeats until none is due. */
const BATCH = 20;
const EXCERPTS = 3;

/** Where the recipient reads the conversation in the web app. */
export function conversationLink(appUrl: string, roleId: number, conversationId: number): string {
  const area = roleId === Roles.client.id ? webPaths.client : webPaths.contractor;
  return webUrl(appUrl, area.conversation(conversationId));
}

/**
 * Mails a digest to each participant whose oldest unread message has waited `MESSAGE_DIGEST_AFTER`
 * (`digest_due_at`), at most one per conversation an hour: one digested within the hour is put off
 * to the hour's end. Reading clears `digest_due_at` (see markRead), which cancels it. Runs in the
 * background pass (`BackgroundWorker`); rows are claimed with SKIP LOCKED, so instances share the work.
 * Returns how many mails were queued.
 */
export async function sendDueDigests(db: Database, config: Config): Promise<number> {
  let queued = 0;
  for (;;) {
    const { handled, mailed } = await withTransaction(db, async (tx) => {
      const due = await repo.claimDueDigests(tx, BATCH);
      let sent = 0;
      for (const row of due) if (await digestOne(tx, config, row)) sent += 1;
      return { handled: due.length, mailed: sent };
    });
    queued += mailed;
    if (handled < BATCH) return queued;
  }
}

async function digestOne(tx: Database, config: Config, row: repo.DueDigest): Promise<boolean> {
  if (row.unreadCount === 0 || row.leftAt !== null) {
    await repo.cancelDigest(tx, row);
    return false;
  }
  if (row.isRecent) {
    await repo.putOffDigest(tx, row);
    return false;
  }
  // The recipient's preference at send time (docs/mail.md): off cancels, daily keeps one a day.
  const { messages } = await findMailPreferences(tx, row.userId);
  if (messages === 'off') {
    await repo.cancelDigest(tx, row);
    return false;
  }
  if (messages === 'daily') {
    const slot = await takeDailyDigestSlot(tx, row.userId);
    if (!slot.sendNow) {
      await repo.putOffDigestUntil(tx, row, slot.nextAt);
      return false;
    }
  }
  await repo.markDigested(tx, row);
  const recipient = await repo.findDigestRecipient(tx, row);
  if (!recipient) return false;
  const unread = await repo.listUnreadExcerpts(tx, row, EXCERPTS);
  await enqueueMail(
    tx,
    messageDigestMail({
      userId: row.userId,
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
