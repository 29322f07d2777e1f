import { PAGE_SIZE_MAX, type Timesheet, type TimesheetList } from '@fractional/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { timesheetQueryKeys } from './query-keys';

/** At most this many pages of an expert's own weeks (50 each): years of an engagement. */
const ENGAGEMENT_PAGES_MAX = 40;

/**
 * `GET /timesheets?projectId=` (docs/api.md#timesheets): one page of a project's weeks, newest first,
 * and the totals per member of every page. The client sees the squad's, an expert their own.
 */
export function getTimesheets(projectId: number, page: number, signal?: AbortSignal): Promise<TimesheetList> {
  return apiRequest(`/timesheets?projectId=${projectId}&limit=${PAGE_SIZE_MAX}&page=${page}`, {
    schema: async () => (await import('./timesheet-schemas')).TimesheetListSchema,
    signal,
  });
}

/** The client's page: one request for the newest weeks and every member's totals; older weeks on demand. */
export function projectTimesheetsQueryOptions(projectId: number) {
  return infiniteQueryOptions({
    queryKey: timesheetQueryKeys.project(projectId),
    queryFn: ({ pageParam, signal }) => getTimesheets(projectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TimesheetList, pages) => (last.hasNextPage ? pages.length + 1 : undefined),
    // The expert submits from another browser: asked again whenever the page opens.
    staleTime: 0,
  });
}

export function useProjectTimesheets(projectId: number) {
  return useInfiniteQuery(projectTimesheetsQueryOptions(projectId));
}

/** Every page of the expert's own weeks of a project: the week picker opens any of them. */
async function getEngagementTimesheets(projectId: number, signal?: AbortSignal): Promise<Timesheet[]> {
  const data: Timesheet[] = [];
  for (let page = 1; page <= ENGAGEMENT_PAGES_MAX; page += 1) {
    const answer = await getTimesheets(projectId, page, signal);
    data.push(...answer.data);
    if (!answer.hasNextPage) break;
  }
  return data;
}

export function engagementTimesheetsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: timesheetQueryKeys.engagement(projectId),
    queryFn: ({ signal }) => getEngagementTimesheets(projectId, signal),
    // The client decides from another browser: asked again whenever the page opens.
    staleTime: 0,
  });
}

export function useEngagementTimesheets(projectId: number) {
  return useQuery(engagementTimesheetsQueryOptions(projectId));
}
