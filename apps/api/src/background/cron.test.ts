import { describe, expect, it } from 'vitest';
import { nextCronTime, parseCron } from './cron.js';

const next = (expression: string, after: string) => nextCronTime(parseCron(expression)!, new Date(after)).toISOString();

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
      expect(parseCron(bad), bad).toBeNull();
  });
});
