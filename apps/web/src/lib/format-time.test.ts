import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentUtcOffset,
  formatDate,
  formatDateTime,
  formatMessageTime,
  formatRelativeTime,
  formatTimezone,
  formatWeekLabel,
  setFormatSettings,
} from './format-time';

// Fixed locale and time zone: en-GB in Auckland. Wednesday 18 March 2026, 15:30 there (02:30 UTC).
const now = new Date(Date.UTC(2026, 2, 18, 2, 30));
const auckland = (day: number, hour: number, minute: number, month = 2, year = 2026) =>
  new Date(Date.UTC(year, month, day, hour - 13, minute)).toISOString();

beforeAll(() => setFormatSettings('en-GB', 'Pacific/Auckland'));
afterAll(() => setFormatSettings(undefined));

describe('named formats', () => {
  it('writes a date, a date and time and a week in the locale, in the time zone', () => {
    expect(formatDate(auckland(2, 8, 0))).toBe('2 Mar 2026');
    // 23:30 UTC on 1 March is already 2 March in Auckland.
    expect(formatDate(new Date(Date.UTC(2026, 2, 1, 23, 30)))).toBe('2 Mar 2026');
    expect(formatDateTime(auckland(2, 14, 5))).toBe('2 Mar 2026, 14:05');
    expect(formatWeekLabel(auckland(16, 9, 0))).toBe('Week of 16 Mar 2026');
  });

  it('follows the locale: en-US writes the month first and a 12-hour clock', () => {
    setFormatSettings('en-US', 'Pacific/Auckland');
    expect(formatDate(auckland(2, 8, 0))).toBe('Mar 2, 2026');
    expect(formatDateTime(auckland(2, 14, 5))).toBe('Mar 2, 2026, 2:05 PM');
    setFormatSettings('en-GB', 'Pacific/Auckland');
  });
});

describe('formatRelativeTime', () => {
  it('counts minutes and hours today, then names the day, then gives the date', () => {
    expect(formatRelativeTime(new Date(now.getTime() - 40_000).toISOString(), now)).toBe('just now');
    expect(formatRelativeTime(auckland(18, 15, 29), now)).toBe('1 min ago');
    expect(formatRelativeTime(auckland(18, 15, 5), now)).toBe('25 min ago');
    expect(formatRelativeTime(auckland(18, 9, 0), now)).toBe('6 hr ago');
    expect(formatRelativeTime(auckland(17, 23, 59), now)).toBe('yesterday');
    expect(formatRelativeTime(auckland(16, 8, 0), now)).toBe('Monday');
    expect(formatRelativeTime(auckland(2, 8, 0), now)).toBe('2 Mar 2026');
    expect(formatRelativeTime(auckland(24, 8, 0, 11, 2025), now)).toBe('24 Dec 2025');
  });

  it('reads a time a little ahead of this clock as just now', () => {
    expect(formatRelativeTime(auckland(18, 15, 31), now)).toBe('just now');
  });
});

describe('formatMessageTime', () => {
  it('shows the clock today, yesterday with it, then the date and time', () => {
    expect(formatMessageTime(auckland(18, 9, 5), now)).toBe('09:05');
    expect(formatMessageTime(auckland(17, 21, 40), now)).toBe('yesterday, 21:40');
    expect(formatMessageTime(auckland(1, 7, 0, 1), now)).toBe('1 Feb 2026, 07:00');
  });
});

describe('formatTimezone', () => {
  const january = new Date(Date.UTC(2026, 0, 15));
  const july = new Date(Date.UTC(2026, 6, 15));

  it('shows the city and the offset the zone keeps that day, whatever offset is stored', () => {
    // timezones.json stores Caracas at −04:30; Venezuela has kept −04:00 since 2016.
    expect(formatTimezone('-04:30 America/Caracas', january)).toBe('Caracas (UTC−04:00)');
    expect(formatTimezone('+01:00 Europe/Paris', january)).toBe('Paris (UTC+01:00)');
    expect(formatTimezone('+01:00 Europe/Paris', july)).toBe('Paris (UTC+02:00)');
    expect(formatTimezone('+00:00 Europe/London', january)).toBe('London (UTC+00:00)');
    expect(formatTimezone('+05:45 Asia/Kathmandu', january)).toBe('Kathmandu (UTC+05:45)');
    expect(formatTimezone('America/Argentina/Buenos_Aires', january)).toBe('Buenos Aires, Argentina (UTC−03:00)');
  });

  it('shows an old zone name as its current one, and an unknown zone at its stored offset', () => {
    expect(formatTimezone('+05:30 Asia/Calcutta', january)).toBe('Kolkata (UTC+05:30)');
    expect(formatTimezone('+02:00 Europe/Nicosia', january)).toBe('Nicosia (UTC+02:00)');
    expect(formatTimezone('+02:00 Europe/Uzhhorod', january)).toBe('Kyiv (UTC+02:00)');
    expect(formatTimezone('-03:00 Nowhere/Atlantis', january)).toBe('Atlantis (UTC−03:00)');
    expect(currentUtcOffset('Nowhere/Atlantis', january)).toBeUndefined();
  });
});
