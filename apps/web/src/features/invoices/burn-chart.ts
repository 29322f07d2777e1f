import type { Spend } from '@fractional/contract';

/** The chart's drawing box (SVG user units); it scales to the card's width. */
export const CHART = { width: 640, height: 240, left: 64, right: 16, top: 16, bottom: 36 } as const;

export interface BurnPoint {
  weekStart: string;
  /** This week's approved amount, and everything approved up to and including it (USD). */
  amount: number;
  cumulative: number;
  x: number;
  y: number;
}

export interface BurnChartModel {
  points: BurnPoint[];
  /** Round amounts on the vertical axis, from 0 up to at least the highest value drawn. */
  ticks: Array<{ value: number; y: number }>;
  /** The budget's line, when a budget is set. */
  budgetY: number | null;
  /** The first and last week under the horizontal axis. */
  xLabels: Array<{ weekStart: string; x: number }>;
  /** The SVG path of the cumulative line (`M x y L x y …`), empty without weeks. */
  path: string;
}

/** The smallest of 1, 2 or 5 × 10ⁿ at least `raw` (whole dollars at least): a step a reader counts in. */
export function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

/** About `count` round ticks from 0 to at least `max`. */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max / count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * The weekly burn (docs/engagements.md#spend-and-invoices-on-the-web): approved spend added up week
 * by week (`byWeek`, sorted oldest first), on a vertical scale that holds both the total and the budget.
 */
export function burnChart(byWeek: Spend['byWeek'], budget: number | null): BurnChartModel {
  const weeks = [...byWeek].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  let running = 0;
  const totals = weeks.map((week) => (running += week.amount));
  const ticks = niceTicks(Math.max(running, budget ?? 0, 1));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const yOf = (value: number) => CHART.top + plotHeight * (1 - value / top);
  const xOf = (index: number) =>
    weeks.length <= 1 ? CHART.left + plotWidth / 2 : CHART.left + (plotWidth * index) / (weeks.length - 1);
  const points = weeks.map((week, index) => ({
    weekStart: week.weekStart,
    amount: week.amount,
    cumulative: totals[index] ?? 0,
    x: xOf(index),
    y: yOf(totals[index] ?? 0),
  }));
  const ends = points.filter((_, index) => index === 0 || index === points.length - 1);
  return {
    points,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    budgetY: budget === null ? null : yOf(budget),
    xLabels: ends.map(({ weekStart, x }) => ({ weekStart, x })),
    path: points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' '),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Why the project is over budget, if it is: what is already approved has passed the budget, or the
 * forecast to the end of the timeline does (the API's `overBudget`); null within budget or without one.
 */
export function overBudgetReason(
  spend: Pick<Spend, 'budget' | 'overBudget' | 'approved'>,
): 'approved' | 'forecast' | null {
  if (spend.budget !== null && spend.approved.amount > spend.budget) return 'approved';
  return spend.overBudget ? 'forecast' : null;
}
