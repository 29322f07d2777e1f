import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mfaChallenges, userRecoveryCodes, userTwoFactor } from '../../db/schema/index.js';

export type TwoFactorRow = typeof userTwoFactor.$inferSelect;
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;

export async function findTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  return row;
}

/** The row under a lock: enabling, disabling and a second step on one account take turns. */
export async function lockTwoFactor(db: Database, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).for('update');
  return row;
}

/** A new secret replaces a setup not yet confirmed; callers refuse when two-step sign-in is on. */
export async function saveSecret(db: Database, userId: number, secret: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { secret, enabledAt: null, lastUsedStep: null, createdAt: new Date() },
    });
}

export async function markEnabled(db: Database, userId: number): Promise<void> {
  await db.update(userTwoFactor).set({ enabledAt: new Date() }).where(eq(userTwoFactor.userId, userId));
}

/** Turns two-step sign-in off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Database, userId: number): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
}

/**
 * Records `step` as the newest step a code was accepted for, unless it is not newer than the last one:
 * false then (the code was used already). One statement, so two racing uses of a code cannot both pass.
 */
export async function consumeStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Database, userId: number, codeHashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses an unused recovery code: true once, false ever after (or for a code that is not the user's). */
export async function consumeRecoveryCode(db: Database, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertChallenge(db: Database, userId: number, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(mfaChallenges).values({ userId, expiresAt }).returning({ id: mfaChallenges.id });
  return row!.id;
}

export async function lockChallenge(db: Database, id: string): Promise<MfaChallengeRow | undefined> {
  const [row] = await db.select().from(mfaChallenges).where(eq(mfaChallenges.id, id)).for('update');
  return row;
}

export async function countFailedAttempt(db: Database, id: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
    .where(eq(mfaChallenges.id, id));
}

export async function markChallengeUsed(db: Database, id: string): Promise<void> {
  await db.update(mfaChallenges).set({ usedAt: new Date() }).where(eq(mfaChallenges.id, id));
}

/** Second steps that ended long ago are of no use to anyone: dropped when a new one starts. */
export async function deleteStaleChallenges(db: Database, userId: number): Promise<void> {
  await db
    .delete(mfaChallenges)
    .where(and(eq(mfaChallenges.userId, userId), lt(mfaChallenges.expiresAt, sql`now() - interval '1 day'`)));
}
