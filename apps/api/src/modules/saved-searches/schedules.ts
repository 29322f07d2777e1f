import type { ModuleSchedule } from '../../deps.js';
import { mailNewExperts } from './new-experts.service.js';

export const schedules: ModuleSchedule[] = [
  // Saved searches (docs/discovery.md#saved-searches): Mondays 07:00 UTC, one mail per search with new experts.
  { name: 'saved-searches.new-experts', cron: '0 7 * * 1', handler: (deps, run) => mailNewExperts(deps, run) },
];
