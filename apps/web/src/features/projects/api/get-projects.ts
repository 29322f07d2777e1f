import { PAGE_SIZE, type ProjectListQuery, type ProjectPage } from '@fractional/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /projects` parameters; the server fills in what is left out (page 1, 50, newest first). */
export type ProjectListParams = Partial<ProjectListQuery>;

export function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return apiRequest(`/projects?${query.toString()}`, {
    schema: async () => (await import('./project-schemas')).ProjectPageSchema,
    signal,
  });
}

export function getProjectsQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: [...queryKeys.projectLists, params],
    queryFn: ({ signal }) => getProjects(params, signal),
  });
}

/**
 * One page of the client's projects. While another page, tab, search or sort loads, the previous
 * answer stays on screen (`isPlaceholderData`), so the table never flashes empty.
 */
export function useProjects(params: ProjectListParams) {
  return useQuery({ ...getProjectsQueryOptions({ limit: PAGE_SIZE, ...params }), placeholderData: keepPreviousData });
}

/** How many projects the client has at all (one row asked for): tells "No projects yet" from "no match". */
export function useProjectCount() {
  return useQuery({ ...getProjectsQueryOptions({ page: 1, limit: 1 }), select: (page) => page.total });
}
