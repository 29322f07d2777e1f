import type { ModuleSchedule } from '../../deps.js';
import { autoApprove, remindClients, remindMembers } from './timesheet-jobs.service.js';

/** How often submitted timesheets past TIMESHEET_AUTO_APPROVE_AFTER are approved by the system. */
const AUTO_APPROVE_EVERY_MS = 5 * 60_000;

// Timesheets (docs/api.md#timesheets): auto-approval, Monday reminders to members (09:00 in each
// member's own time zone, so the schedule looks every 15 minutes), daily reminders to clients with
// timesheets waiting (09:00 UTC). Each handler is idempotent.
export const schedules: ModuleSchedule[] = [
  { name: 'timesheets.auto-approve', everyMs: AUTO_APPROVE_EVERY_MS, handler: (deps) => autoApprove(deps) },
  {
    name: 'timesheets.remind-members',
    cron: '*/15 * * * *',
    handler: (deps, { periodStart }) => remindMembers(deps, periodStart),
  },
  { name: 'timesheets.remind-clients', cron: '0 9 * * *', handler: (deps) => remindClients(deps) },
];
