import { TIMESHEET_DAY_HOURS_MAX, TIMESHEET_DAYS, TIMESHEET_HOURS_STEP } from '../constants/timesheets.js';

/**
 * The one rule for a day of a timesheet (docs/api.md#timesheets): 0–24 hours in quarters of an hour.
 * The API's schema checks every day with it (422 `{hours:'invalidHours'}`), and so does the web's week
 * grid, cell by cell, before anything is sent; either way a refusal is the key `invalidHours`.
 */
export function isDayHours(hours: unknown): hours is number {
  return (
    typeof hours === 'number' &&
    Number.isFinite(hours) &&
    hours >= 0 &&
    hours <= TIMESHEET_DAY_HOURS_MAX &&
    Number.isInteger(hours / TIMESHEET_HOURS_STEP)
  );
}

/** 7 numbers (Monday first), each a day's hours by `isDayHours`. */
export function isWeekHours(value: unknown): value is number[] {
  return Array.isArray(value) && value.length === TIMESHEET_DAYS.length && value.every(isDayHours);
}
