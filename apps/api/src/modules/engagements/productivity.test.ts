import { mondayOf } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import {
  changePct,
  deliveryFromHours,
  deliveryWeeks,
  outcomesProgressOf,
  productivityOf,
  satisfactionOf,
} from './productivity.js';

describe('productivity (docs/engagements.md, hand-computed)', () => {
  it('is the mean of the known parts × 100, rounded half up; null when neither is known', () => {
    expect(productivityOf(null, null)).toBeNull();
    expect(productivityOf(0.8, null)).toBe(80);
    expect(productivityOf(null, 0.75)).toBe(75);
    // (0.9 + 0.5) / 2 = 0.7 → 70
    expect(productivityOf(0.9, 0.5)).toBe(70);
    // (1 + 0.25) / 2 = 0.625 → 62.5 → 63 (half up)
    expect(productivityOf(1, 0.25)).toBe(63);
    expect(productivityOf(0, 0)).toBe(0);
  });

  it('reads satisfaction as the mean of (rating − 1) ÷ 4; null without ratings', () => {
    expect(satisfactionOf([])).toBeNull();
    expect(satisfactionOf([1])).toBe(0);
    expect(satisfactionOf([5])).toBe(1);
    // (0.75 + 1 + 0 + 0.5) / 4 = 0.5625
    expect(satisfactionOf([4, 5, 1, 3])).toBe(0.5625);
  });

  it('caps delivery at 1, and has none without committed hours (no members yet)', () => {
    expect(deliveryFromHours(0, 0)).toBeNull();
    expect(deliveryFromHours(30, 40)).toBe(0.75);
    expect(deliveryFromHours(50, 40)).toBe(1);
  });

  it('counts the last 4 ended weeks with an active member, a member in every week it was active on any day', () => {
    const today = '2026-11-26'; // a Thursday; the latest ended week began Monday 2026-11-16
    expect(mondayOf(today)).toBe('2026-11-23');
    expect(deliveryWeeks([], today)).toEqual([]); // no members yet
    const weeks = deliveryWeeks(
      [
        { hoursPerWeek: 10, joinedOn: '2026-10-01', endedOn: null },
        // Ended mid-month, on a Wednesday: still counts its full hours in that week.
        { hoursPerWeek: 20, joinedOn: '2026-10-01', endedOn: '2026-11-04' },
      ],
      today,
    );
    expect(weeks).toEqual([
      { weekStart: '2026-11-16', committed: 10 },
      { weekStart: '2026-11-09', committed: 10 },
      { weekStart: '2026-11-02', committed: 30 },
      { weekStart: '2026-10-26', committed: 30 },
    ]);
    // A squad that formed this week has no ended week yet.
    expect(deliveryWeeks([{ hoursPerWeek: 10, joinedOn: '2026-11-24', endedOn: null }], today)).toEqual([]);
    // A gap with nobody active is skipped, not counted as zero.
    const gap = deliveryWeeks(
      [
        { hoursPerWeek: 8, joinedOn: '2026-10-05', endedOn: '2026-10-07' },
        { hoursPerWeek: 12, joinedOn: '2026-11-18', endedOn: null },
      ],
      today,
    );
    expect(gap).toEqual([
      { weekStart: '2026-11-16', committed: 12 },
      { weekStart: '2026-10-05', committed: 8 },
    ]);
  });

  it('takes progress from the outcomes, rounded half up; null without outcomes (the clock then)', () => {
    expect(outcomesProgressOf([])).toBeNull();
    expect(outcomesProgressOf([40, 25])).toBe(33); // 32.5
    expect(outcomesProgressOf([0, 0, 100])).toBe(33);
  });

  it('compares with 30 days before in whole percent', () => {
    expect(changePct(56, 40)).toBe(40);
    expect(changePct(30, 60)).toBe(-50);
    expect(changePct(50, null)).toBeNull();
    expect(changePct(null, 50)).toBeNull();
    expect(changePct(0, 0)).toBe(0);
    expect(changePct(10, 0)).toBeNull();
  });
});
