import { PAGE_SIZE_MAX, type Timesheet, type TimesheetPage } from '@fractional/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectFigures } from '../../../lib/refresh-project-figures';
import { timesheetQueryKeys } from './query-keys';

/** At most this many pages of weeks (50 each): years of a large squad. */
const PAGES_MAX = 40;

/**
 * `GET /timesheets?projectId=` (docs/api.md#timesheets), every page: the client sees the squad's, an
 * expert their own. All of them at once, since the totals per member add up every week.
 */
export async function getProjectTimesheets(projectId: number, signal?: AbortSignal): Promise<TimesheetPage> {
  const data: Timesheet[] = [];
  for (let page = 1; page <= PAGES_MAX; page += 1) {
    const answer: TimesheetPage = await apiRequest(
      `/timesheets?projectId=${projectId}&limit=${PAGE_SIZE_MAX}&page=${page}`,
      { schema: async () => (await import('./timesheet-schemas')).TimesheetPageSchema, signal },
    );
    data.push(...answer.data);
    if (!answer.hasNextPage) return { data, hasNextPage: false };
  }
  return { data, hasNextPage: true };
}

export function projectTimesheetsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: timesheetQueryKeys.project(projectId),
    queryFn: ({ signal }) => getProjectTimesheets(projectId, signal),
    // The other side acts from another browser: asked again whenever the page opens.
    staleTime: 0,
  });
}

export function useProjectTimesheets(projectId: number) {
  return useQuery(projectTimesheetsQueryOptions(projectId));
}

const timesheetRequest = (path: string, method: 'PUT' | 'POST', body?: unknown): Promise<Timesheet> =>
  apiRequest(path, {
    method,
    body,
    schema: async () => (await import('./timesheet-schemas')).TimesheetSchema,
  });

export interface SaveWeek {
  projectId: number;
  memberId: number;
  weekStart: string;
  hours: number[];
  note: string;
}

/** `PUT /projects/{id}/squad/{memberId}/timesheets/{weekStart}`: the week as a draft. */
export function saveWeek({ projectId, memberId, weekStart, hours, note }: SaveWeek): Promise<Timesheet> {
  return timesheetRequest(`/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`, 'PUT', {
    hours,
    note: note.trim() === '' ? null : note,
  });
}

export type TimesheetDecision = { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** `POST /timesheets/{id}/submit`. */
export const submitTimesheet = (id: number) => timesheetRequest(`/timesheets/${id}/submit`, 'POST');

/** `POST /timesheets/{id}/approve` or `…/reject {reason}`. */
export function decideTimesheet(decision: TimesheetDecision): Promise<Timesheet> {
  return decision.action === 'approve'
    ? timesheetRequest(`/timesheets/${decision.id}/approve`, 'POST')
    : timesheetRequest(`/timesheets/${decision.id}/reject`, 'POST', { reason: decision.reason });
}

/** Timesheets, spend and invoices, and what approved hours move: productivity and the dashboard. */
function useRefreshTimesheets() {
  const queryClient = useQueryClient();
  return () => refreshProjectFigures(queryClient);
}

/** Saves the week as a draft, then submits it when asked to: the expert's "Save draft" and "Submit". */
export function useSaveWeek() {
  const refresh = useRefreshTimesheets();
  return useMutation({
    mutationFn: async ({ submit, ...week }: SaveWeek & { submit: boolean }) => {
      const saved = await saveWeek(week);
      return submit ? submitTimesheet(saved.id) : saved;
    },
    onSettled: refresh,
  });
}

/** The client's Approve and Reject. */
export function useDecideTimesheet() {
  const refresh = useRefreshTimesheets();
  return useMutation({ mutationFn: decideTimesheet, onSettled: refresh });
}
