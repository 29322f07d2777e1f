import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A decision on a project's work (a timesheet approved or rejected, a check-in saved or rated, an
 * outcome added, edited or removed, the project completed) moves its figures: progress and productivity (every query under
 * `projects`, the productivity card's included), spend and invoices (under `timesheets`, see
 * lib/query-keys.ts) and the dashboard. Called after each such mutation and on the
 * live `checkin` and `timesheet` events, so nothing waits for a reload (docs/engagements.md).
 */
export function refreshProjectFigures(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    queryClient.invalidateQueries({ queryKey: queryKeys.timesheets }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}
