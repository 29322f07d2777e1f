import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWeeks,
  daysBetween,
  isCalendarDate,
  isMonday,
  isoDate,
  isoMonth,
  monthDays,
  mondayOf,
} from './dates.js';

/** Any day from 1970 to 2199, as `YYYY-MM-DD`. */
const day = fc.integer({ min: 0, max: 83_000 }).map((days) => isoDate(new Date(days * 86_400_000)));

describe('dates', () => {
  it('writes a moment as its UTC date and month', () => {
    const late = new Date('2026-11-30T23:30:00-05:00'); // 1 December in UTC
    expect(isoDate(late)).toBe('2026-12-01');
    expect(isoMonth(late)).toBe('2026-12');
  });

  it('knows calendar dates and Mondays', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-01')).toBe(false);
    expect(isCalendarDate('2026-11-30T00:00:00Z')).toBe(false);
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-12-01')).toBe(false);
    expect(isMonday('2026-13-07')).toBe(false);
  });

  it('adds days and weeks across months, years and leap days', () => {
    expect(addDays('2026-12-29', 6)).toBe('2027-01-04');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addWeeks('2026-11-30', -2)).toBe('2026-11-16');
    expect(daysBetween('2026-12-29', '2027-01-04')).toBe(6);
    expect(daysBetween('2027-01-04', '2026-12-29')).toBe(-6);
  });

  it('names a week by its Monday, from a date or an ISO time', () => {
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30'); // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(mondayOf('2026-12-02T18:45:00.000Z')).toBe('2026-11-30');
  });

  it('finds the Monday on or before any day, within the week', () => {
    fc.assert(
      fc.property(day, (text) => {
        const monday = mondayOf(text);
        expect(isMonday(monday)).toBe(true);
        expect(daysBetween(monday, text)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(monday, text)).toBeLessThan(7);
        expect(addDays(addDays(text, 45), -45)).toBe(text);
      }),
    );
  });

  it('moves months and bounds them', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});
