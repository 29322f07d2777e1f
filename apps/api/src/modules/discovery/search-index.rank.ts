import type { SlotScorer } from './search-index.score.js';
import type { IndexStore } from './search-index.store.js';

/*
 * Relevance's pruning in memory (docs/discovery.md, "The search index" and "Speed"): which found experts the
 * matcher's SQL ranking scores. One pass over the found slots with a bounded heap in typed arrays; a slot
 * whose cheap upper bound (SlotScorer.bound) cannot reach the heap's cut skips its exact sum.
 */

/** Structured sums closer than this to the cut are kept too: the SQL's doubles may differ in the last place. */
const NEAR = 1e-9;

/**
 * The candidates the SQL ranks for relevance (ranking.sql.ts `rankingQuery`): it scores only the best
 * `keep` by structured sum (ties by profile id), as `top`, and its floor and order follow from them. The
 * same best `keep` here, and any within NEAR below the last, so the SQL's own `top` among them is the one
 * it would take among all found rows. Profile ids.
 */
export function relevanceCandidates(store: IndexStore, scorer: SlotScorer, found: Int32Array, keep: number): number[] {
  const ids = store.ids.data;
  if (found.length <= keep) return Array.from(found, (slot) => ids[slot]!);
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
  const out = Array.from(heap, (position) => ids[found[position]!]!);
  for (let position = 0; position < found.length; position += 1) {
    const value = scores[position]!;
    if (value < cut && value >= cut - NEAR) out.push(ids[found[position]!]!);
  }
  return out;
}
