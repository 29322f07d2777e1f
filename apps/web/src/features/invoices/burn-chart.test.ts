import { describe, expect, it } from 'vitest';
import { burnChart, CHART, exceedance, forecastEnd, niceStep, niceTicks, overBudgetReason } from './burn-chart';

const bottom = CHART.height - CHART.bottom;

describe('niceTicks', () => {
  it('counts in 1, 2 or 5 × 10ⁿ from 0 up to at least the largest value', () => {
    expect(niceStep(1200)).toBe(2000);
    expect(niceStep(300)).toBe(500);
    expect(niceStep(100)).toBe(100);
    expect(niceTicks(9000)).toEqual([0, 5000, 10_000]);
    expect(niceTicks(4200)).toEqual([0, 2000, 4000, 6000]);
    expect(niceTicks(1)).toEqual([0, 1]);
  });
});

describe('burnChart', () => {
  const byWeek = [
    { weekStart: '2026-11-09', hours: 10, amount: 1000 },
    { weekStart: '2026-11-02', hours: 20, amount: 2000 },
    { weekStart: '2026-11-16', hours: 5, amount: 500 },
  ];

  it('adds the weeks up oldest first, left to right, rising with the total', () => {
    const model = burnChart(byWeek, null);
    expect(model.points.map((point) => [point.weekStart, point.cumulative])).toEqual([
      ['2026-11-02', 2000],
      ['2026-11-09', 3000],
      ['2026-11-16', 3500],
    ]);
    expect(model.points[0]?.x).toBe(CHART.left);
    expect(model.points[2]?.x).toBe(CHART.width - CHART.right);
    const ys = model.points.map((point) => point.y);
    expect(ys[0]).toBeGreaterThan(ys[1] ?? 0);
    expect(model.path).toMatch(/^M64 \S+ L\S+ \S+ L\S+ \S+$/);
    expect(model.budgetY).toBeNull();
    expect(model.xLabels.map((label) => label.weekStart)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
  });

  it('scales to the budget when the budget is above the spend, so the line sits under it', () => {
    const model = burnChart(byWeek, 10_000);
    expect(model.ticks.map((tick) => tick.value)).toEqual([0, 5000, 10_000]);
    expect(model.ticks[0]?.y).toBe(bottom);
    expect(model.budgetY).toBe(CHART.top);
    expect(model.points[2]?.y).toBeGreaterThan(model.budgetY ?? 0);
  });

  it('scales to the spend when it has passed the budget, the line crossing above the budget', () => {
    const model = burnChart(byWeek, 2500);
    expect(model.ticks.at(-1)?.value).toBeGreaterThanOrEqual(3500);
    expect(model.points[2]?.y).toBeLessThan(model.budgetY ?? 0);
  });

  it('draws one week in the middle and nothing without weeks', () => {
    expect(burnChart([byWeek[0]!], null).points[0]?.x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
    const empty = burnChart([], 5000);
    expect(empty.points).toEqual([]);
    expect(empty.path).toBe('');
    expect(empty.xLabels).toEqual([]);
  });
});

describe('burnChart with a forecast and a narrow box', () => {
  const byWeek = Array.from({ length: 12 }, (_, index) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
    hours: 10,
    amount: 1000,
  }));

  it('draws the forecast from the last week to the end of the timeline, the scale holding it', () => {
    const model = burnChart(byWeek, 10_000, { weekStart: '2027-01-25', total: 20_000 });
    const last = model.points.at(-1);
    expect(model.forecast).toMatchObject({ weekStart: '2027-01-25', total: 20_000, x: CHART.width - CHART.right });
    expect(model.forecast?.path.startsWith(`M${last?.x}`)).toBe(true);
    expect(model.ticks.at(-1)?.value).toBeGreaterThanOrEqual(20_000);
    expect(last?.x).toBeLessThan(CHART.width - CHART.right);
    expect(model.xLabels.at(-1)?.weekStart).toBe('2027-01-25');
  });

  it('labels as many dates as fit: more than two at 1280 px, fewer but still the ends at 358 px', () => {
    const wide = burnChart(byWeek, null, null, 600).xLabels;
    const narrow = burnChart(byWeek, null, null, 358).xLabels;
    expect(wide.length).toBeGreaterThan(2);
    expect(narrow.length).toBeGreaterThan(2);
    expect(narrow.length).toBeLessThanOrEqual(wide.length);
    for (const labels of [wide, narrow]) {
      expect(labels[0]?.weekStart).toBe('2026-09-07');
      expect(labels.at(-1)?.weekStart).toBe('2026-11-23');
      labels.slice(1).forEach((label, index) => expect(label.x - (labels[index]?.x ?? 0)).toBeGreaterThanOrEqual(60));
    }
  });
});

describe('exceedance and forecastEnd', () => {
  it('is exact to the cent and ends the forecast on the timeline’s last week', () => {
    expect(exceedance(12_345.67, 10_000)).toBe(2345.67);
    expect(exceedance(0.3, 0.1)).toBe(0.2);
    expect(forecastEnd({ forecastTotal: 9000, weeksRemaining: 2.4 }, new Date('2026-11-26T10:00:00Z'))).toEqual({
      weekStart: '2026-12-14',
      total: 9000,
    });
  });
});

describe('overBudgetReason', () => {
  const approved = { hours: 10, amount: 1000 };
  it('names the approved spend first, then the forecast, and nothing within budget or without one', () => {
    expect(overBudgetReason({ budget: 900, overBudget: true, approved })).toBe('approved');
    expect(overBudgetReason({ budget: 5000, overBudget: true, approved })).toBe('forecast');
    expect(overBudgetReason({ budget: 5000, overBudget: false, approved })).toBeNull();
    expect(overBudgetReason({ budget: null, overBudget: false, approved })).toBeNull();
  });
});
