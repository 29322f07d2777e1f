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

/** The structured sum of a slot, for one brief (Find experts' briefs have no budget: that factor is neutral). */
export type SlotScore = (slot: number) => number;

const membership = (ids: number[]) => {
  const table = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) table[id] = 1;
  return table;
};

/** Counts how many of a slot's listed items are in `table` (each id once, as the SQL's one test per distinct id). */
function overlapCounter(lists: IndexStore['roles'], table: Uint8Array): (slot: number) => number {
  return (slot) => {
    const offsets = lists.offsets.data;
    const values = lists.values.data;
    let count = 0;
    for (let at = offsets[slot]!, end = offsets[slot + 1]!; at < end; at += 1) {
      const value = values[at]!;
      if (value < table.length && table[value] === 1) count += 1;
    }
    return count;
  };
}

export function slotScore(store: IndexStore, brief: Brief): SlotScore {
  if (brief.budget !== null) throw new Error('Find experts ranks without a budget');
  const gaps = new Set(brief.gapIds.map(Math.trunc));
  const roleCount = overlapCounter(store.roles, membership([...new Set(brief.roleHits.map(Math.trunc))]));
  const skillCount = overlapCounter(store.skills, membership([...new Set(brief.skillHits.map(Math.trunc))]));
  const gapCount = overlapCounter(store.expertise, membership([...gaps]));
  const industryTable = brief.clientIndustries.map((key) => store.industryKeys.indexOf(key)).filter((i) => i >= 0);
  const industryCount = overlapCounter(store.industries, membership(industryTable));
  const clientOffset = utcOffsetMinutes(brief.clientTimezone);
  const usd = rateFactor(brief, 'USD');
  const budgetUsd = brief.budget === null || usd === null ? 0 : brief.budget / usd;
  const target = Math.min(1, STAGE_SENIORITY[brief.projectStage] + (budgetUsd >= LARGE_BUDGET ? 0.1 : 0));
  const roleDivisor = Math.max(1, Math.min(ROLES_FOR_FULL, brief.roleHits.length));
  const skillDivisor = Math.max(1, Math.min(SKILLS_FOR_FULL, brief.skillHits.length));
  const seniority = store.seniority.data;
  const available = store.available.data;
  const vetted = store.vetted.data;
  const zone = store.timezone.data;
  const budgetTerm = W.budget * NEUTRAL;
  return (slot) => {
    const expertise = brief.gapIds.length === 0 ? 0 : gapCount(slot) / brief.gapIds.length;
    const industry = brief.clientIndustries.length === 0 ? NEUTRAL : industryCount(slot) > 0 ? 1 : 0;
    const availability = Math.min(1, available[slot]! / brief.hoursPerWeek);
    let timezone = W.timezone * NEUTRAL;
    if (clientOffset !== null && zone[slot] !== NO_ZONE) {
      const distance = Math.abs(zone[slot]! - clientOffset) % 1440;
      const apart = Math.min(distance, 1440 - distance);
      timezone =
        apart >= WORKDAY_MINUTES
          ? -NO_OVERLAP_PENALTY
          : W.timezone * Math.min(1, (WORKDAY_MINUTES - apart) / OVERLAP_FOR_FULL);
    }
    return (
      W.expertise * expertise +
      W.roles * Math.min(1, roleCount(slot) / roleDivisor) +
      W.skills * Math.min(1, skillCount(slot) / skillDivisor) +
      W.seniority * Math.min(1, seniority[slot]! / target) +
      W.industry * industry +
      (W.availability * availability -
        (SHORT_HOURS_PENALTY * Math.max(0, SHORT_HOURS_TOLERATED - availability)) / SHORT_HOURS_TOLERATED) +
      (vetted[slot] === 1 ? VETTED_BOOST : 0) +
      timezone +
      budgetTerm
    );
  };
}
