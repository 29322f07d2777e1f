import { addDays, isDayHours, mondayOf, TIMESHEET_DAYS, todayUtc } from '@fractional/contract';
import { numberFromText } from '../../lib/number-text';

/** The week grid's days, Monday first, as the timesheet's `hours` orders them. */
export const DAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const DAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Intl's formats are made on first use, not when the module loads: a DateTimeFormat costs its locale data's
 * loading, and this module is part of the project page's boot whether or not a week is shown
 * (docs/benchmarks.md, "Client project page").
 */
let formats: { range: Intl.DateTimeFormat; year: Intl.DateTimeFormat } | null = null;
function weekFormats(): { range: Intl.DateTimeFormat; year: Intl.DateTimeFormat } {
  formats ??= {
    range: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    year: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  };
  return formats;
}

/** "24 Nov – 30 Nov 2026": the week a Monday names. */
export function weekLabel(monday: string): string {
  const { range, year } = weekFormats();
  return `${range.format(toDate(monday))} – ${year.format(toDate(addDays(monday, 6)))}`;
}

/** "Mon 24 Nov": a column's heading. */
export function dayHeading(monday: string, index: number): string {
  return `${DAY_SHORT[index]} ${weekFormats().range.format(toDate(addDays(monday, index)))}`;
}

/** The weeks the expert may log: from the week they joined to this week (or the week their seat ended). */
export interface WeekBounds {
  first: string;
  last: string;
}

export function weekBounds(joinedAt: string, endedAt: string | null, today = todayUtc()): WeekBounds {
  const thisWeek = mondayOf(today);
  const endWeek = endedAt ? mondayOf(endedAt) : thisWeek;
  return { first: mondayOf(joinedAt), last: endWeek < thisWeek ? endWeek : thisWeek };
}

/** The grid's cells as typed: text, so that "" and "1." stay as they are while typed. */
export type WeekCells = string[];

export const emptyCells = (): WeekCells => TIMESHEET_DAYS.map(() => '');

export function cellsOf(hours: readonly number[]): WeekCells {
  return hours.map((value) => (value === 0 ? '' : String(value)));
}

/** A cell's hours: blank is 0; null when the contract's rule refuses them (`isDayHours`: 0–24 in quarters). */
export function cellHours(text: string): number | null {
  // A decimal comma is read as one ("1,5" is 1.5 h), never dropped (docs/product.md#forms-and-validation).
  const value = numberFromText(text, { decimalComma: true });
  if (value === undefined) return 0;
  return isDayHours(value) ? value : null;
}

/** The week's total of the valid cells. */
export function weekTotal(cells: WeekCells): number {
  return cells.reduce((sum, text) => sum + (cellHours(text) ?? 0), 0);
}

/** The cells' hours when every one is valid, else null. */
export function weekHours(cells: WeekCells): number[] | null {
  const hours = cells.map(cellHours);
  return hours.every((value) => value !== null) ? hours : null;
}

/** "7.5 h" */
export function hoursLabel(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

/** The running total against the hours committed each week, in words. */
export function commitmentText(total: number, committed: number): string {
  if (total > committed) {
    return `${hoursLabel(total)} of ${hoursLabel(committed)} committed: ${hoursLabel(total - committed)} over your commitment. The client sees this flagged.`;
  }
  return `${hoursLabel(total)} of ${hoursLabel(committed)} committed this week.`;
}
