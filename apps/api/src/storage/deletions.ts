import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { storageDeletions } from '../db/schema/index.js';
import { loggableError } from '../lib/errors.js';
import { retryDelayMs } from '../mail/sender.js';
import type { StorageDriver } from './driver.js';

const BATCH_SIZE = 20;
/** How long a claimed deletion stays invisible to other instances. */
const LEASE_MS = 5 * 60_000;
const LAST_ERROR_MAX = 1000;

function fromNow(ms: number) {
  return sql`now() + (${Math.max(0, Math.round(ms))}::float8 * interval '1 millisecond')`;
}

/**
 * Queues stored files for removal. Pass the transaction that drops their rows: the files are then
 * removed exactly when that change committed, and never while a rolled-back change still needs them.
 */
export async function enqueueStorageDeletions(db: Database, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.insert(storageDeletions).values(paths.map((path) => ({ path })));
}

/**
 * Removes due queued files from storage, one batch after another, on any number of instances (SKIP
 * LOCKED claims, leased like the mail outbox). A failure is kept with backoff and retried until the
 * storage takes it; a missing file counts as removed. Runs in the mail sender's background pass.
 */
export async function drainStorageDeletions(
  db: Database,
  storage: StorageDriver,
  log: FastifyBaseLogger,
  retryBaseMs: number,
): Promise<void> {
  for (;;) {
    const due = db
      .select({ id: storageDeletions.id })
      .from(storageDeletions)
      .where(lte(storageDeletions.nextAttemptAt, sql`now()`))
      .orderBy(asc(storageDeletions.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const batch = await db
      .update(storageDeletions)
      .set({ nextAttemptAt: fromNow(LEASE_MS) })
      .where(inArray(storageDeletions.id, due))
      .returning();
    for (const row of batch) {
      try {
        await storage.remove(row.path);
        await db.delete(storageDeletions).where(eq(storageDeletions.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        log.warn({ err: loggableError(error), path: row.path, attempts }, 'stored file not removed; will retry');
        await db
          .update(storageDeletions)
          .set({
            attempts,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX),
            nextAttemptAt: fromNow(retryDelayMs(retryBaseMs, attempts)),
          })
          .where(eq(storageDeletions.id, row.id));
      }
    }
    if (batch.length < BATCH_SIZE) return;
  }
}
