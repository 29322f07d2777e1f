import { describe, expect, it } from 'vitest';
import { engagementLength } from './engagement-length.js';

const start = new Date('2026-01-05T09:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * 86_400_000);

describe('engagementLength', () => {
  it('reads in weeks under 8 weeks, never under one', () => {
    expect(engagementLength(start, start)).toEqual({ count: 1, unit: 'week' });
    expect(engagementLength(start, after(3))).toEqual({ count: 1, unit: 'week' });
    expect(engagementLength(start, after(20))).toEqual({ count: 3, unit: 'week' });
    expect(engagementLength(start, after(55))).toEqual({ count: 8, unit: 'week' });
  });

  it('reads in months from 8 weeks on', () => {
    expect(engagementLength(start, after(56))).toEqual({ count: 2, unit: 'month' });
    expect(engagementLength(start, after(122))).toEqual({ count: 4, unit: 'month' });
    expect(engagementLength(start, after(365))).toEqual({ count: 12, unit: 'month' });
  });
});
