import { describe, expect, it } from 'vitest';
import { TIMEZONE_VALUE_PATTERN, formatUtcOffset, timezoneValue } from './timezones.js';

describe('formatUtcOffset', () => {
  it.each([
    [12, '+12:00'],
    [0, '+00:00'],
    [-3.5, '-03:30'],
    [5.75, '+05:45'],
    [-12, '-12:00'],
  ])('formats %d as %s', (offset, text) => {
    expect(formatUtcOffset(offset)).toBe(text);
  });
});

describe('timezone values', () => {
  it('joins offset and region with one space and matches the pattern', () => {
    const value = timezoneValue('+12:00', 'Pacific/Auckland');
    expect(value).toBe('+12:00 Pacific/Auckland');
    expect(TIMEZONE_VALUE_PATTERN.test(value)).toBe(true);
    expect(TIMEZONE_VALUE_PATTERN.test('Pacific/Auckland')).toBe(false);
  });
});
