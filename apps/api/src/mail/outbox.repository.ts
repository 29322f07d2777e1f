import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { mailOutbox, users } from '../db/schema/index.js';
import { fromNow } from '../db/sql-time.js';
import type { OutgoingMail } from './outgoing-mail.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const LAST_ERROR_MAX = 1000;

/**
 * Queues a mail. Pass the transaction of the change that causes it: the mail then exists exactly
 * when that change committed.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<number> {
  const [values] = await withRecipients(db, [mail]);
  const [row] = await db.insert(mailOutbox).values(values!).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Queues several mails in one statement (a batch of the monthly invoice run). */
export async function enqueueMails(db: Database, mails: OutgoingMail[]): Promise<void> {
  if (mails.length > 0) await db.insert(mailOutbox).values(await withRecipients(db, mails));
}

/**
 * A mail a preference can turn off needs its recipient's account (docs/mail.md): the one its caller
 * named, else the account with that address (one lookup for the batch).
 */
async function withRecipients(db: Database, mails: OutgoingMail[]): Promise<OutgoingMail[]> {
  const unknown = [...new Set(mails.filter((mail) => mail.category && !mail.userId).map((m) => m.to.toLowerCase()))];
  if (unknown.length === 0) return mails;
  const found = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, unknown));
  const byEmail = new Map(found.map((user) => [user.email, user.id]));
  return mails.map((mail) =>
    mail.category && !mail.userId ? { ...mail, userId: byEmail.get(mail.to.toLowerCase()) ?? null } : mail,
  );
}

/**
 * Claims up to `limit` due mails by pushing their next attempt `leaseMs` ahead, in one statement.
 * SKIP LOCKED lets several senders claim side by side without waiting for or repeating each other;
 * if a sender dies mid-send, its rows become due again when the lease runs out.
 */
export async function claimDueMail(
  db: Database,
  options: { limit: number; leaseMs: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        lt(mailOutbox.attempts, options.maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: fromNow(options.leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Mails not sent yet and not given up on: the outbox depth (`mail_outbox_pending_idx`). */
export async function countPendingMail(db: Database, maxAttempts: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts)));
  return row?.count ?? 0;
}

export async function markMailSent(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt; the mail is due again after `retryInMs`. */
export async function markMailFailed(
  db: Database,
  id: number,
  failure: { attempts: number; error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: failure.attempts,
      lastError: failure.error.slice(0, LAST_ERROR_MAX),
      nextAttemptAt: fromNow(failure.retryInMs),
    })
    .where(eq(mailOutbox.id, id));
}

/** A mail whose category the recipient turned off before it went (docs/mail.md): done, never sent. */
export async function markMailSkipped(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: 'not sent: the recipient turned this category off' })
    .where(eq(mailOutbox.id, id));
}
