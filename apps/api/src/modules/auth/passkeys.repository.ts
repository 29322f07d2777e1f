import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passkeyChallenges, userPasskeys, users } from '../../db/schema/index.js';

export type PasskeyRow = typeof userPasskeys.$inferSelect;
export type PasskeyPurpose = (typeof passkeyChallenges.$inferSelect)['purpose'];

/** The columns a list shows: never the public key or the counter. */
const LISTED = {
  id: userPasskeys.id,
  name: userPasskeys.name,
  createdAt: userPasskeys.createdAt,
  lastUsedAt: userPasskeys.lastUsedAt,
};
export type ListedPasskey = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

export async function listPasskeys(db: Database, userId: number): Promise<ListedPasskey[]> {
  return db
    .select(LISTED)
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(desc(userPasskeys.createdAt), desc(userPasskeys.id));
}

/** The credential ids a new registration must not repeat (the browser skips authenticators holding one). */
export async function credentialsOf(
  db: Database,
  userId: number,
): Promise<Array<{ credentialId: string; transports: string[] }>> {
  return db
    .select({ credentialId: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId));
}

/** Locks the user's row, so two registrations of one account count its passkeys in turn. */
export async function countPasskeysLocked(db: Database, userId: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db.select({ n: count() }).from(userPasskeys).where(eq(userPasskeys.userId, userId));
  return row?.n ?? 0;
}

export async function insertPasskey(
  db: Database,
  values: Pick<PasskeyRow, 'userId' | 'credentialId' | 'publicKey' | 'counter' | 'transports' | 'name'>,
): Promise<ListedPasskey> {
  const [row] = await db.insert(userPasskeys).values(values).returning(LISTED);
  return row!;
}

export async function findByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(userPasskeys).where(eq(userPasskeys.credentialId, credentialId));
  return row;
}

/**
 * Records a sign-in and its new signature counter, if the stored one is still the one checked (the
 * library refuses a counter that did not grow, unless the authenticator keeps none: both 0). One
 * conditional statement, so of two sign-ins checked against the same counter only one is recorded.
 */
export async function recordUse(db: Database, id: string, oldCounter: number, newCounter: number): Promise<boolean> {
  const rows = await db
    .update(userPasskeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.counter, oldCounter)))
    .returning({ id: userPasskeys.id });
  return rows.length === 1;
}

export async function renamePasskey(
  db: Database,
  userId: number,
  id: string,
  name: string,
): Promise<ListedPasskey | undefined> {
  const [row] = await db
    .update(userPasskeys)
    .set({ name })
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning(LISTED);
  return row;
}

export async function deletePasskey(db: Database, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return rows.length === 1;
}

/** Stores a ceremony's challenge; ceremonies that ran out are dropped on the way (an index on expires_at). */
export async function insertChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
  expiresAt: Date,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({ challenge, purpose, userId, expiresAt });
}

/**
 * Takes a challenge for good: true once, if it exists for this purpose (and user, for a registration)
 * and has not expired. A DELETE … RETURNING, so two answers to one challenge cannot both pass.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: number | null,
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? sql`${passkeyChallenges.userId} is null` : eq(passkeyChallenges.userId, userId),
      ),
    )
    .returning({ expiresAt: passkeyChallenges.expiresAt });
  const row = rows[0];
  return row !== undefined && row.expiresAt.getTime() > Date.now();
}
