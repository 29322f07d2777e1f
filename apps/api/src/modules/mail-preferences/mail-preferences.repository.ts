import { DEFAULT_MAIL_PREFERENCES, type MailCategory, type MailPreferences } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailPreferences } from '../../db/schema/index.js';

const COLUMNS = {
  messages: mailPreferences.messages,
  invitations: mailPreferences.invitations,
  timesheets: mailPreferences.timesheets,
  invoices: mailPreferences.invoices,
  matchAlerts: mailPreferences.matchAlerts,
  savedSearches: mailPreferences.savedSearches,
  reviews: mailPreferences.reviews,
} as const;

/** The user's preferences; the defaults while they never saved any (docs/mail.md). */
export async function findMailPreferences(db: Database, userId: number): Promise<MailPreferences> {
  const [row] = await db.select(COLUMNS).from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return row ?? { ...DEFAULT_MAIL_PREFERENCES };
}

/** Saves all of them at once (one upsert: two racing saves leave one whole set, never a mix). */
export async function saveMailPreferences(db: Database, userId: number, preferences: MailPreferences): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...preferences, updatedAt: sql`now()` } });
}

/** Turns one category off (the unsubscribe link); doing it again changes nothing. */
export async function turnCategoryOff(db: Database, userId: number, category: MailCategory): Promise<void> {
  const off = { [category]: 'off' } as Partial<MailPreferences>;
  await db
    .insert(mailPreferences)
    .values({ userId, ...DEFAULT_MAIL_PREFERENCES, ...off })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...off, updatedAt: sql`now()` } });
}

/** Whether a mail of this category may go to the user now (messages: unless `off`). */
export async function isCategoryOn(db: Database, userId: number, category: MailCategory): Promise<boolean> {
  const preferences = await findMailPreferences(db, userId);
  return preferences[category] !== 'off';
}

/**
 * `messages: 'daily'`: takes the user's one message digest of the day, atomically (two conversations
 * digested at once by two instances get one slot between them). `{ sendNow: true }` when this digest
 * may go now, else the moment the next slot opens.
 */
export async function takeDailyDigestSlot(
  db: Database,
  userId: number,
): Promise<{ sendNow: true } | { sendNow: false; nextAt: Date }> {
  const taken = await db
    .update(mailPreferences)
    .set({ lastMessageDigestAt: sql`now()` })
    .where(
      sql`${mailPreferences.userId} = ${userId} and (${mailPreferences.lastMessageDigestAt} is null or ${mailPreferences.lastMessageDigestAt} <= now() - interval '1 day')`,
    )
    .returning({ userId: mailPreferences.userId });
  if (taken.length > 0) return { sendNow: true };
  const [row] = await db
    .select({
      nextAt: sql<Date>`${mailPreferences.lastMessageDigestAt} + interval '1 day'`.mapWith(
        mailPreferences.lastMessageDigestAt,
      ),
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return { sendNow: false, nextAt: row?.nextAt ?? new Date(Date.now() + 86_400_000) };
}
