import {
  FACTOR_WEIGHTS as W,
  LARGE_BUDGET,
  NEUTRAL,
  NO_OVERLAP_PENALTY,
  OVERLAP_FOR_FULL,
  ROLES_FOR_FULL,
  SHORT_HOURS_PENALTY,
  SHORT_HOURS_TOLERATED,
  SKILLS_FOR_FULL,
  STAGE_SENIORITY,
  VETTED_BOOST,
  minutesApart,
  WORKDAY_MINUTES,
  rateFactor,
  utcOffsetMinutes,
  type Brief,
} from '../matching/index.js';
import { NO_ZONE, type IndexStore } from './search-index.store.js';

/*
 * The matcher's structured sum (ranking.sql.ts `structuredScore`, the score less `text` and `track`) for an
 * index slot, in JavaScript: the same float8 operations in the same order as the SQL, so the same doubles
 * (docs/discovery.md, "The search index"). It only chooses which candidates the SQL ranks: the SQL computes
 * the sum again for them, and the parity test compares the two paths' pages.
 */

/** A list column's typed arrays and the wanted ids' table (1: wanted). */
interface Overlap {
  offsets: Int32Array;
  values: Uint16Array;
  table: Uint8Array;
}

const membership = (ids: number[]) => {
  const table = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) if (id >= 0) table[id] = 1;
  return table;
};

const overlapOf = (lists: IndexStore['roles'], ids: number[]): Overlap => ({
  offsets: lists.offsets.data,
  values: lists.values.data,
  table: membership(ids),
});

/** How many of a slot's listed items are wanted (each id once, as the SQL's one test per distinct id). */
function overlap(o: Overlap, slot: number): number {
  const { offsets, values, table } = o;
  let count = 0;
  for (let at = offsets[slot]!, end = offsets[slot + 1]!; at < end; at += 1) {
    const value = values[at]!;
    if (value < table.length && table[value] === 1) count += 1;
  }
  return count;
}

/** A slot's list length: no more of its items can be wanted. */
const listLength = (o: Overlap, slot: number) => o.offsets[slot + 1]! - o.offsets[slot]!;

/**
 * The structured sum of slots for one brief (Find experts' briefs have no budget: that factor is neutral):
 * `exact` is the SQL's sum; `bound` is at least it, from the slot's columns and its lists' lengths only, so
 * the ranking's pruning (search-index.rank.ts) skips the list scans of slots that cannot reach the cut.
 * Plain methods over typed arrays, no closure per slot: the hot path of a search (docs/discovery.md, "Speed").
 */
export class SlotScorer {
  private readonly gapCount: number;
  private readonly roles: Overlap;
  private readonly skills: Overlap;
  private readonly gaps: Overlap;
  private readonly industries: Overlap;
  private readonly hasIndustries: boolean;
  private readonly clientOffset: number | null;
  private readonly target: number;
  private readonly roleDivisor: number;
  private readonly skillDivisor: number;
  private readonly hours: number;
  private readonly seniority: Float64Array;
  private readonly available: Int16Array;
  private readonly vetted: Uint8Array;
  private readonly zone: Int16Array;
  private readonly budgetTerm = W.budget * NEUTRAL;

  constructor(store: IndexStore, brief: Brief) {
    if (brief.budget !== null) throw new Error('Find experts ranks without a budget');
    const gaps = [...new Set(brief.gapIds.map(Math.trunc))];
    this.gapCount = brief.gapIds.length;
    this.roles = overlapOf(store.roles, [...new Set(brief.roleHits.map(Math.trunc))]);
    this.skills = overlapOf(store.skills, [...new Set(brief.skillHits.map(Math.trunc))]);
    this.gaps = overlapOf(store.expertise, gaps);
    this.industries = overlapOf(
      store.industries,
      brief.clientIndustries.map((key) => store.industryKeys.indexOf(key)).filter((i) => i >= 0),
    );
    this.hasIndustries = brief.clientIndustries.length > 0;
    this.clientOffset = utcOffsetMinutes(brief.clientTimezone);
    const usd = rateFactor(brief, 'USD');
    const budgetUsd = brief.budget === null || usd === null ? 0 : brief.budget / usd;
    this.target = Math.min(1, STAGE_SENIORITY[brief.projectStage] + (budgetUsd >= LARGE_BUDGET ? 0.1 : 0));
    this.roleDivisor = Math.max(1, Math.min(ROLES_FOR_FULL, brief.roleHits.length));
    this.skillDivisor = Math.max(1, Math.min(SKILLS_FOR_FULL, brief.skillHits.length));
    this.hours = brief.hoursPerWeek;
    this.seniority = store.seniority.data;
    this.available = store.available.data;
    this.vetted = store.vetted.data;
    this.zone = store.timezone.data;
  }

  private timezone(slot: number): number {
    const zone = this.zone[slot]!;
    if (this.clientOffset === null || zone === NO_ZONE) return W.timezone * NEUTRAL;
    const apart = minutesApart(zone, this.clientOffset);
    return apart >= WORKDAY_MINUTES
      ? -NO_OVERLAP_PENALTY
      : W.timezone * Math.min(1, (WORKDAY_MINUTES - apart) / OVERLAP_FOR_FULL);
  }

  /** The terms read from the slot's columns alone: the same in `exact` and `bound`. */
  private columns(slot: number, availability: number): number {
    return (
      W.seniority * Math.min(1, this.seniority[slot]! / this.target) +
      (W.availability * availability -
        (SHORT_HOURS_PENALTY * Math.max(0, SHORT_HOURS_TOLERATED - availability)) / SHORT_HOURS_TOLERATED) +
      (this.vetted[slot] === 1 ? VETTED_BOOST : 0) +
      this.timezone(slot) +
      this.budgetTerm
    );
  }

  /** The SQL's sum (ranking.sql.ts `structuredScore`): the same float8 operations in the same order. */
  exact(slot: number): number {
    const expertise = this.gapCount === 0 ? 0 : overlap(this.gaps, slot) / this.gapCount;
    const industry = !this.hasIndustries ? NEUTRAL : overlap(this.industries, slot) > 0 ? 1 : 0;
    const availability = Math.min(1, this.available[slot]! / this.hours);
    const timezone = this.timezone(slot);
    return (
      W.expertise * expertise +
      W.roles * Math.min(1, overlap(this.roles, slot) / this.roleDivisor) +
      W.skills * Math.min(1, overlap(this.skills, slot) / this.skillDivisor) +
      W.seniority * Math.min(1, this.seniority[slot]! / this.target) +
      W.industry * industry +
      (W.availability * availability -
        (SHORT_HOURS_PENALTY * Math.max(0, SHORT_HOURS_TOLERATED - availability)) / SHORT_HOURS_TOLERATED) +
      (this.vetted[slot] === 1 ? VETTED_BOOST : 0) +
      timezone +
      this.budgetTerm
    );
  }

  /** At least `exact(slot)` (a margin covers the doubles' rounding): each list counted as its length. */
  bound(slot: number): number {
    const expertise =
      this.gapCount === 0 ? 0 : Math.min(1, Math.min(listLength(this.gaps, slot), this.gapCount) / this.gapCount);
    const industry = !this.hasIndustries ? NEUTRAL : listLength(this.industries, slot) > 0 ? 1 : 0;
    const availability = Math.min(1, this.available[slot]! / this.hours);
    return (
      W.expertise * expertise +
      W.roles * Math.min(1, listLength(this.roles, slot) / this.roleDivisor) +
      W.skills * Math.min(1, listLength(this.skills, slot) / this.skillDivisor) +
      W.industry * industry +
      this.columns(slot, availability) +
      1e-9
    );
  }
}
