import type { ModuleSchedule } from '../../deps.js';
import { pruneLive } from './live-chores.js';

export const schedules: ModuleSchedule[] = [
  // Old stream events and tickets, once a minute across all instances.
  { name: 'live.prune', everyMs: 60_000, handler: (deps) => pruneLive(deps.database.db) },
];
