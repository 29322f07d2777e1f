/**
 * Calendar dates as the API, the contract and the web app name them: `YYYY-MM-DD` days and `YYYY-MM`
 * months, in UTC; a week is named by its Monday (docs/api.md#timesheets). One home for the arithmetic,
 * so a week or a month means the same on both sides.
 */

export const DAY_MS = 86_400_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** `YYYY-MM-DD` of a moment, in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today's date in UTC: the calendar the API names days and weeks by (docs/api.md#timesheets). */
export function todayUtc(now = new Date()): string {
  return isoDate(now);
}

/** `YYYY-MM` of a moment, in UTC. */
export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** A calendar date `YYYY-MM-DD` that exists (UTC). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = toDate(text);
  return !Number.isNaN(date.getTime()) && isoDate(date) === text;
}

/** Whether `text` is a calendar date that falls on a Monday: how a week is named. */
export function isMonday(text: string): boolean {
  return isCalendarDate(text) && toDate(text).getUTCDay() === 1;
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return isoDate(new Date(toDate(day).getTime() + days * DAY_MS));
}

/** `monday` moved by `weeks` whole weeks. */
export function addWeeks(monday: string, weeks: number): string {
  return addDays(monday, weeks * 7);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** The Monday of the week that holds `day` (a `YYYY-MM-DD`, or an ISO time whose UTC date is taken). */
export function mondayOf(day: string): string {
  const date = day.slice(0, 10);
  return addDays(date, -((toDate(date).getUTCDay() + 6) % 7)); // getUTCDay: 0 Sunday … 6 Saturday
}

/** `month` (`YYYY-MM`) moved by `months` (negative goes back). */
export function addMonths(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return isoMonth(new Date(Date.UTC(year, index - 1 + months, 1)));
}

/** The first and last day of a `YYYY-MM` month. */
export function monthDays(month: string): { first: string; last: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { first: `${month}-01`, last: isoDate(new Date(Date.UTC(year, index, 0))) };
}
