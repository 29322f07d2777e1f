import { Currencies } from '@fractional/contract';
import { rateFactor, workdayOverlapMinutes } from '../matching/index.js';
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

/** Whether any of the slot's listed items is wanted; null `wanted`: the filter is off. */
function anyIn(lists: IndexStore['roles'], wanted: Uint8Array | null, slot: number): boolean {
  if (wanted === null) return true;
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

/** A search's filters, read once into plain fields (null or NaN: off), so the pass over the slots calls no closures. */
class FilterPlan {
  readonly roles: Uint8Array | null;
  readonly expertise: Uint8Array | null;
  readonly skills: Uint8Array | null;
  readonly industries: Uint8Array | null;
  readonly jobLevel: Uint8Array | null;
  readonly rated: boolean;
  /** Per currency code, the factor to the search's currency (NaN: no exchange rate, no overlap, as the SQL's null). */
  readonly factors: number[];
  readonly minRate: number;
  readonly maxRate: number;
  readonly minHours: number;
  readonly zoneOffset: number;
  readonly overlapMinutes: number;
  readonly minTenths: number;
  readonly vetted: number;

  constructor(store: IndexStore, filters: SearchFilters) {
    const wanted = (codes: number[] | undefined) => (codes ? table(codes) : null);
    this.roles = wanted(filters.roles);
    this.expertise = wanted(filters.expertise);
    this.skills = wanted(filters.skills);
    this.industries = wanted(filters.industries?.map((key) => store.industryKeys.indexOf(key)));
    this.jobLevel = wanted(filters.jobLevel?.map((key) => store.jobLevelKeys.indexOf(key)));
    this.rated = filters.minRate !== undefined || filters.maxRate !== undefined;
    this.factors = Currencies.values.map((from) => rateFactor(filters, from) ?? Number.NaN);
    this.minRate = filters.minRate ?? Number.NaN;
    this.maxRate = filters.maxRate ?? Number.NaN;
    this.minHours = filters.minAvailableHours ?? Number.NaN;
    const zoned = filters.zoneOffset !== null && filters.minOverlapHours !== undefined;
    this.zoneOffset = zoned ? filters.zoneOffset! : Number.NaN;
    this.overlapMinutes = zoned ? filters.minOverlapHours! * 60 : Number.NaN;
    // round(mean, 1) >= minRating: the rounded tenths at least minRating's, rounded up.
    this.minTenths = filters.minRating === undefined ? Number.NaN : Math.ceil(filters.minRating * 10 - 1e-9);
    this.vetted = filters.vetted === undefined ? -1 : filters.vetted ? 1 : 0;
  }

  /** Whether the slot meets every filter, with the SQL's semantics (discovery.sql.ts `conditions`). */
  passes(store: IndexStore, slot: number): boolean {
    if (this.jobLevel !== null) {
      const level = store.jobLevel.data[slot]!;
      if (level < 0 || this.jobLevel[level] !== 1) return false;
    }
    if (this.minHours === this.minHours && !(store.available.data[slot]! >= this.minHours)) return false;
    if (this.vetted >= 0 && store.vetted.data[slot] !== this.vetted) return false;
    if (this.rated) {
      const code = store.currency.data[slot]!;
      const factor = code < 0 ? Number.NaN : this.factors[code]!;
      if (this.minRate === this.minRate && !(store.rateHigh.data[slot]! * factor >= this.minRate)) return false;
      if (this.maxRate === this.maxRate && !(store.rateLow.data[slot]! * factor <= this.maxRate)) return false;
    }
    if (this.zoneOffset === this.zoneOffset) {
      const zone = store.timezone.data[slot]!;
      if (zone === NO_ZONE) return false;
      if (!(workdayOverlapMinutes(zone, this.zoneOffset) >= this.overlapMinutes)) return false;
    }
    if (this.minTenths === this.minTenths && !(roundedRatingTimesTen(store, slot) >= this.minTenths)) return false;
    return (
      anyIn(store.industries, this.industries, slot) &&
      anyIn(store.roles, this.roles, slot) &&
      anyIn(store.expertise, this.expertise, slot) &&
      anyIn(store.skills, this.skills, slot)
    );
  }
}

/** The found slots, ascending; every one alive and meeting the words and every filter. */
export function matchSlots(store: IndexStore, filters: SearchFilters, words: SearchWord[]): Int32Array {
  const plan = new FilterPlan(store, filters);
  const alive = store.alive.data;
  const candidates = wordSlots(store, words);
  const total = candidates ? candidates.length : store.size;
  const out = new Int32Array(total);
  let n = 0;
  for (let i = 0; i < total; i += 1) {
    const slot = candidates ? candidates[i]! : i;
    if (alive[slot] === 1 && plan.passes(store, slot)) out[n++] = slot;
  }
  return out.subarray(0, n);
}
