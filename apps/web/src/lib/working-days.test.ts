import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWorkingDays, workingDaysBetween } from './working-days';

/** A local time: `at(2026, 11, 23, 10)` is Monday 23 November 2026, 10:00. Months count from 1. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

const HOUR = 60 * 60 * 1000;

describe('workingDaysBetween', () => {
  it('counts the days of a plain week', () => {
    expect(at(2026, 11, 23).getDay()).toBe(1); // a Monday
    expect(workingDaysBetween(at(2026, 11, 23, 10), at(2026, 11, 26, 10))).toBe(3);
    expect(workingDaysBetween(at(2026, 11, 23, 10), at(2026, 11, 23, 16))).toBe(0.25);
    expect(workingDaysBetween(at(2026, 11, 23, 0), at(2026, 11, 28, 0))).toBe(5);
  });

  it('skips Saturdays and Sundays', () => {
    // Friday 17:00 to Monday 17:00: one working day (7 h of Friday, 17 h of Monday).
    expect(workingDaysBetween(at(2026, 11, 27, 17), at(2026, 11, 30, 17))).toBe(1);
    // Created on a Saturday: the clock starts on Monday morning.
    expect(workingDaysBetween(at(2026, 11, 28, 10), at(2026, 11, 30, 9))).toBe(9 / 24);
    expect(workingDaysBetween(at(2026, 11, 28, 0), at(2026, 11, 30, 0))).toBe(0);
    expect(workingDaysBetween(at(2026, 11, 28, 9), at(2026, 11, 29, 23))).toBe(0);
  });

  it('runs across month and year ends', () => {
    // Friday 30 January to Tuesday 3 February 2026, noon to noon: half of Friday, Monday, half of Tuesday.
    expect(workingDaysBetween(at(2026, 1, 30, 12), at(2026, 2, 3, 12))).toBe(2);
    // Thursday 31 December 2026 to Monday 4 January 2027: Thursday, Friday 1 January, Monday.
    expect(workingDaysBetween(at(2026, 12, 31), at(2027, 1, 5))).toBe(3);
    // February of a leap year: Friday 28 to Tuesday 3 March 2028 (29 February is a Tuesday).
    expect(workingDaysBetween(at(2028, 2, 25), at(2028, 3, 1))).toBe(3);
  });

  it('is 0 when the end is not later than the start', () => {
    expect(workingDaysBetween(at(2026, 11, 26, 10), at(2026, 11, 23, 10))).toBe(0);
    expect(workingDaysBetween(at(2026, 11, 26, 10), at(2026, 11, 26, 10))).toBe(0);
  });

  it('adds exactly 5 working days for every further week, from any start', () => {
    const start = fc.date({ min: at(2020, 1, 1), max: at(2030, 12, 31), noInvalidDate: true });
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 20 * 24 }), fc.integer({ min: 1, max: 8 }), (from, hours, weeks) => {
        const to = new Date(from.getTime() + hours * HOUR);
        const later = new Date(to);
        later.setDate(later.getDate() + 7 * weeks);
        expect(workingDaysBetween(from, later) - workingDaysBetween(from, to)).toBeCloseTo(5 * weeks, 9);
      }),
      { numRuns: 300 },
    );
  });

  describe('in a time zone with daylight saving', () => {
    const original = process.env.TZ;
    beforeAll(() => {
      process.env.TZ = 'Europe/London';
    });
    afterAll(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it('follows local midnights across the change (Sunday 25 October 2026 has 25 hours)', () => {
      expect(at(2026, 10, 26).getTime() - at(2026, 10, 25).getTime()).toBe(25 * HOUR);
      expect(workingDaysBetween(at(2026, 10, 23, 12), at(2026, 10, 26, 12))).toBe(1);
      expect(workingDaysBetween(at(2026, 10, 22, 9), at(2026, 10, 27, 9))).toBe(3);
    });
  });
});

describe('the promise of 3 working days', () => {
  it('runs out on the third working day after creation, at the same time of day', () => {
    const created = at(2026, 11, 26, 10); // Thursday
    expect(workingDaysBetween(created, at(2026, 12, 1, 10))).toBe(3); // Tuesday: Thursday, Friday, Monday
    expect(workingDaysBetween(created, at(2026, 12, 1, 10, 5))).toBeGreaterThan(3);
    expect(workingDaysBetween(created, at(2026, 11, 30, 23))).toBeLessThan(3);
  });
});

describe('formatWorkingDays', () => {
  it('names whole days, rounded down', () => {
    expect(formatWorkingDays(0)).toBe('Under a day');
    expect(formatWorkingDays(0.99)).toBe('Under a day');
    expect(formatWorkingDays(1.5)).toBe('1 working day');
    expect(formatWorkingDays(3.2)).toBe('3 working days');
  });
});
