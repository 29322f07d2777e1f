import { defineOptions } from './options.js';

/**
 * A timesheet's life (docs/api.md#timesheets): `draft` → `submitted` → `approved` | `rejected`;
 * editing a rejected week makes it `draft` again; `approved` is final.
 */
export const TimesheetStatuses = defineOptions(['draft', 'submitted', 'approved', 'rejected'], {
  draft: 'Draft',
  submitted: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
});
export type TimesheetStatus = (typeof TimesheetStatuses.values)[number];

/** The days of a timesheet's `hours`, Monday first. */
export const TIMESHEET_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const TIMESHEET_DAY_HOURS_MAX = 24;
/** Hours are logged in quarters of an hour. */
export const TIMESHEET_HOURS_STEP = 0.25;
export const TIMESHEET_NOTE_MAX = 2000;
export const TIMESHEET_REJECTION_REASON_MAX = 500;
/** A client with timesheets submitted longer ago than this is reminded (once a day at most). */
export const TIMESHEET_WAITING_REMINDER_DAYS = 3;
