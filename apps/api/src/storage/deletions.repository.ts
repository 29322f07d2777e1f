import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storageDeletions } from '../db/schema/index.js';
import { fromNow } from '../db/sql-time.js';

const LAST_ERROR_MAX = 1000;

export type StorageDeletionRow = typeof storageDeletions.$inferSelect;

/**
 * Queues stored files for removal. Pass the transaction that drops their rows: the files are then
 * removed exactly when that change committed, and never while a rolled-back change still needs them.
 */
export async function enqueueStorageDeletions(db: Database, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.insert(storageDeletions).values(paths.map((path) => ({ path })));
}

/** Up to `limit` due deletions, claimed (SKIP LOCKED) and hidden from other instances for `leaseMs`. */
export async function claimStorageDeletions(
  db: Database,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<StorageDeletionRow[]> {
  const due = db
    .select({ id: storageDeletions.id })
    .from(storageDeletions)
    .where(lte(storageDeletions.nextAttemptAt, sql`now()`))
    .orderBy(asc(storageDeletions.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(storageDeletions)
    .set({ nextAttemptAt: fromNow(leaseMs) })
    .where(inArray(storageDeletions.id, due))
    .returning();
}

/** The file is gone from storage. */
export async function deleteStorageDeletion(db: Database, id: number): Promise<void> {
  await db.delete(storageDeletions).where(eq(storageDeletions.id, id));
}

/** A failed removal, tried again after `retryInMs`. */
export async function markStorageDeletionFailed(
  db: Database,
  id: number,
  failure: { attempts: number; error: string; retryInMs: number },
): Promise<void> {
  await db
    .update(storageDeletions)
    .set({
      attempts: failure.attempts,
      lastError: failure.error.slice(0, LAST_ERROR_MAX),
      nextAttemptAt: fromNow(failure.retryInMs),
    })
    .where(eq(storageDeletions.id, id));
}
