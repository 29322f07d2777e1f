import { describe, expect, it } from 'vitest';
import { formatFullTime, formatMessageTime, formatRelativeTime } from './format-time';

// Local times, as the browser shows them: a Wednesday afternoon.
const now = new Date(2026, 2, 18, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatRelativeTime', () => {
  it('counts minutes and hours today, then names the day', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 40_000).toISOString(), now)).toBe('just now');
    expect(formatRelativeTime(at(2026, 2, 18, 15, 29), now)).toBe('1 min ago');
    expect(formatRelativeTime(at(2026, 2, 18, 15, 5), now)).toBe('25 min ago');
    expect(formatRelativeTime(at(2026, 2, 18, 9, 0), now)).toBe('6 h ago');
    expect(formatRelativeTime(at(2026, 2, 17, 23, 59), now)).toBe('Yesterday');
    expect(formatRelativeTime(at(2026, 2, 16, 8, 0), now)).toBe('Monday');
    expect(formatRelativeTime(at(2026, 2, 2, 8, 0), now)).toBe('2 Mar');
    expect(formatRelativeTime(at(2025, 11, 24, 8, 0), now)).toBe('24 Dec 2025');
  });

  it('reads a time a little ahead of this clock as just now', () => {
    expect(formatRelativeTime(at(2026, 2, 18, 15, 31), now)).toBe('just now');
  });
});

describe('formatMessageTime', () => {
  it('shows the clock today, Yesterday with it, then the date', () => {
    expect(formatMessageTime(at(2026, 2, 18, 9, 5), now)).toBe('09:05');
    expect(formatMessageTime(at(2026, 2, 17, 21, 40), now)).toBe('Yesterday 21:40');
    expect(formatMessageTime(at(2026, 1, 1, 7, 0), now)).toBe('1 Feb, 07:00');
    expect(formatMessageTime(at(2025, 1, 1, 7, 0), now)).toBe('1 Feb 2025, 07:00');
    expect(formatFullTime(at(2026, 1, 1, 7, 0))).toBe('1 Feb 2026, 07:00');
  });
});
