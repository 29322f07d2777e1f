import { describe, expect, it } from 'vitest';
import {
  briefMetrics,
  dcg,
  idealInTop,
  meetsTargets,
  ndcgAt,
  orderViolations,
  overallMetrics,
  precisionAt,
  wrongShare,
} from './golden-metrics.js';

describe('dcg', () => {
  it('sums (2^grade − 1) / log2(rank + 1) over the first k', () => {
    // 7/1 + 3/log2(3) + 0 + 1/log2(5) = 7 + 1.892789 + 0 + 0.430677
    expect(dcg([3, 2, 0, 1], 10)).toBeCloseTo(9.323466, 5);
    expect(dcg([3, 2, 0, 1], 2)).toBeCloseTo(8.892789, 5);
    expect(dcg([], 10)).toBe(0);
  });
});

describe('ndcgAt', () => {
  it('divides by the best order of all the brief’s grades, shown or not', () => {
    // Ideal order of {3, 2, 2, 1, 0}: 7 + 3/log2(3) + 3/2 + 1/log2(5) = 10.823466
    expect(ndcgAt([3, 2, 0, 1], [0, 1, 2, 3, 2], 10)).toBeCloseTo(9.323466 / 10.823466, 5);
  });

  it('is 1 for the ideal order and 0 when only grade-0 experts are shown', () => {
    expect(ndcgAt([3, 2, 1], [1, 3, 2, 0], 10)).toBe(1);
    expect(ndcgAt([0, 0], [3, 0, 0], 10)).toBe(0);
  });

  it('counts an ideal expert left out of the list as a loss', () => {
    // The list holds the 2 but not the 3: 3 ÷ (7 + 3/log2(3)).
    expect(ndcgAt([2], [3, 2], 10)).toBeCloseTo(3 / 8.892789, 5);
  });

  it('is 1 when the brief has nothing to find', () => {
    expect(ndcgAt([0, 0], [0, 0, 0], 10)).toBe(1);
  });

  it('cuts the list at k', () => {
    const ranked = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3];
    expect(ndcgAt(ranked, ranked, 10)).toBe(0);
  });
});

describe('precisionAt', () => {
  it('counts grades 2 and 3 among the first k, an empty place as a miss', () => {
    expect(precisionAt([3, 1, 2, 3], 3)).toBeCloseTo(2 / 3, 10);
    expect(precisionAt([2], 3)).toBeCloseTo(1 / 3, 10);
    expect(precisionAt([], 3)).toBe(0);
  });
});

describe('idealInTop', () => {
  it('finds a grade 3 in the first k only', () => {
    expect(idealInTop([2, 1, 3], 3)).toBe(true);
    expect(idealInTop([2, 1, 2, 3], 3)).toBe(false);
  });
});

describe('wrongShare', () => {
  it('is the share of grade-0 cards among those shown in the first k', () => {
    expect(wrongShare([3, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0], 10)).toBeCloseTo(0.7, 10);
    expect(wrongShare([3, 0], 10)).toBe(0.5);
    expect(wrongShare([], 10)).toBe(0);
  });
});

describe('orderViolations', () => {
  it('counts each pair where a card stands above a higher score', () => {
    expect(orderViolations([90, 80, 80, 10])).toBe(0);
    expect(orderViolations([80, 90])).toBe(1);
    // 70 below 50 and 60 (two pairs), 60 below 50 (one).
    expect(orderViolations([50, 60, 70])).toBe(3);
    expect(orderViolations([90, 40, 60, 50])).toBe(2);
  });
});

describe('briefMetrics and overallMetrics', () => {
  it('computes every figure of a brief and averages them over briefs', () => {
    const first = briefMetrics(
      [
        { grade: 3, score: 80 },
        { grade: 0, score: 85 },
        { grade: 2, score: 60 },
      ],
      [3, 2, 0, 0],
    );
    expect(first).toEqual({
      ndcgAt10: expect.closeTo((7 + 3 / 2) / (7 + 3 / Math.log2(3)), 10) as number,
      precisionAt3: 2 / 3,
      idealInTop3: true,
      wrongInTop10: 1 / 3,
      recallAt10: 1,
      length: 3,
      violations: 1,
    });
    const second = briefMetrics([{ grade: 1, score: 50 }], [3, 1]);
    expect(second.idealInTop3).toBe(false);
    expect(second.recallAt10).toBe(0.5);
    const overall = overallMetrics([first, second]);
    expect(overall.idealInTop3).toBe(0.5);
    expect(overall.length).toBe(2);
    expect(overall.violations).toBe(1);
    expect(overall.wrongInTop10).toBeCloseTo(1 / 6, 10);
    expect(meetsTargets(overall)).toBe(false);
    expect(
      meetsTargets({
        ndcgAt10: 0.98,
        precisionAt3: 1,
        idealInTop3: 1,
        wrongInTop10: 0.1,
        recallAt10: 1,
        length: 12,
        violations: 0,
      }),
    ).toBe(true);
  });
});
