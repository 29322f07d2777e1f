import { sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_BITS, EVIDENCE_OFFSETS, EVIDENCE_PAIR_BASE } from '../../db/schema/index.js';
import { overlap } from './factor-scores.sql.js';
import { EVIDENCE_FLOOR, FACTOR_WEIGHTS, PARTIAL_COVER_MIN_GAPS, VETTED_BOOST } from './matching.weights.js';
import type { Brief } from './ranking-types.js';

/*
 * Who is above the brief's floor (docs/matching.md, "Floor", "Partial cover", "A deep market"), as SQL
 * conditions over the profile `p`, built and not run: ranking.sql.ts ranks those they retrieve.
 */

/**
 * Who may be matched at all (docs/matching.md): an active, verified, open contractor whose account is not
 * closed, with hours to give. `p` is the profile; `user_matchable` is its user's half (contractor,
 * active, verified, not closed), copied onto the row by migration 0003's triggers in the transaction
 * that changes the user, so the ranking reads profile rows only; the same trigger folds in "not
 * rejected by vetting" (migration 0006). Hours to give: capacity minus `booked_hours_per_week`, the
 * ledger of active squad memberships that migration 0004's trigger keeps on the row (ADR 0012).
 */
export const MATCHABLE = sql.raw(
  'p.user_matchable and p.open_to_work and p.capacity_hours_per_week > p.booked_hours_per_week',
);

/**
 * How many pieces of evidence profile `p` holds for the brief: gaps covered, plus job roles and skills
 * the brief asks for (docs/matching.md, "Floor").
 */
export function evidenceCount(brief: Brief): SQL {
  return sql`(${overlap('p.expertise_bits', brief.gapIds, CATALOGUE_BITS.expertise)} + ${overlap(
    'p.role_bits',
    brief.roleHits,
    CATALOGUE_BITS.roles,
  )} + ${overlap('p.skill_bits', brief.skillHits, CATALOGUE_BITS.skills)})`;
}

/** The brief's items as `profiles.evidence_ids` numbers them (EVIDENCE_OFFSETS). */
function evidenceItems(brief: Brief): number[] {
  return [
    ...brief.gapIds.map((id) => id + EVIDENCE_OFFSETS.expertise),
    ...brief.roleHits.map((id) => id + EVIDENCE_OFFSETS.roles),
    ...brief.skillHits.map((id) => id + EVIDENCE_OFFSETS.skills),
  ];
}

/**
 * Retrieval (docs/matching.md): the matchable experts above the floor, those holding at least two of the
 * brief's items (gaps, roles and skills it asks for), one of them an expertise gap when the brief names
 * gaps (the gaps are what the client said they need; roles and skills are read from its words, so they
 * back a gap up but cannot stand in for one); or a skill the brief's words ask for that is also typical of
 * one of its gaps (migration 0026), with another role or skill asked for or typical of a gap. One GIN
 * overlap of the profile's `evidence_pairs` with the brief's pairs on the partial index
 * `profiles_matchable_evidence_pairs_gin` (migration 0020): a pair's posting list holds exactly the experts
 * holding both of its items, so nothing else is read and no recount is needed. A brief with fewer than two
 * items has nobody above the floor.
 */
export function aboveFloor(brief: Brief): SQL {
  const pairs = floorPairs(brief);
  // … or, partial cover (issue 45), one of the brief's gaps when it names PARTIAL_COVER_MIN_GAPS or more
  // (`profiles_expertise_ids_gin`, migration 0003); the matches list retrieves those apart (`partialFits`).
  const partial = partialCover(brief)
    ? sql` or p.expertise_ids && ${sql.param([...brief.gapIds].sort((a, b) => a - b))}::int[]`
    : sql``;
  if (EVIDENCE_FLOOR !== 2) return sql`false`;
  if (pairs.length === 0) return partialCover(brief) ? sql`(false${partial})` : sql`false`;
  return sql`(p.evidence_pairs && ${sql.param(pairs)}::int[]${partial})`;
}

/** The brief's pairs of evidence items of the two-item floor (`aboveFloor`), as `evidence_pairs` numbers them. */
function floorPairs(brief: Brief): number[] {
  const items = evidenceItems(brief);
  const gaps = items.slice(0, brief.gapIds.length);
  const hits = items.slice(brief.gapIds.length);
  const pairs = new Set<number>();
  const pair = (first: number, second: number) => {
    if (first !== second) pairs.add(Math.min(first, second) * EVIDENCE_PAIR_BASE + Math.max(first, second));
  };
  // A gap and any other item (every two items when the brief names no gap) …
  for (const first of gaps.length > 0 ? gaps : items) for (const second of items) pair(first, second);
  // … or a skill the brief's words ask for that is typical of one of its gaps (migration 0026), with
  // another role or skill asked for or typical of a gap. A gap and its own typical skill, or typical
  // items alone, are not enough (what an over-claimer ticks).
  const typical = brief.typicalItems.filter((item) => item > EVIDENCE_OFFSETS.skills);
  const anchors = typical.filter((item) => hits.includes(item));
  for (const first of anchors) for (const second of [...hits, ...typical]) pair(first, second);
  return [...pairs].sort((a, b) => a - b);
}

/**
 * The brief's partial cover, null when it has none (fewer than PARTIAL_COVER_MIN_GAPS gaps): `fullFits`, the
 * two-item floor alone (`aboveFloor` without the gap overlap); `gaps`, the overlap with the brief's gaps that
 * retrieves the partial fits; `only`, whether profile `p` is in by partial cover alone (one of its gaps, no
 * second piece of evidence): such an expert is dropped when they share no working hour with the client, and
 * listed only within PARTIAL_COVER_WITHIN points of the list's best score (docs/matching.md, "Partial cover").
 * The ranking retrieves the two apart, so the full fits' scan never reads every holder of a gap.
 */
export interface PartialFits {
  fullFits: SQL;
  gaps: SQL;
  only: SQL;
}

export function partialFits(brief: Brief): PartialFits | null {
  if (!partialCover(brief)) return null;
  const pairs = floorPairs(brief);
  const held = sql`p.evidence_pairs && ${sql.param(pairs)}::int[]`;
  return {
    fullFits: pairs.length === 0 || EVIDENCE_FLOOR !== 2 ? sql`false` : held,
    gaps: sql`p.expertise_ids && ${sql.param([...brief.gapIds].sort((a, b) => a - b))}::int[]`,
    // Holding one of its gaps, an expert holds one of the floor's pairs exactly when they hold a second of the
    // brief's items (a gap pairs with each of them; every other pair holds a skill asked for), so the bit
    // counts decide it: cheaper on each partial fit read than overlapping two pair arrays, which compares
    // every element of one with every element of the other.
    only: sql`${evidenceCount(brief)} < ${EVIDENCE_FLOOR}::int`,
  };
}

/**
 * The most structured sum (the score less `text` and `track`) an expert in by partial cover alone can reach:
 * one gap of the brief's covered (a second gap, role or skill would make a pair), so no roles or skills, and
 * every other factor at its best. The ranking skips retrieving them when the page's floor is above it.
 */
export function partialOnlyCeiling(brief: Pick<Brief, 'gapIds'>): number {
  const w = FACTOR_WEIGHTS;
  return (
    w.expertise / Math.max(1, brief.gapIds.length) +
    w.seniority +
    w.industry +
    w.timezone +
    w.availability +
    w.budget +
    VETTED_BOOST
  );
}

/** Whether one covered gap alone is above the brief's floor (PARTIAL_COVER_MIN_GAPS, docs/matching.md). */
export const partialCover = (brief: Pick<Brief, 'gapIds'>): boolean => brief.gapIds.length >= PARTIAL_COVER_MIN_GAPS;

/**
 * The deep market's floor (docs/matching.md, "A deep market"): the matchable experts holding three of
 * the brief's items, one of them a gap, by one GIN overlap of the triples of their evidence
 * (`evidence_triples_of`, the expression index `profiles_matchable_evidence_triples_gin`, migration
 * 0025) with the brief's triples that hold a gap. Null when the brief names no gap or has fewer than three
 * items: the profile's triples all hold an expertise area, so such a brief has no deep market.
 */
export function aboveDeepFloor(brief: Brief): SQL | null {
  if (brief.gapIds.length === 0) return null;
  // Gaps are the brief's only expertise items, so a sorted triple holds a gap exactly when its first item is one.
  const items = [...new Set(evidenceItems(brief))].sort((a, b) => a - b);
  const gaps = new Set(brief.gapIds.map((id) => id + EVIDENCE_OFFSETS.expertise));
  const base = BigInt(EVIDENCE_PAIR_BASE);
  const triples: string[] = [];
  items.forEach((first, i) => {
    if (!gaps.has(first)) return;
    for (let j = i + 1; j < items.length; j += 1)
      for (let k = j + 1; k < items.length; k += 1)
        triples.push(String((BigInt(first) * base + BigInt(items[j]!)) * base + BigInt(items[k]!)));
  });
  if (triples.length === 0) return null;
  return sql`evidence_triples_of(p.evidence_ids) && ${sql.param(triples)}::int8[]`;
}

/**
 * Whether the market is deep: at least `threshold` matchable experts above the deep floor. All of them are
 * counted (a few hundred at most at a million experts): with a LIMIT the planner, misled by the deep
 * floor's row estimate, would scan the table instead of the index, hoping to stop early.
 */
export function deepMarketQuery(deepFloor: SQL, threshold: number): SQL {
  return sql`select count(*) >= ${threshold}::int as deep from profiles p where ${MATCHABLE} and ${deepFloor}`;
}
