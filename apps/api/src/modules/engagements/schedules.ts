import type { ModuleSchedule } from '../../deps.js';
import { queueCheckInReminders } from './check-in-reminders.js';
import { recomputeWeeklyProductivity } from './productivity.service.js';

export const schedules: ModuleSchedule[] = [
  // Weekly check-ins (docs/engagements.md): hourly, so each member's own Friday is met wherever they are.
  {
    name: 'check-ins.remind',
    cron: '0 * * * *',
    handler: async (deps) => {
      if ((await queueCheckInReminders(deps)) > 0) deps.background.kick();
    },
  },
  // Productivity (docs/engagements.md): delivery reads ended weeks, so every Monday just after a week
  // ends each project's stored figure is recomputed, even when nothing was decided that week.
  { name: 'productivity.weekly', cron: '5 0 * * 1', handler: (deps) => recomputeWeeklyProductivity(deps.database.db) },
];
