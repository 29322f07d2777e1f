import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResets } from '../../db/schema/index.js';

export async function insertPasswordReset(
  db: Database,
  values: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Marks the reset used if it is still unused and unexpired, in one statement: of concurrent uses
 * of one hash exactly one gets the user back, the others get undefined.
 */
export async function consumePasswordReset(db: Database, id: string): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId });
  return row;
}

/** Retires the user's other open resets, so older links stop working once the password changed. */
export async function retireOpenPasswordResets(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
