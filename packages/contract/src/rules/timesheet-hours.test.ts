import { describe, expect, it } from 'vitest';
import { isDayHours, isWeekHours } from './timesheet-hours.js';

describe('the hours of a timesheet', () => {
  it('takes a day of 0–24 hours in quarters, and nothing else', () => {
    for (const hours of [0, 0.25, 7.75, 24]) expect(isDayHours(hours)).toBe(true);
    for (const hours of [-0.25, 0.3, 24.25, Number.NaN, Infinity, '8', null]) expect(isDayHours(hours)).toBe(false);
  });

  it('takes a week of exactly 7 such days', () => {
    expect(isWeekHours([8, 8, 8, 8, 8, 0, 0])).toBe(true);
    expect(isWeekHours([8, 8, 8, 8, 8, 0])).toBe(false);
    expect(isWeekHours([8, 8, 8, 8, 8, 0, 0.1])).toBe(false);
  });
});
