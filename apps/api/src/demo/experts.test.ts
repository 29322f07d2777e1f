import { describe, expect, it } from 'vitest';
import { demoExperts } from './experts.js';

describe('demo expert descriptions', () => {
  it('write the years in lower case inside a sentence ("After twelve years in-house")', () => {
    const descriptions = demoExperts().map((expert) => expert.description);
    const after = descriptions.filter((text) => text.includes('in-house, I now work'));
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((text) => /After [A-Z]/.test(text))).toEqual([]);
    expect(after.every((text) => /After (four|eight|twelve|twenty) years in-house/.test(text))).toBe(true);
  });
});
