import { FACTOR_WEIGHTS as W, NEUTRAL, TRACK_PRIOR_REVIEWS } from '../matching/index.js';
import type { SlotScorer } from './search-index.score.js';
import type { IndexStore } from './search-index.store.js';

/*
 * Relevance's pruning in memory (docs/discovery.md, "The search index" and "Speed"): which found experts the
 * matcher's SQL ranking scores. One pass over the found slots with a bounded heap in typed arrays; a slot
 * whose cheap upper bound (SlotScorer.bound) cannot reach the heap's cut skips its exact sum. Of those kept,
 * only the ones that can still reach the page once `text` and `track` are added go to the SQL (`reachable`).
 */

/** Structured sums closer than this to the cut are kept too: the SQL's doubles may differ in the last place. */
const NEAR = 1e-9;

/**
 * The candidates the SQL ranks for relevance (ranking.sql.ts `rankingQuery`): it scores only the best
 * `keep` by structured sum (ties by profile id), as `top`, and its floor and order follow from them. The
 * same best `keep` here, and any within NEAR below the last, so the SQL's own `top` among them is the one
 * it would take among all found rows; of those, the ones that can still make the first `page` (`reachable`).
 * Profile ids.
 */
export function relevanceCandidates(
  store: IndexStore,
  scorer: SlotScorer,
  found: Int32Array,
  keep: number,
  page: number,
): number[] {
  const ids = store.ids.data;
  if (found.length <= keep) {
    return reachable(
      store,
      found,
      Float64Array.from(found, (slot) => scorer.exact(slot)),
      page,
    );
  }
  // Exact sums by position in `found`; -Infinity for a slot pruned (its bound is below cut − NEAR, so is its sum).
  const scores = new Float64Array(found.length).fill(Number.NEGATIVE_INFINITY);
  // A heap of positions whose root is the worst of the best `keep` so far.
  const heap = new Int32Array(keep);
  let size = 0;
  // `a` ranks after `b`: a lower sum, or the same sum and a higher profile id.
  const worse = (a: number, b: number) =>
    scores[a]! < scores[b]! || (scores[a] === scores[b] && ids[found[a]!]! > ids[found[b]!]!);
  for (let position = 0; position < found.length; position += 1) {
    const slot = found[position]!;
    if (size === keep && scorer.bound(slot) < scores[heap[0]!]! - NEAR) continue;
    scores[position] = scorer.exact(slot);
    if (size < keep) {
      let i = size++;
      heap[i] = position;
      while (i > 0 && worse(heap[i]!, heap[(i - 1) >> 1]!)) {
        const parent = (i - 1) >> 1;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (worse(heap[0]!, position)) {
      heap[0] = position;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < size && worse(heap[left]!, heap[least]!)) least = left;
        if (right < size && worse(heap[right]!, heap[least]!)) least = right;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least]!, heap[i]!];
        i = least;
      }
    }
  }
  const cut = scores[heap[0]!]!;
  const kept = Array.from(heap);
  for (let position = 0; position < found.length; position += 1) {
    const value = scores[position]!;
    if (value < cut && value >= cut - NEAR) kept.push(position);
  }
  return reachable(
    store,
    Int32Array.from(kept, (position) => found[position]!),
    Float64Array.from(kept, (position) => scores[position]!),
    page,
  );
}

/** The ranking's score of a total (ranking.sql.ts `scored`): 0–100, rounded half up. */
const scoreOf = (total: number) => Math.max(0, Math.min(100, Math.floor(total * 100 + 0.5)));

/**
 * Of the candidates (`slots`, their structured sums `sums`), the ones the SQL's ranking could put on its
 * first `page` rows (docs/discovery.md, "Speed"), so `ts_rank` runs for them alone. Its total adds
 * `text` (0 to 1) and `track`; `track` is known here from the rating sum and count, as SEARCH_ROW_TRACK reads
 * it (0 to 1 when a review's publication moment has passed: the SQL then reads the reviews). A candidate
 * whose best score is below the `page`-th best of the worst scores cannot reach the page: `page` others
 * rank before it whatever the words' ranks. The first `page` by structured sum (and any within NEAR of the
 * last of them) are always kept, so the SQL's pruning floor, taken from them, is the same.
 */
function reachable(store: IndexStore, slots: Int32Array, sums: Float64Array, page: number): number[] {
  const ids = store.ids.data;
  const toId = (slot: number) => ids[slot]!;
  if (slots.length <= page) return Array.from(slots, toId);
  // A minute's margin: the SQL's now() comes a little later.
  const now = Date.now() + 60_000;
  const lowest = new Int32Array(slots.length);
  const highest = new Int32Array(slots.length);
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i]!;
    const count = store.ratingCount.data[slot]!;
    const settled = store.ratingDue.data[slot]! > now;
    const track =
      ((store.ratingSum.data[slot]! - count) / 4 + TRACK_PRIOR_REVIEWS * NEUTRAL) / (count + TRACK_PRIOR_REVIEWS);
    lowest[i] = scoreOf(sums[i]! + W.track * (settled ? track : 0) - NEAR);
    highest[i] = scoreOf(sums[i]! + W.text + W.track * (settled ? track : 1) + NEAR);
  }
  const bar = Int32Array.from(lowest).sort().at(-page)!;
  const bySum = Float64Array.from(sums).sort().at(-page)! - NEAR;
  const out: number[] = [];
  for (let i = 0; i < slots.length; i += 1) {
    if (highest[i]! >= bar || sums[i]! >= bySum) out.push(toId(slots[i]!));
  }
  return out;
}
