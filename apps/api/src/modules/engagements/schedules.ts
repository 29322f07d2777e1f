import type { ModuleSchedule } from '../../deps.js';
import { queueCheckInReminders } from './check-in-reminders.js';
import { recomputeWeeklyProductivity } from './productivity.service.js';

export const schedules: ModuleSchedule[] = [
  // Weekly check-ins (docs/engagements.md#reminders): every 15 minutes, so each member's own Friday 09:00
  // is met wherever they are; the period's start is the reminder's "now", the same on a retry.
  {
    name: 'check-ins.remind',
    cron: '*/15 * * * *',
    handler: async (deps, { periodStart }) => {
      if ((await queueCheckInReminders(deps, periodStart)) > 0) deps.background.kick();
    },
  },
  // Productivity (docs/engagements.md): delivery reads ended weeks, so every Monday just after a week
  // ends each project's stored figure is recomputed, even when nothing was decided that week.
  { name: 'productivity.weekly', cron: '5 0 * * 1', handler: (deps) => recomputeWeeklyProductivity(deps.database.db) },
];
