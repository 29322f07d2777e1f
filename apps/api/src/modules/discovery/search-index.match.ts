import { Currencies } from '@fractional/contract';
import { WORKDAY_MINUTES, rateFactor } from '../matching/index.js';
import type { SearchFilters } from './discovery.sql.js';
import type { SearchWord } from './search-words.js';
import { NO_ZONE, type IndexStore, type Postings } from './search-index.store.js';

/*
 * Which experts a search finds, from the in-memory index (docs/discovery.md, "Words" and "Filters"): the
 * words through the posting lists (every word found, a phrase in either reading, each reading's lexemes
 * all), then each filter on the slot's columns, with the SQL's semantics (discovery.sql.ts `conditions`).
 */

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      out[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) out[n++] = a[i++]!;
    else if (i >= a.length || b[j]! < a[i]!) out[n++] = b[j++]!;
    else {
      out[n++] = a[i]!;
      i += 1;
      j += 1;
    }
  }
  return out.subarray(0, n);
}

const EMPTY = new Int32Array(0);
const slotsOf = (list: Postings | undefined) => (list ? list.slots.subarray(0, list.length) : EMPTY);

/** The slots holding every word (null: no words, every slot). Smallest lists first, so intersections stay small. */
function wordSlots(store: IndexStore, words: SearchWord[]): Int32Array | null {
  if (words.length === 0) return null;
  const perWord = words.map((word) =>
    word.readings
      .map((reading) =>
        reading
          .map((lexeme) => slotsOf(store.postings.get(lexeme)))
          .sort((a, b) => a.length - b.length)
          .reduce((found, list) => intersect(found, list)),
      )
      .reduce((found, list) => union(found, list)),
  );
  return perWord.sort((a, b) => a.length - b.length).reduce((found, list) => intersect(found, list));
}

const table = (codes: number[]) => {
  const out = new Uint8Array(Math.max(0, ...codes) + 1);
  for (const code of codes) if (code >= 0) out[code] = 1;
  return out;
};

function anyIn(lists: IndexStore['roles'], wanted: Uint8Array, slot: number): boolean {
  const offsets = lists.offsets.data;
  const values = lists.values.data;
  for (let at = offsets[slot]!, end = offsets[slot + 1]!; at < end; at += 1) {
    const value = values[at]!;
    if (value < wanted.length && wanted[value] === 1) return true;
  }
  return false;
}

/** The card's mean to one decimal, ×10 (half up, as numeric `round` of the exact mean); -1 without reviews. */
export function roundedRatingTimesTen(store: IndexStore, slot: number): number {
  const count = store.ratingCount.data[slot]!;
  if (count === 0) return -1;
  return Math.floor((20 * store.ratingSum.data[slot]! + count) / (2 * count));
}

/** The found slots, ascending; every one alive and meeting the words and every filter. */
export function matchSlots(store: IndexStore, filters: SearchFilters, words: SearchWord[]): Int32Array {
  const checks: Array<(slot: number) => boolean> = [];
  const list = (lists: IndexStore['roles'], codes: number[] | undefined) => {
    if (!codes) return;
    const wanted = table(codes);
    checks.push((slot) => anyIn(lists, wanted, slot));
  };
  list(store.roles, filters.roles);
  list(store.expertise, filters.expertise);
  list(store.skills, filters.skills);
  list(
    store.industries,
    filters.industries?.map((key) => store.industryKeys.indexOf(key)),
  );
  if (filters.jobLevel) {
    const wanted = table(filters.jobLevel.map((key) => store.jobLevelKeys.indexOf(key)));
    const level = store.jobLevel.data;
    checks.push((slot) => level[slot]! >= 0 && wanted[level[slot]!] === 1);
  }
  if (filters.minRate !== undefined || filters.maxRate !== undefined) {
    // No rate, or no exchange rate for its currency, is no overlap (NaN compares false, as the SQL's null).
    const factors = Currencies.values.map((from) => rateFactor(filters, from) ?? Number.NaN);
    const { minRate, maxRate } = filters;
    const currency = store.currency.data;
    const low = store.rateLow.data;
    const high = store.rateHigh.data;
    const factor = (slot: number) => (currency[slot]! < 0 ? Number.NaN : factors[currency[slot]!]!);
    if (minRate !== undefined) checks.push((slot) => high[slot]! * factor(slot) >= minRate);
    if (maxRate !== undefined) checks.push((slot) => low[slot]! * factor(slot) <= maxRate);
  }
  if (filters.minAvailableHours !== undefined) {
    const hours = filters.minAvailableHours;
    const available = store.available.data;
    checks.push((slot) => available[slot]! >= hours);
  }
  if (filters.zoneOffset !== null && filters.minOverlapHours !== undefined) {
    const offset = filters.zoneOffset;
    const minutes = filters.minOverlapHours * 60;
    const zone = store.timezone.data;
    checks.push((slot) => {
      if (zone[slot] === NO_ZONE) return false;
      const distance = Math.abs(zone[slot]! - offset) % 1440;
      return Math.max(0, WORKDAY_MINUTES - Math.min(distance, 1440 - distance)) >= minutes;
    });
  }
  if (filters.minRating !== undefined) {
    // round(mean, 1) >= minRating: the rounded tenths at least minRating's, rounded up.
    const tenths = Math.ceil(filters.minRating * 10 - 1e-9);
    checks.push((slot) => roundedRatingTimesTen(store, slot) >= tenths);
  }
  if (filters.vetted !== undefined) {
    const wanted = filters.vetted ? 1 : 0;
    const vetted = store.vetted.data;
    checks.push((slot) => vetted[slot] === wanted);
  }
  const alive = store.alive.data;
  const candidates = wordSlots(store, words);
  const total = candidates ? candidates.length : store.size;
  const out = new Int32Array(total);
  let n = 0;
  next: for (let i = 0; i < total; i += 1) {
    const slot = candidates ? candidates[i]! : i;
    if (alive[slot] !== 1) continue;
    for (const check of checks) if (!check(slot)) continue next;
    out[n++] = slot;
  }
  return out.subarray(0, n);
}
