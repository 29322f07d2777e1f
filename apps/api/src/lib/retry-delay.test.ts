import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay.js';

describe('retryDelayMs', () => {
  it('doubles from the base and stops at ten minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(2000, attempts))).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelayMs(2000, 30)).toBe(600_000);
  });
});
