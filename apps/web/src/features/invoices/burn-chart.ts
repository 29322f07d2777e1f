import { addWeeks, DAY_MS, mondayOf, todayUtc, type Spend } from '@fractional/contract';

/**
 * The chart's drawing box (SVG user units). The component sets `width` to the width it is drawn at, so
 * one unit is one CSS pixel and the 12 px axis labels stay 12 px on a phone.
 */
export const CHART = { width: 640, height: 240, left: 64, right: 32, top: 16, bottom: 36 } as const;
/** Room for one date centred under its week ("16 Nov 26" is about 56 px at 12 px), so labels never overlap. */
const X_LABEL_ROOM = 72;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const isoDay = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

export interface BurnPoint {
  weekStart: string;
  /** This week's approved amount, and everything approved up to and including it (USD). */
  amount: number;
  cumulative: number;
  x: number;
  y: number;
}

/** Where the forecast ends: the week the timeline ends, and the total spent by then. */
export interface ForecastEnd {
  weekStart: string;
  total: number;
}

export interface BurnChartModel {
  width: number;
  points: BurnPoint[];
  /** Round amounts on the vertical axis, from 0 up to at least the highest value drawn. */
  ticks: Array<{ value: number; y: number }>;
  /** The budget's line, when a budget is set. */
  budgetY: number | null;
  /** Dates under the horizontal axis: the first, the last and evenly spaced ones between, as room allows. */
  xLabels: Array<{ weekStart: string; x: number }>;
  /** The SVG path of the cumulative line (`M x y L x y …`), empty without weeks. */
  path: string;
  /** The forecast's dashed line from the last approved week to the end of the timeline, if any. */
  forecast: { path: string; x: number; y: number; weekStart: string; total: number } | null;
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
 * The cumulative spend (docs/engagements.md#spend-and-invoices-on-the-web): approved spend added up week
 * by week (`byWeek`, sorted oldest first), and the forecast drawn on to the end of the timeline, on a
 * vertical scale that holds the total, the forecast and the budget; weeks placed by their date.
 */
export function burnChart(
  byWeek: Spend['byWeek'],
  budget: number | null,
  forecastEnd: ForecastEnd | null = null,
  width: number = CHART.width,
): BurnChartModel {
  const weeks = [...byWeek].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
  let running = 0;
  const totals = weeks.map((week) => (running += week.amount));
  const lastWeek = weeks.at(-1)?.weekStart;
  const forecastTo = lastWeek && forecastEnd && forecastEnd.weekStart >= lastWeek ? forecastEnd : null;
  const ticks = niceTicks(Math.max(running, budget ?? 0, forecastTo?.total ?? 0, 1));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const yOf = (value: number) => CHART.top + plotHeight * (1 - value / top);
  const first = weeks[0] ? dayNumber(weeks[0].weekStart) : 0;
  const last = forecastTo ? dayNumber(forecastTo.weekStart) : lastWeek ? dayNumber(lastWeek) : 0;
  const xOf = (day: string) =>
    last === first ? CHART.left + plotWidth / 2 : CHART.left + (plotWidth * (dayNumber(day) - first)) / (last - first);
  const points = weeks.map((week, index) => ({
    weekStart: week.weekStart,
    amount: week.amount,
    cumulative: totals[index] ?? 0,
    x: xOf(week.weekStart),
    y: yOf(totals[index] ?? 0),
  }));
  const end = points.at(-1);
  const forecast =
    end && forecastTo
      ? {
          weekStart: forecastTo.weekStart,
          total: forecastTo.total,
          x: xOf(forecastTo.weekStart),
          y: yOf(forecastTo.total),
          path: `M${round(end.x)} ${round(end.y)} L${round(xOf(forecastTo.weekStart))} ${round(yOf(forecastTo.total))}`,
        }
      : null;
  return {
    width,
    points,
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
    budgetY: budget === null ? null : yOf(budget),
    xLabels: axisWeeks(first, last, weeks.length > 0, (plotWidth * 7) / Math.max(7, last - first), X_LABEL_ROOM).map(
      (weekStart) => ({ weekStart, x: xOf(weekStart) }),
    ),
    path: points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' '),
    forecast,
  };
}

/**
 * Mondays from `first` to `last` (day numbers), both ends included, evenly spaced: as many as fit with
 * at least `room` units between neighbours when a week is `unit` wide.
 */
function axisWeeks(first: number, last: number, hasWeeks: boolean, unit: number, room: number): string[] {
  if (!hasWeeks) return [];
  const spanWeeks = Math.round((last - first) / 7);
  if (spanWeeks === 0) return [isoDay(first)];
  for (let count = Math.min(spanWeeks + 1, Math.floor((spanWeeks * unit) / room) + 1); count > 2; count -= 1) {
    const weeks = Array.from({ length: count }, (_, index) => Math.round((index * spanWeeks) / (count - 1)));
    if (weeks.every((week, index) => index === 0 || (week - (weeks[index - 1] ?? 0)) * unit >= room))
      return weeks.map((week) => isoDay(first + week * 7));
  }
  return [isoDay(first), isoDay(last)];
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Why the project is over budget, if it is: what is already approved has passed the budget (over
 * budget now), or only the forecast to the end of the timeline does (the API's `overBudget`): then it
 * is not over budget yet, and the panel says by how much the forecast exceeds it. Null within budget or
 * without one.
 */
export function overBudgetReason(
  spend: Pick<Spend, 'budget' | 'overBudget' | 'approved'>,
): 'approved' | 'forecast' | null {
  if (spend.budget !== null && spend.approved.amount > spend.budget) return 'approved';
  return spend.overBudget ? 'forecast' : null;
}

/** How far `total` passes `budget`, exact to the cent (money is never left to binary float noise). */
export function exceedance(total: number, budget: number): number {
  return (Math.round(total * 100) - Math.round(budget * 100)) / 100;
}

/**
 * Where the forecast line ends: the week the timeline ends (this week plus the weeks the API says
 * remain, `weeksRemaining`, rounded up) and the forecast total by then.
 */
export function forecastEnd(
  spend: Pick<Spend, 'forecastTotal' | 'weeksRemaining'>,
  today: Date = new Date(),
): ForecastEnd {
  const weeks = Math.ceil(Math.max(0, spend.weeksRemaining));
  return { weekStart: addWeeks(mondayOf(todayUtc(today)), weeks), total: spend.forecastTotal };
}
