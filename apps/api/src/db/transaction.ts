import { sql } from 'drizzle-orm';
import { isRetryableConflict } from '../lib/errors.js';
import type { Database } from './client.js';

/** How often a transaction that lost a deadlock or serialization race is run in all. */
const CONFLICT_ATTEMPTS = 3;

/**
 * Runs `fn` in one transaction (READ COMMITTED), run again if the database aborts it to settle a
 * race (a deadlock or a serialization failure): `fn` must keep its effects inside the transaction.
 * The lock orders of docs/concurrency.md make a deadlock the exception; this keeps one that still
 * happens from reaching a client as a 500.
 */
export async function withTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= CONFLICT_ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}

/**
 * Runs `fn` in one read-only REPEATABLE READ transaction: every query sees the same snapshot, so a
 * document assembled from many reads (the account export) is consistent however long it takes.
 */
export async function withReadSnapshot<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Waits for, then holds to the transaction's end, the advisory lock `key` (for work that has no row to lock yet). */
export async function lockAdvisory(tx: Database, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
