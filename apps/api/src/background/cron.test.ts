import { describe, expect, it } from 'vitest';
import { cronSchedule, previousCronTime } from './cron.js';

const next = (expression: string, after: string, zone?: string) =>
  cronSchedule(expression, zone)!(new Date(after)).toISOString();

describe('cron expressions of the schedules (UTC)', () => {
  it('finds the next Monday morning, the 1st of the month and every N minutes', () => {
    // 2026-11-26 is a Thursday.
    expect(next('0 8 * * 1', '2026-11-26T12:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(next('0 8 * * 1', '2026-11-30T07:59:59Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(next('0 8 * * 1', '2026-11-30T08:00:00Z')).toBe('2026-12-07T08:00:00.000Z');
    expect(next('0 2 1 * *', '2026-12-15T00:00:00Z')).toBe('2027-01-01T02:00:00.000Z');
    expect(next('*/5 * * * *', '2026-11-26T12:03:10Z')).toBe('2026-11-26T12:05:00.000Z');
    expect(next('0 0 29 2 *', '2026-03-01T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(next('30 9 * * 7', '2026-11-26T00:00:00Z')).toBe('2026-11-29T09:30:00.000Z');
  });

  it('refuses what it cannot read', () => {
    for (const bad of [
      '',
      '* * * *',
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '5-1 * * * *',
      '*/0 * * * *',
      'a * * * *',
    ])
      expect(cronSchedule(bad), bad).toBeNull();
  });

  it('reads an expression in an IANA zone, across the 2027-03-28 change to summer time in London', () => {
    // Mondays at 09:00 in London: 09:00 UTC in March before the change, 08:00 UTC after it.
    expect(next('0 9 * * 1', '2027-03-20T00:00:00Z', 'Europe/London')).toBe('2027-03-22T09:00:00.000Z');
    expect(next('0 9 * * 1', '2027-03-22T09:00:00Z', 'Europe/London')).toBe('2027-03-29T08:00:00.000Z');
    // 01:30 does not exist in London that night: it runs at the first minute that does.
    expect(next('30 1 * * *', '2027-03-27T12:00:00Z', 'Europe/London')).toBe('2027-03-28T01:00:00.000Z');
    // Auckland's Monday 09:00 is Sunday evening in UTC.
    expect(next('0 9 * * 1', '2027-03-20T00:00:00Z', 'Pacific/Auckland')).toBe('2027-03-21T20:00:00.000Z');
  });

  it('finds the latest due time at or before an instant', () => {
    const at = (iso: string) => previousCronTime('0 9 * * 1', 'Europe/London', new Date(iso))?.toISOString();
    expect(at('2027-03-29T08:00:00Z')).toBe('2027-03-29T08:00:00.000Z');
    expect(at('2027-03-29T07:59:59Z')).toBe('2027-03-22T09:00:00.000Z');
  });
});
