import { addDays, mondayOf, PRODUCTIVITY_WEEKS } from '@fractional/contract';

/**
 * The formulas of docs/engagements.md, free of the database so each edge case has a hand-computed
 * test (`productivity.test.ts`). Dates are calendar dates `YYYY-MM-DD` in UTC; a week is named by its Monday.
 */

/** Rounds half up to a whole number, without binary noise turning 62.5 into 62.4999…. */
function roundHalfUp(value: number): number {
  return Math.floor(Number(value.toFixed(9)) + 0.5);
}

/** (a) delivery: min(1, approved ÷ committed); null when nothing was committed (no members yet). */
export function deliveryFromHours(approvedHours: number, committedHours: number): number | null {
  if (committedHours <= 0) return null;
  return Math.min(1, approvedHours / committedHours);
}

export interface MemberWeeks {
  hoursPerWeek: number;
  /** The calendar dates the membership began and (if it did) ended. */
  joinedOn: string;
  endedOn: string | null;
}

/** Whether the member was active on any day of the week starting `weekStart`. */
export function activeInWeek(member: MemberWeeks, weekStart: string): boolean {
  const weekEnd = addDays(weekStart, 6);
  return member.joinedOn <= weekEnd && (member.endedOn === null || member.endedOn >= weekStart);
}

/**
 * The weeks delivery reads: the latest `PRODUCTIVITY_WEEKS` weeks that have ended by `today` and in
 * which at least one member was active, newest first, with the hours committed in each (a member
 * counts its full `hoursPerWeek` in any week it was active on any day).
 */
export function deliveryWeeks(members: MemberWeeks[], today: string): Array<{ weekStart: string; committed: number }> {
  const weeks: Array<{ weekStart: string; committed: number }> = [];
  if (members.length === 0) return weeks;
  const firstJoined = members.map((member) => member.joinedOn).sort()[0] ?? today;
  // The week before this one is the latest that has ended.
  for (let week = addDays(mondayOf(today), -7); week >= mondayOf(firstJoined); week = addDays(week, -7)) {
    const active = members.filter((member) => activeInWeek(member, week));
    if (active.length > 0)
      weeks.push({ weekStart: week, committed: active.reduce((sum, m) => sum + m.hoursPerWeek, 0) });
    if (weeks.length === PRODUCTIVITY_WEEKS) break;
  }
  return weeks;
}

/** (b) satisfaction: the mean of (rating − 1) ÷ 4 over the given ratings; null without any. */
export function satisfactionOf(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  return ratings.reduce((sum, rating) => sum + (rating - 1) / 4, 0) / ratings.length;
}

/** Productivity 0–100: the mean of the known parts × 100, rounded half up; null when neither is known. */
export function productivityOf(delivery: number | null, satisfaction: number | null): number | null {
  const parts = [delivery, satisfaction].filter((part): part is number => part !== null);
  if (parts.length === 0) return null;
  return roundHalfUp((parts.reduce((sum, part) => sum + part, 0) / parts.length) * 100);
}

/** Progress: completed → 100; with outcomes their rounded mean; without, the timeline clock. */
export function outcomesProgressOf(progresses: number[]): number | null {
  if (progresses.length === 0) return null;
  return roundHalfUp(progresses.reduce((sum, value) => sum + value, 0) / progresses.length);
}

/** The change between two figures in whole percent; null without a non-zero base (0 when both are 0). */
export function changePct(now: number | null, then: number | null): number | null {
  if (now === null || then === null) return null;
  if (then === 0) return now === 0 ? 0 : null;
  return Math.round(((now - then) / then) * 100);
}
