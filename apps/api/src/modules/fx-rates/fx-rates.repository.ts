import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fxRates } from '../../db/schema/index.js';

export interface StoredFxRate {
  currency: string;
  rateMicros: number;
  updatedAt: Date;
}

/** Every stored rate (at most nine rows). */
export async function listFxRates(db: Database): Promise<StoredFxRate[]> {
  return db
    .select({ currency: fxRates.currency, rateMicros: fxRates.rateMicros, updatedAt: fxRates.updatedAt })
    .from(fxRates)
    .orderBy(fxRates.currency);
}

/**
 * Replaces every rate with `rates` (currency → millionths) in the caller's transaction, all stamped with
 * the transaction's time. The caller holds the fx advisory lock, so two replacements never interleave.
 */
export async function replaceFxRates(
  tx: Database,
  rates: Array<{ currency: string; rateMicros: number }>,
): Promise<void> {
  await tx.delete(fxRates).where(sql`true`);
  if (rates.length === 0) return;
  await tx.insert(fxRates).values(rates.map((rate) => ({ ...rate, updatedAt: sql`now()` })));
}
