import {
  FX_BASE,
  FX_QUOTED_CURRENCIES,
  fxRateFromMicros,
  fxRateToMicros,
  type Currency,
  type FxRates,
  type FxRatesInput,
  type FxRatesMap,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { lockAdvisory, withTransaction } from '../../db/transaction.js';
import type { AuthState } from '../../lib/access.js';
import { writeAudit } from '../admin/index.js';
import { listFxRates, replaceFxRates, type StoredFxRate } from './fx-rates.repository.js';

/** Serialises replacements of the rates (docs/concurrency.md's advisory keys). */
const FX_LOCK_KEY = 727_030;

/**
 * How long an instance keeps the rates it read (docs/money.md#exchange-rates): matching reads them once per
 * brief from memory, never per candidate. A replacement clears this instance's copy at once; another
 * instance sees it within this time.
 */
export const FX_CACHE_MS = 30_000;

interface Cached {
  at: number;
  rows: StoredFxRate[];
}
const cache = new WeakMap<Database, Cached>();

async function cachedRows(db: Database, now = Date.now()): Promise<StoredFxRate[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < FX_CACHE_MS) return hit.rows;
  const rows = await listFxRates(db);
  cache.set(db, { at: now, rows });
  return rows;
}

function toFxRates(rows: StoredFxRate[]): FxRates {
  const rates: FxRatesMap = {};
  for (const row of rows) rates[row.currency as keyof FxRatesMap] = fxRateFromMicros(row.rateMicros);
  const latest = rows.reduce<Date | null>((at, row) => (at === null || row.updatedAt > at ? row.updatedAt : at), null);
  return { base: FX_BASE, rates, updatedAt: latest ? latest.toISOString() : null };
}

/** `GET /fx-rates`: the rates against USD, public. */
export async function getFxRates(db: Database): Promise<FxRates> {
  return toFxRates(await cachedRows(db));
}

/**
 * Millionths of each currency one USD buys, USD itself 1,000,000; a currency without a rate is absent.
 * What matching converts with (`conversionFactors`).
 */
export async function fxMicros(db: Database): Promise<Partial<Record<Currency, number>>> {
  const micros: Partial<Record<Currency, number>> = { [FX_BASE]: 1_000_000 };
  for (const row of await cachedRows(db)) micros[row.currency as Currency] = row.rateMicros;
  return micros;
}

/**
 * `PUT /admin/fx-rates` (admin): replaces every rate at once, audited with the rates before and after, in
 * one transaction under the fx lock.
 */
export async function replaceRates(db: Database, admin: AuthState, input: FxRatesInput): Promise<FxRates> {
  const next = FX_QUOTED_CURRENCIES.flatMap((currency) => {
    const rate = input.rates[currency];
    return rate === undefined ? [] : [{ currency, rateMicros: fxRateToMicros(rate) }];
  });
  const rows = await withTransaction(db, async (tx) => {
    await lockAdvisory(tx, FX_LOCK_KEY);
    const before = toFxRates(await listFxRates(tx));
    await replaceFxRates(tx, next);
    const after = await listFxRates(tx);
    await writeAudit(tx, {
      actorId: admin.userId,
      action: 'fxRates.replaced',
      target: { type: 'fxRates', id: 0, label: 'Exchange rates (base USD)' },
      before: { rates: before.rates },
      after: { rates: toFxRates(after).rates },
    });
    return after;
  });
  cache.delete(db);
  return toFxRates(rows);
}
