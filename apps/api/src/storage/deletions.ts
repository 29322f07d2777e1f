import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { loggableError } from '../lib/errors.js';
import { retryDelayMs } from '../lib/retry-delay.js';
import { claimStorageDeletions, deleteStorageDeletion, markStorageDeletionFailed } from './deletions.repository.js';
import type { StorageDriver } from './driver.js';

const BATCH_SIZE = 20;
/** How long a claimed deletion stays invisible to other instances. */
const LEASE_MS = 5 * 60_000;

/**
 * Removes due queued files from storage, one batch after another, on any number of instances (SKIP
 * LOCKED claims, leased like the mail outbox). A failure is kept with backoff and retried until the
 * storage takes it; a missing file counts as removed. Runs in the background pass (`BackgroundWorker`).
 */
export async function drainStorageDeletions(
  db: Database,
  storage: StorageDriver,
  log: FastifyBaseLogger,
  retryBaseMs: number,
): Promise<void> {
  for (;;) {
    const batch = await claimStorageDeletions(db, { limit: BATCH_SIZE, leaseMs: LEASE_MS });
    for (const row of batch) {
      try {
        await storage.remove(row.path);
        await deleteStorageDeletion(db, row.id);
      } catch (error) {
        const attempts = row.attempts + 1;
        log.warn({ err: loggableError(error), path: row.path, attempts }, 'stored file not removed; will retry');
        await markStorageDeletionFailed(db, row.id, {
          attempts,
          error: error instanceof Error ? error.message : String(error),
          retryInMs: retryDelayMs(retryBaseMs, attempts),
        });
      }
    }
    if (batch.length < BATCH_SIZE) return;
  }
}
