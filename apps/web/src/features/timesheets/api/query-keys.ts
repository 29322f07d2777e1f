import { queryKeys } from '../../../lib/query-keys';

/**
 * Under the timesheets' root (lib/query-keys.ts): a week decided here or arriving live refreshes them.
 * The client's page reads a project's weeks a page at a time with their totals; the expert's page
 * reads every week of their engagement.
 */
export const timesheetQueryKeys = {
  project: (projectId: number) => [...queryKeys.timesheets, 'project', projectId] as const,
  engagement: (projectId: number) => [...queryKeys.timesheets, 'engagement', projectId] as const,
};
