import { Currencies, DISCOVERY_FACET_SIZE, type Currency, type DiscoverySort } from '@fractional/contract';
import { rateFactor } from '../matching/index.js';
import type { IndexStore, SlotLists } from './search-index.store.js';

/*
 * A search's facets and order from the found slots (docs/discovery.md, "Facets and total" and "Ranking"):
 * what discovery.sql.ts `searchQuery` computed over its `found` rows, here in memory.
 */

/** A facet's top items before labels: catalogue id or key, and count; most frequent first, ties by value. */
export interface RawFacets {
  roles: Array<{ id: number; count: number }>;
  expertise: Array<{ id: number; count: number }>;
  skills: Array<{ id: number; count: number }>;
  industries: Array<{ key: string; count: number }>;
  jobLevel: Array<{ key: string; count: number }>;
}

/** Counts scratch per list column (values are Uint16, so 65,536 each): reused, as a search's counting is synchronous. */
const scratch = Array.from({ length: 4 }, () => new Int32Array(65_536));

/** Adds the slot's listed values to `tally`; the largest value seen, or `max`. */
function tallyInto(lists: SlotLists, slot: number, tally: Int32Array, max: number): number {
  const offsets = lists.offsets.data;
  const values = lists.values.data;
  let highest = max;
  for (let at = offsets[slot]!, end = offsets[slot + 1]!; at < end; at += 1) {
    const value = values[at]!;
    tally[value]! += 1;
    if (value > highest) highest = value;
  }
  return highest;
}

/** The counts of each list column's values over the found slots, in one pass (index → count). */
function counts(store: IndexStore, found: Int32Array): Int32Array[] {
  const columns = [store.roles, store.expertise, store.skills, store.industries];
  const [roles, expertise, skills, industries] = scratch as [Int32Array, Int32Array, Int32Array, Int32Array];
  let maxRole = 0;
  let maxExpertise = 0;
  let maxSkill = 0;
  let maxIndustry = 0;
  for (let i = 0; i < found.length; i += 1) {
    const slot = found[i]!;
    maxRole = tallyInto(columns[0]!, slot, roles, maxRole);
    maxExpertise = tallyInto(columns[1]!, slot, expertise, maxExpertise);
    maxSkill = tallyInto(columns[2]!, slot, skills, maxSkill);
    maxIndustry = tallyInto(columns[3]!, slot, industries, maxIndustry);
  }
  return [maxRole, maxExpertise, maxSkill, maxIndustry].map((max, column) => {
    const tally = scratch[column]!;
    const out = tally.slice(0, max + 1);
    tally.fill(0, 0, max + 1);
    return out;
  });
}

/** The DISCOVERY_FACET_SIZE most frequent of `tally` (index → count), ties by `rank` of the index (ascending). */
function top(tally: Int32Array, rank: (index: number) => number): Array<{ index: number; count: number }> {
  const items: Array<{ index: number; count: number }> = [];
  tally.forEach((count, index) => {
    if (count > 0) items.push({ index, count });
  });
  return items.sort((a, b) => b.count - a.count || rank(a.index) - rank(b.index)).slice(0, DISCOVERY_FACET_SIZE);
}

/**
 * The facets over the found slots. `keyRank`: a key's place in the database's text order (the SQL's
 * `order by n desc, v`), for the industries' and job levels' ties.
 */
export function facetsOf(store: IndexStore, found: Int32Array, keyRank: (key: string) => number): RawFacets {
  const byId = (tally: Int32Array) => top(tally, (id) => id).map(({ index, count }) => ({ id: index, count }));
  const [roles, expertise, skills, industries] = counts(store, found) as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const levels = new Int32Array(store.jobLevelKeys.length);
  const level = store.jobLevel.data;
  for (let i = 0; i < found.length; i += 1) {
    const code = level[found[i]!]!;
    if (code >= 0) levels[code]! += 1;
  }
  const byKey = (tally: Int32Array, keys: string[]) =>
    top(tally, (code) => keyRank(keys[code]!)).map(({ index, count }) => ({ key: keys[index]!, count }));
  return {
    roles: byId(roles),
    expertise: byId(expertise),
    skills: byId(skills),
    industries: byKey(industries, store.industryKeys),
    jobLevel: byKey(levels, store.jobLevelKeys),
  };
}

/** The first `k` of `found` by `before` (a strict order), in order: a bounded heap, so a large result is not sorted. */
export function firstK(found: Int32Array, k: number, before: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return [];
  // A max-heap by the order: its root is the worst of the best k so far.
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && before(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && before(heap[worst]!, heap[right]!)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  for (const slot of found) {
    if (heap.length < k) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0 && before(heap[(i - 1) >> 1]!, heap[i]!); i = (i - 1) >> 1)
        swap(i, (i - 1) >> 1);
    } else if (before(slot, heap[0]!)) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/**
 * The order of a sort other than relevance over slots (docs/discovery.md#ranking), ties by profile id:
 * rating (the mean) and availability descending, rate ascending by the range's lower end in `currency`;
 * no rating or no rate last.
 */
export function sortOrder(
  store: IndexStore,
  sort: Exclude<DiscoverySort, 'relevance'>,
  money: { currency: Currency; fxMicros: Partial<Record<Currency, number>> },
): (a: number, b: number) => boolean {
  const ids = store.ids.data;
  let key: (slot: number) => number;
  let descending = true;
  if (sort === 'availability') key = (slot) => store.available.data[slot]!;
  else if (sort === 'rating') {
    // sum / count: equal means give equal doubles, and distinct ones (small denominators) distinct doubles.
    key = (slot) => {
      const count = store.ratingCount.data[slot]!;
      return count === 0 ? Number.NaN : store.ratingSum.data[slot]! / count;
    };
  } else {
    descending = false;
    const factors = Currencies.values.map((from) => rateFactor(money, from) ?? Number.NaN);
    key = (slot) => {
      const code = store.currency.data[slot]!;
      return code < 0 ? Number.NaN : store.rateLow.data[slot]! * factors[code]!;
    };
  }
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(y);
    if (x !== y && !Number.isNaN(x)) return descending ? x > y : x < y;
    return ids[a]! < ids[b]!;
  };
}
